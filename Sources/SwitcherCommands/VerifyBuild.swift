import Foundation
import SwitcherCore

/// Builds the program `switcherlab verify` runs: the developer's Swift files compiled against
/// the lab's UIKit model (the module `LabUIKit`, aliased to `UIKit`; `LabCoreImage` to
/// `CoreImage`), a driver that hands the lab's world the delegates and controller the files
/// declare, linked with the core. The result is cached by the hash of what went into it.
struct VerifyBuild {
    /// Why the files cannot be run: a message for standard error, exit 2.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// What the files declare that the driver wires to the mock app.
    struct Declarations: Equatable {
        var appDelegate: String?
        var sceneDelegate: String?
        var rootViewController: String?
        /// A protocol whose `sensitiveLabels` the app's root controller is given.
        var sensitiveProtocol: String?
        /// A SwiftUI `App`.
        var app: String?
        /// A SwiftUI root view (`ContentView`), when there is no `App`.
        var rootView: String?
        /// The root view controller has an outlet collection `sensitiveLabels` to connect.
        var sensitiveOutlet = false
        /// A file has `@main`.
        var hasMain = false

        /// Where the code lives, as `audit` names hosts.
        var host: StrategyHost? {
            if app != nil { return .swiftUIApp }
            if rootView != nil { return .swiftUIScene }
            if rootViewController != nil { return .notifications }
            if sceneDelegate != nil, appDelegate == nil { return .sceneDelegate }
            if appDelegate != nil, sceneDelegate == nil { return .appDelegate }
            return nil
        }
    }

    let files: [URL]
    /// The files' text, read once.
    let sources: [String]
    /// What they declare.
    let declarations: Declarations
    /// The directory holding the built model: `Modules/`, `LabUIKit.build/`, `SwitcherCore.build/`.
    let model: URL
    let swiftc: String
    /// Where built programs are kept.
    let cache: URL

