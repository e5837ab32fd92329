// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwitcherLab",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "switcherlab", targets: ["switcherlab"]),
        // Every command but the live lab, with no curses linked: for CI images and the plugin.
        .executable(name: "switcherlab-ci", targets: ["switcherlab-ci"]),
        // `swift package scan-privacy`: the scan of a package (or an Xcode project) that uses this one.
        .plugin(name: "ScanPrivacyPlugin", targets: ["ScanPrivacyPlugin"]),
        // The modules, for the benchmarks in Benchmarks/ (a package of their own).
        .library(
            name: "SwitcherLabKit",
            targets: ["SwitcherCore", "SwitcherUI", "SwitcherTapes", "SwitcherRecording"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The Swift project's own parser, for `scan`: Swift source read as Swift reads it.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        // YAML for scan's configuration file, `.switcherlab.yml` (read by the commands only).
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // The world: lifecycle, UIKit-shaped model, virtual clock, snapshots. Foundation only.
        .target(name: "SwitcherCore"),
        // The lab as one program: messages in, `update`, a pure view into a Canvas; the key map.
        .target(name: "SwitcherUI", dependencies: ["SwitcherCore", "SwitcherCode"]),
        // ncursesw behind a small C shim. Only SwitcherTerminal imports it. The library is
        // libncursesw on Linux; on macOS the SDK's libncurses is the wide-character build.
        .target(
            name: "CNcursesw",
            cSettings: [.define("_XOPEN_SOURCE_EXTENDED"), .define("NCURSES_WIDECHAR", to: "1")],
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]),
        // The code `switcherlab code` prints for each configuration (Swift, Objective-C, SwiftUI,
        // Kotlin and Java), its citations, and the audit of the printed configuration.
        .target(name: "SwitcherCode", dependencies: ["SwitcherCore"]),
        // The lab's UIKit model: UIKit's names over the core's model, for code compiled against
        // it (`switcherlab verify`, and the tests that run every printed configuration).
        .target(name: "LabUIKit", dependencies: ["SwitcherCore"]),
        .target(name: "LabCoreImage", dependencies: ["LabUIKit"]),
        .target(name: "LabSwiftUI", dependencies: ["LabUIKit", "SwitcherCore"]),
        // The curses backend and the live run loop: Canvas → terminal, keys → Key, signals.
        .target(name: "SwitcherTerminal", dependencies: ["SwitcherUI", "CNcursesw"]),
        // The tape language: tokens, parser, settings, expectations, the players, the live session.
        .target(name: "SwitcherTapes", dependencies: ["SwitcherCore", "SwitcherUI"]),
        // The encoders: ANSI diff, asciicast v2, SVG, PNG and deflate, atomic output, text frames.
        .target(name: "SwitcherRecording", dependencies: ["SwitcherCore", "SwitcherUI"]),
        // Reading an app's source into lab configurations (`scan`): Swift through swift-syntax;
        // Objective-C, Kotlin and Java from tokens; Info.plist, project.pbxproj and the manifest.
        .target(
            name: "SwitcherScan",
            dependencies: [
                "SwitcherCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                // XcodeGen's project.yml, where a project commits it in place of its pbxproj.
                .product(name: "Yams", package: "Yams"),
            ]),
        // What the commands print: the audit's table and chart, the recommendation's text, JSON
        // with its keys in order, and a scan's text, JSON and SARIF. The core and scan stop at
        // data; this module writes it out.
        .target(name: "SwitcherReports", dependencies: ["SwitcherCore", "SwitcherCode", "SwitcherScan"]),
        // What the commands share, as services: a tape recorded into an encoder, a lab's
        // configuration built from the settings given.
        .target(
            name: "SwitcherSessions",
            dependencies: ["SwitcherCore", "SwitcherTapes", "SwitcherRecording"]),
        // The stop signals of the headless commands, handled from the moment the program is
        // loaded (a C constructor), before any Swift code of it runs.
        .target(name: "CHeadlessSignals"),
        // The commands (swift-argument-parser), over every module but the terminal's: the live
        // lab runs through `LiveTerminal.runner`, which only `switcherlab` sets.
        .target(
            name: "SwitcherCommands",
            dependencies: [
                "SwitcherCore", "SwitcherCode", "SwitcherUI", "SwitcherScan", "SwitcherReports",
                "SwitcherTapes", "SwitcherRecording", "SwitcherSessions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "CHeadlessSignals",
                .product(name: "Yams", package: "Yams"),
                // Built with the commands so that `verify` finds the model beside the program.
                "LabUIKit", "LabCoreImage", "LabSwiftUI",
            ]),
        // The program: the commands, and the live lab in curses.
        .executableTarget(name: "switcherlab", dependencies: ["SwitcherCommands", "SwitcherTerminal"]),
        // The same commands without the live lab and without curses.
        .executableTarget(name: "switcherlab-ci", dependencies: ["SwitcherCommands"]),
        // `swift package scan-privacy [--output FILE] [--target NAME]… [scan options]`: runs
        // switcherlab-ci scan on the package's directory; in Xcode, on the project's.
        .plugin(
            name: "ScanPrivacyPlugin",
            capability: .command(
                intent: .custom(
                    verb: "scan-privacy",
                    description:
                        "Scan the app's source for App Switcher snapshot leaks (switcherlab-ci scan)."),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the scan's report to the file given with --output.")
                ]),
            dependencies: ["switcherlab-ci"]),
        // Draws a test pattern live and echoes keys: checks a terminal end to end.
        .executableTarget(
            name: "switcherlab-termcheck", dependencies: ["SwitcherTerminal", "SwitcherUI", "SwitcherCore"]),
        // Helpers the test targets share: test apps and a world builder, a frame sink and
        // the frame assertion, seeded generator, process runner, tmux driver.
        // For test targets only; no product includes it.
        .target(name: "SwitcherTestSupport", dependencies: ["SwitcherCore", "SwitcherUI"]),
        .testTarget(
            name: "SwitcherCoreTests",
            dependencies: ["SwitcherCore", "SwitcherCode", "SwitcherReports", "SwitcherTestSupport"]),
        // The source readers and the mapping, on the fixture apps under Tests/Fixtures/scan.
        .testTarget(
            name: "SwitcherScanTests",
            dependencies: [
                "SwitcherScan", "SwitcherReports", "SwitcherCode", "SwitcherCore", "SwitcherTestSupport",
            ]),
        // Frames compared with golden text files; the real binary driven in tmux.
        .testTarget(
            name: "SwitcherUITests",
            dependencies: ["SwitcherUI", "SwitcherCore", "SwitcherTestSupport", "switcherlab"],
            exclude: ["Golden"]),
        // The curses pieces, and the live loop run on a scripted screen (SwitcherTestSupport).
        .testTarget(
            name: "SwitcherTerminalTests",
            dependencies: ["SwitcherTerminal", "SwitcherUI", "SwitcherCore", "SwitcherTestSupport"]),
        .testTarget(
            name: "SwitcherTapesTests",
            dependencies: ["SwitcherTapes", "SwitcherUI", "SwitcherCore", "SwitcherTestSupport"],
            exclude: ["Fixtures"]),
        // The encoders, fed frames by hand and by tapes, the richest source of frames.
        .testTarget(
            name: "SwitcherRecordingTests",
            dependencies: [
                "SwitcherRecording", "SwitcherTapes", "SwitcherUI", "SwitcherCore", "SwitcherTestSupport",
                // The join of a tape to an encoder, recorded as `record` records.
                "SwitcherSessions",
            ]),
        // The built `switcherlab` run as a user runs it: exit codes, output files, help, docs.
        .testTarget(
            name: "CommandLineTests",
            dependencies: [
                "switcherlab", "switcherlab-ci", "SwitcherCommands", "SwitcherRecording", "SwitcherTapes",
                "SwitcherUI", "SwitcherCore", "SwitcherCode", "SwitcherReports", "SwitcherTestSupport",
            ],
            // The SDK stand-ins and the printed code's goldens (CodeTypecheckTests, CodeGoldenTests).
            exclude: ["Fixtures"]),
        // Reads Sources/ to enforce the module fences of ARCHITECTURE §3.
        .testTarget(name: "ArchitectureTests", dependencies: ["SwitcherTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
