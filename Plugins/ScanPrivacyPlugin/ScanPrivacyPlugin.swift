import Foundation
import PackagePlugin

/// `swift package scan-privacy [--output FILE] [--target NAME]… [scan options]`: runs
/// `switcherlab-ci scan` on the package's directory (or on the directories of the targets
/// named), prints the report or writes it to FILE, and ends with the scan's exit status
/// (0 nothing leaks, 1 a card leaks, 2 bad input).
@main
struct ScanPrivacyPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let output = extractor.extractOption(named: "output").last
        let directories: [URL]
        if targetNames.isEmpty {
            directories = [context.package.directoryURL]
        } else {
            directories = try context.package.targets(named: targetNames).map(directory(of:))
        }
        let status = try ScanRun(
            tool: try context.tool(named: "switcherlab-ci").url, directories: directories,
            options: extractor.remainingArguments,
            output: output.map { resolve($0, in: context.package.directoryURL) }
        ).run()
        exitWith(status)
    }
}

/// One scan, for the package and for an Xcode project alike.
struct ScanRun {
    let tool: URL
    let directories: [URL]
    /// What the user gave that the plugin does not read itself: `--sarif`, `--json`, `--fail-on …`.
    let options: [String]
    /// Where the report goes; nil: standard output.
    let output: URL?

    /// Scans each directory in turn; the status is the worst of theirs (2 over 1 over 0).
    func run() throws -> Int32 {
        var reports = Data()
        var worst: Int32 = 0
        for directory in directories {
            let process = Process()
            process.executableURL = tool
            process.arguments = ["scan", directory.path] + options
            let pipe = Pipe()
            if output != nil { process.standardOutput = pipe }
            try process.run()
            if output != nil { reports.append(pipe.fileHandleForReading.readDataToEndOfFile()) }
            process.waitUntilExit()
            let status =
                process.terminationReason == .exit
                ? process.terminationStatus : 128 + process.terminationStatus
            worst = max(worst, status)
        }
        if let output {
            try FileManager.default.createDirectory(
                at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            try reports.write(to: output, options: .atomic)
            print("scan-privacy: report written to \(output.path)")
        }
        return worst
    }
}

/// A source target's directory (a Swift or C target; `Target.directoryURL` needs tools 6.1).
func directory(of target: any Target) throws -> URL {
    switch target {
    case let swift as SwiftSourceModuleTarget: return swift.directoryURL
    case let clang as ClangSourceModuleTarget: return clang.directoryURL
    default: throw ScanPrivacyError("--target \(target.name): not a source target, no directory to scan")
    }
}

struct ScanPrivacyError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A path the user gave, relative to the package's (or project's) directory.
func resolve(_ path: String, in directory: URL) -> URL {
    path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
}

/// Ends the plugin with the scan's status, so `swift package scan-privacy` fails a CI step on a leak.
func exitWith(_ status: Int32) {
    if status != 0 {
        Diagnostics.error("switcherlab-ci scan exited with status \(status)")
    }
    exit(status)
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ScanPrivacyPlugin: XcodeCommandPlugin {
        /// In Xcode (File ▸ Packages ▸ scan-privacy, or a project's context menu): the project's
        /// directory, which holds the app's sources, Info.plist and project.pbxproj.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            var extractor = ArgumentExtractor(arguments)
            // Xcode names the targets selected; the scan reads the whole project in any case.
            _ = extractor.extractOption(named: "target")
            let output = extractor.extractOption(named: "output").last
            let directory = context.xcodeProject.directoryURL
            let status = try ScanRun(
                tool: try context.tool(named: "switcherlab-ci").url, directories: [directory],
                options: extractor.remainingArguments, output: output.map { resolve($0, in: directory) }
            ).run()
            exitWith(status)
        }
    }
#endif
