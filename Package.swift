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
        .executableTarget(
            name: "switcherlab",
            dependencies: [
                "SwitcherCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "SwitcherCoreTests", dependencies: ["SwitcherCore"]),
        // Reads Sources/ to enforce the module fences of DESIGN §1.
        .testTarget(name: "ArchitectureTests"),
    ],
    swiftLanguageModes: [.v6]
)
