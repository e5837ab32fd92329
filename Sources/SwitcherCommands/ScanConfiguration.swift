import Foundation
import SwitcherCore
import SwitcherScan
import Yams

/// `.switcherlab.yml` in the scanned directory: what `scan` should assume and report, for a
/// project that runs it in CI. Every key is checked: an unknown key or a bad value is refused
/// as `PATH:LINE: message` (exit 2). The command line wins over the file.
///
///     devices: [iphone, ipad]      # the devices to audit on (default: the app's own)
///     lifecycle: scene             # scene or app (default: the app's Info.plist)
///     ios: 18                      # a release, a list (17,18) or all
///     android-api: [29, 36]        # a level, a list or all
///     exclude: ["Legacy/**", "Samples"]   # paths not read (globs, relative to the directory)
///     fail-on: leak                # leak, cover, unknown or none
struct ScanConfiguration: Equatable {
    static let fileName = ".switcherlab.yml"
    /// A configuration is a few lines: anything larger is not one.
    static let maximumBytes = 64 * 1024

    var devices: [DeviceKind]?
    var lifecycle: LifecycleStyle?
    var ios: [IOSVersion]?
    var androidAPI: [AndroidAPILevel]?
    var exclude: [PathGlob] = []
    var failOn: ScanCommand.FailOn?

    /// The keys, in the order the documentation lists them.
    static let keys = ["devices", "lifecycle", "ios", "android-api", "exclude", "fail-on"]

    /// A refusal: where and why.
    struct Problem: Error, CustomStringConvertible {
        let path: String
        let line: Int
        let message: String
        var description: String { TerminalSafeText.sanitized("\(path):\(line): \(message)") }
    }

    /// The configuration in `directory`, or nil when it has none. `displayPath` is how
    /// messages name the file.
    static func load(in directory: URL, displayPath: String) throws(Problem) -> ScanConfiguration? {
        let url = directory.appendingPathComponent(fileName)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        let data: Data
        do throws(SizeLimitedFile.Failure) {
            guard !isDirectory.boolValue else { throw SizeLimitedFile.Failure.unreadable }
            // In the scanned tree, so untrusted: a regular file inside it (a FIFO would block).
            data = try SizeLimitedFile.readRegular(url, inside: directory, limit: maximumBytes)
        } catch {
            let why = error == .tooLarge ? "larger than \(maximumBytes / 1024) KB" : "not a readable file"
            throw Problem(path: displayPath, line: 1, message: "\(why): not a configuration")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Problem(path: displayPath, line: 1, message: "not UTF-8 text")
        }
        return try parse(text, path: displayPath)
    }

    /// Reads the text of a configuration file.
    static func parse(_ text: String, path: String) throws(Problem) -> ScanConfiguration {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw Problem(path: path, line: yamlLine(error) ?? 1, message: "not YAML: \(yamlProblem(error))")
        }
        var configuration = ScanConfiguration()
        guard let root else { return configuration }  // an empty file: nothing set
        guard let mapping = root.mapping else {
            throw Problem(
                path: path, line: line(root),
                message: "expected keys (\(keys.joined(separator: ", "))), not a list or a value")
        }
        var seen: Set<String> = []
        for (keyNode, value) in mapping {
            let where_ = line(keyNode)
            guard let key = keyNode.scalar?.string else {
                throw Problem(path: path, line: where_, message: "a key must be a name")
            }
            func fail(_ message: String) -> Problem {
                Problem(path: path, line: line(value), message: message)
            }
            guard keys.contains(key) else {
                throw Problem(
                    path: path, line: where_,
                    message: "unknown key '\(key)' (expected one of \(keys.joined(separator: ", ")))")
            }
            guard seen.insert(key).inserted else {
                throw Problem(path: path, line: where_, message: "'\(key)' given twice")
            }
            switch key {
            case "devices":
                let names = try list(value, fail)
                var devices: [DeviceKind] = []
                for name in names {
                    guard let device = DeviceKind(rawValue: name) else {
                        throw fail(
                            "devices: unknown device '\(name)' (expected \(DeviceKind.allCases.map(\.rawValue).joined(separator: ", ")))"
                        )
                    }
                    if !devices.contains(device) { devices.append(device) }
                }
                guard !devices.isEmpty else { throw fail("devices: give at least one device") }
                configuration.devices = devices
            case "lifecycle":
                let name = try scalar(value, fail)
                guard let lifecycle = LifecycleStyle(rawValue: name) else {
                    throw fail("lifecycle: '\(name)' is not scene or app")
                }
                configuration.lifecycle = lifecycle
            case "ios":
                configuration.ios = try releases(key, value, fail, IOSVersion.list(parsing:))
            case "android-api":
                configuration.androidAPI = try releases(key, value, fail, AndroidAPILevel.list(parsing:))
            case "exclude":
                for pattern in try list(value, fail) {
                    do {
                        configuration.exclude.append(try PathGlob(pattern))
                    } catch {
                        throw fail("exclude: \(error)")
                    }
                }
            case "fail-on":
                let name = try scalar(value, fail)
                guard let failOn = ScanCommand.FailOn(rawValue: name) else {
                    throw fail(
                        "fail-on: '\(name)' is not one of \(ScanCommand.FailOn.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                }
                configuration.failOn = failOn
            default:
                break  // every key of `keys` is handled above
            }
        }
        return configuration
    }

    /// A value: one scalar.
    private static func scalar(_ node: Node, _ fail: (String) -> Problem) throws(Problem) -> String {
        guard let scalar = node.scalar else { throw fail("expected one value, not a list or keys") }
        return scalar.string
    }

    /// A list: `[a, b]`, a YAML list, or one scalar (`a,b` split at commas).
    private static func list(_ node: Node, _ fail: (String) -> Problem) throws(Problem) -> [String] {
        if let scalar = node.scalar {
            return scalar.string.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
        guard let sequence = node.sequence else { throw fail("expected a value or a list, not keys") }
        var out: [String] = []
        for item in sequence {
            guard let scalar = item.scalar else {
                throw Problem(path: fail("").path, line: line(item), message: "expected a value in the list")
            }
            out.append(scalar.string)
        }
        return out
    }

    /// The releases of `key` (`ios`, `android-api`): its list joined as the command line writes
    /// it (`17,18`, `all`) and read by `parse`, whose error is refused under the key's name.
    private static func releases<Release>(
        _ key: String, _ node: Node, _ fail: (String) -> Problem,
        _ parse: (String) throws(SettingError) -> [Release]
    ) throws(Problem) -> [Release] {
        let text = try list(node, fail).joined(separator: ",")
        do {
            return try parse(text)
        } catch {
            throw fail("\(key): \(error)")
        }
    }

    private static func line(_ node: Node) -> Int { node.mark?.line ?? 1 }

    private static func yamlLine(_ error: Error) -> Int? {
        switch error as? YamlError {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return mark.line
        default:
            return nil
        }
    }

    private static func yamlProblem(_ error: Error) -> String {
        switch error as? YamlError {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _):
            return problem
        case .reader(let problem, _, _, _):
            return problem
        default:
            return "\(error)".split(separator: "\n").first.map(String.init) ?? "unreadable"
        }
    }
}
