// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwitcherLab",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "switcherlab", targets: ["switcherlab"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // The world: lifecycle, UIKit-shaped model, virtual clock, snapshots. Foundation only.
        .target(name: "SwitcherCore"),
        // Pure composition of the world into a Canvas; keys into commands.
        .target(name: "SwitcherUI", dependencies: ["SwitcherCore"]),
        // The curses backend and live loop: the only importer of CNcursesw.
        .systemLibrary(
            name: "CNcursesw", pkgConfig: "ncursesw",
            providers: [.apt(["libncursesw5-dev"])]),
        .target(name: "SwitcherTerminal", dependencies: ["SwitcherUI", "CNcursesw"]),
        .executableTarget(
            name: "switcherlab",
            dependencies: [
                "SwitcherCore", "SwitcherUI", "SwitcherTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "SwitcherCoreTests", dependencies: ["SwitcherCore"]),
        .testTarget(name: "SwitcherUITests", dependencies: ["SwitcherUI"]),
        .testTarget(name: "ArchitectureTests"),
    ],
    swiftLanguageModes: [.v6]
)
