import Foundation
import SwitcherCore

/// A child process run to its end, its output and errors in files (no pipe to fill up).
enum VerifyProcess {
    struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    static func run(_ path: String, _ arguments: [String], in directory: URL) throws -> Result {
        let out = directory.appendingPathComponent("out-\(UUID().uuidString)")
        let err = directory.appendingPathComponent("err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        let outHandle = try FileHandle(forWritingTo: out)
        let errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try? outHandle.close()
        try? errHandle.close()
        let output = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        let error = (try? String(contentsOf: err, encoding: .utf8)) ?? ""
        let status =
            process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
        return Result(status: status, output: output, error: error)
    }
}

/// The compiler's errors, read back in the lab's words.
enum VerifyDiagnostics {
    /// `file:line: 'NAME' is not in the lab's UIKit model` for each name the model lacks;
    /// the compiler's own error line for anything else. Paths are the files' as given.
    static func explain(_ output: String, files: [URL]) -> String {
        let pattern = #/^(.+?):(\d+):\d+: error: (.*)$/#
        var lines: [String] = []
        for line in output.split(separator: "\n") {
            guard let match = String(line).wholeMatch(of: pattern) else { continue }
            let path = String(match.output.1)
            let shown =
                files.first { $0.path == path || $0.standardizedFileURL.path == path }?.relativePath ?? path
            let message = String(match.output.3)
            let location = "\(shown):\(match.output.2)"
            if let name = missingName(message) {
                lines.append(
                    "\(location): '\(name)' is not in the lab's UIKit model (docs/VERIFY.md lists what is)")
            } else {
                lines.append("\(location): \(message)")
            }
        }
        if lines.isEmpty { lines = output.split(separator: "\n").prefix(20).map(String.init) }
        var seen = Set<String>()
        return lines.filter { seen.insert($0).inserted }.map(TerminalSafeText.sanitized).joined(
            separator: "\n")
    }

    /// The name an error says is missing: `cannot find 'X' in scope`, `type 'T' has no member 'X'`,
    /// `value of type 'T' has no member 'X'`, `cannot find type 'X' in scope`.
    static func missingName(_ message: String) -> String? {
        let patterns = [
            #/^cannot find (?:type )?'([^']+)' in scope/#,
            #/has no member '([^']+)'/#,
            #/^no such module '([^']+)'/#,
        ]
        for pattern in patterns {
            if let match = message.firstMatch(of: pattern) { return String(match.output.1) }
        }
        return nil
    }
}