    /// Reads `files` once; a file that cannot be read, or is not UTF-8, is the failure.
    init(files: [URL], model: URL, swiftc: String, cache: URL) throws(Failure) {
        var sources: [String] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw Failure(description: "\(file.path): cannot be read")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw Failure(description: "\(file.path):1: not UTF-8 text")
            }
            sources.append(text)
        }
        self.files = files
        self.sources = sources
        declarations = Self.declarations(in: sources)
        self.model = model
        self.swiftc = swiftc
        self.cache = cache
    }

    // MARK: Finding the tools

    /// The compiler: `$SWIFTC`, else `swiftc` on PATH.
    static func findCompiler() throws(Failure) -> String {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: given) {
            return given
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw Failure(
            description:
                "verify compiles your files with the Swift compiler, and there is no swiftc on PATH"
                + " (install the Swift toolchain, or set SWIFTC to its swiftc)")
    }

    /// The built model: `$SWITCHERLAB_MODEL`, else the directory of this program (where
    /// `swift build` puts the modules beside it), else `../libexec/switcherlab/model` from it
    /// (an installed program: `scripts/install-model`, which the Homebrew formula runs).
    static func findModel() throws(Failure) -> URL {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [URL] = []
        if let given = environment["SWITCHERLAB_MODEL"], !given.isEmpty {
            candidates.append(URL(fileURLWithPath: given))
        }
        if let program = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            let directory = program.deletingLastPathComponent()
            candidates.append(directory)
            candidates.append(
                directory.deletingLastPathComponent().appendingPathComponent("libexec/switcherlab/model"))
        }
        for directory in candidates where isModel(directory) { return directory }
        throw Failure(
            description:
                "the lab's UIKit model is not built beside this program (no Modules/LabUIKit.swiftmodule in "
                + "\(candidates.map(\.path).joined(separator: " or "))): run verify from a `swift build` of"
                + " SwitcherLab, install the model beside the program (scripts/install-model), or set"
                + " SWITCHERLAB_MODEL to that build's directory")
    }

    private static func isModel(_ directory: URL) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(
            atPath: directory.appendingPathComponent("Modules/LabUIKit.swiftmodule").path)
            && manager.fileExists(atPath: directory.appendingPathComponent("LabUIKit.build").path)
            && manager.fileExists(atPath: directory.appendingPathComponent("SwitcherCore.build").path)
    }

    /// `$XDG_CACHE_HOME/switcherlab/verify`, else `~/.cache/switcherlab/verify`.
    static func defaultCache() -> URL {
        let environment = ProcessInfo.processInfo.environment
        let base =
            environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return base.appendingPathComponent("switcherlab/verify")
    }

    // MARK: Reading the files

    /// The delegates, root controller and protocol the files declare, by their declarations.
    static func declarations(in sources: [String]) -> Declarations {
        var found = Declarations()
        let classPattern =
            #/(?m)^\s*(?:@main\s+)?(?:(?:public|internal|final|open)\s+)*class\s+(\w+)\s*:\s*([^{]*)\{/#
        for source in sources {
            if source.contains("@main") { found.hasMain = true }
            for match in source.matches(of: classPattern) {
                let name = String(match.output.1)
                let inherits = match.output.2.split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespacesAndNewlines)
                }
                if inherits.contains("UIApplicationDelegate") {
                    found.appDelegate = found.appDelegate ?? name
                }
                if inherits.contains("UIWindowSceneDelegate") || inherits.contains("UISceneDelegate") {
                    found.sceneDelegate = found.sceneDelegate ?? name
                }
                if name == "ViewController" { found.rootViewController = name }
            }
            if let match = source.firstMatch(of: #/struct\s+(\w+)\s*:\s*App\s*\{/#) {
                found.app = found.app ?? String(match.output.1)
            }
            if source.contains(#/struct\s+ContentView\s*:\s*View\s*\{/#) { found.rootView = "ContentView" }
            if source.contains(#/var\s+sensitiveLabels\s*:\s*\[UILabel\]\s*=/#) {
                found.sensitiveOutlet = true
            }
            let protocolPattern =
                #/protocol\s+(\w+)\s*:\s*AnyObject\s*\{[^}]*var\s+sensitiveLabels\s*:\s*\[UILabel\]/#
            if let match = source.firstMatch(of: protocolPattern) {
                found.sensitiveProtocol = String(match.output.1)
            }
        }
        return found
    }

    /// The driver: a program that hands the declarations to the model's runtime.
    static func driver(_ declarations: Declarations) -> String {
        var program: [String] = []
        if let name = declarations.appDelegate { program.append("appDelegate: { \(name)() }") }
        if let name = declarations.sceneDelegate { program.append("sceneDelegate: { \(name)() }") }
        if let name = declarations.rootViewController {
            program.append("rootViewController: { \(name)() }")
            if declarations.sensitiveOutlet {
                program.append(
                    "connect: { ($0 as! \(name)).sensitiveLabels = LabAppViewController.sensitiveLabels(of: $0) }"
                )
            }
        }
        if let name = declarations.app {
            program.append("swiftUI: { LabSwiftUI.app(\(name).self) }")
        } else if let name = declarations.rootView {
            program.append("swiftUI: { LabSwiftUI.root { \(name)() } }")
        }
        var lines = [
            "@testable import VerifiedApp", "import LabUIKit", "import LabSwiftUI", "",
            "@main enum LabVerifyDriver {",
            "    static func main() {",
            "        MainActor.assumeIsolated {",
            "            LabVerify.main(LabVerifyProgram(\(program.joined(separator: ", "))))",
            "        }",
            "    }",
            "}",
        ]
        if let name = declarations.sensitiveProtocol {
            lines += [
                "", "extension LabAppViewController: VerifiedApp.\(name) {",
                "    public var sensitiveLabels: [UILabel] { labSensitiveLabels }", "}",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Building

    /// The program for the files, built now or found in the cache.
    func program() throws(Failure) -> URL {
        guard
            declarations.appDelegate != nil || declarations.sceneDelegate != nil
                || declarations.rootViewController != nil || declarations.app != nil
                || declarations.rootView != nil
        else {
            throw Failure(
                description:
                    "\(files.map(\.lastPathComponent).joined(separator: ", ")): nothing to run: no app delegate"
                    + " (a class adopting UIApplicationDelegate), scene delegate (UIWindowSceneDelegate), root view"
                    + " controller (a UIViewController subclass named ViewController), SwiftUI App or ContentView"
            )
        }
        var hasher = FNV1a()
        hasher.add(SwitcherLabVersion.current)
        hasher.add(swiftc)
        for (file, source) in zip(files, sources) {
            hasher.add(file.lastPathComponent)
            hasher.add(source)
        }
        for object in modelObjects() {
            hasher.add(object.path)
            let date =
                (try? FileManager.default.attributesOfItem(atPath: object.path)[.modificationDate]) as? Date
            hasher.add(String(date?.timeIntervalSince1970 ?? 0))
        }
        let folder = cache.appendingPathComponent(hasher.hex)
        let program = folder.appendingPathComponent("verified")
        if FileManager.default.isExecutableFile(atPath: program.path) { return program }
        let work = cache.appendingPathComponent("building-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            try Self.driver(declarations).write(
                to: work.appendingPathComponent("driver.swift"), atomically: true, encoding: .utf8)
        } catch {
            throw Failure(description: "\(work.path): \(error.localizedDescription)")
        }
        let modules = model.appendingPathComponent("Modules").path
        let aliases = [
            "-module-alias", "UIKit=LabUIKit", "-module-alias", "CoreImage=LabCoreImage", "-module-alias",
            "SwiftUI=LabSwiftUI",
        ]
        try compile(
            [
                "-emit-library", "-static", "-emit-module", "-parse-as-library", "-enable-testing",
                "-swift-version", "5",
                "-module-name", "VerifiedApp", "-I", modules,
            ] + aliases
                + (declarations.hasMain
                    ? ["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "verified_app_main"] : [])
                + files.map(\.path) + ["-o", work.appendingPathComponent("libVerifiedApp.a").path],
            in: work)
        try compile(
            [
                "-parse-as-library", "-module-name", "LabVerifyDriver", "-I", work.path, "-I", modules,
                work.appendingPathComponent("driver.swift").path, "-L", work.path, "-lVerifiedApp",
            ]
                + modelObjects().map(\.path) + ["-o", work.appendingPathComponent("verified").path],
            in: work)
        do {
            try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: work.appendingPathComponent("verified"), to: program)
        } catch {
            throw Failure(description: "\(folder.path): \(error.localizedDescription)")
        }
        return program
    }

    /// The objects of the model and the core it runs on: those of the module's sources as the
    /// package lists them now (`sources`), so an object left by a file since moved or removed is
    /// not linked; every object when there is no such list.
    func modelObjects() -> [URL] {
        ["SwitcherCore", "LabUIKit", "LabCoreImage", "LabSwiftUI"].flatMap { module -> [URL] in
            let directory = model.appendingPathComponent("\(module).build")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            let listed =
                (try? String(contentsOf: directory.appendingPathComponent("sources"), encoding: .utf8))
                .map { text in
                    Set(
                        text.split(separator: "\n").map {
                            URL(fileURLWithPath: String($0)).lastPathComponent + ".o"
                        })
                }
            return names.filter { $0.hasSuffix(".o") && listed?.contains($0) != false }.sorted().map {
                directory.appendingPathComponent($0)
            }
        }
    }

    /// Runs swiftc; its errors, read back as the lab's (`file:line: 'NAME' is not in the lab's
    /// UIKit model`), are the failure.
    private func compile(_ arguments: [String], in directory: URL) throws(Failure) {
        let result: VerifyProcess.Result
        do {
            result = try VerifyProcess.run(swiftc, arguments, in: directory)
        } catch {
            throw Failure(description: "cannot run \(swiftc): \(error)")
        }
        guard result.status != 0 else { return }
        throw Failure(description: VerifyDiagnostics.explain(result.error, files: files))
    }
}

/// FNV-1a, 64 bits: the cache's key.
struct FNV1a {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 + [0] {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
    }

    var hex: String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
