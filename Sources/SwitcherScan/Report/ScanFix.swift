import SwitcherCore

/// `scan --fix`: the smallest change to the app's own code that makes its own strategy hold,
/// as a unified diff of the scanned files. What it mends:
///
/// - a cover put up on entering the background (`sceneDidEnterBackground`,
///   `applicationDidEnterBackground`, the `didEnterBackground` notification): the snapshot of
///   a switcher opened over the app is taken before it (MODEL §11). The callback is renamed to
///   its resign-active twin, and the callback that takes the cover down to its become-active
///   twin, so the cover is up before every card and down after Control Center too;
/// - a cover a background callback hands on to the main queue, a run-loop turn after the
///   snapshot (MODEL §52): the hop's wrapper goes and the cover goes up in the callback itself,
///   then moves as above (`ScanFix+Deferral.swift`);
/// - `FLAG_SECURE` added in onPause, after the thumbnail (MODEL §24): the line moves to
///   onCreate, after `super.onCreate`; a `clearFlags` in onResume, which undoes it on every
///   visit (MODEL §25), goes.
///
/// What it cannot mend in place (the twin callback already exists, no onCreate in the file)
/// it says in words, and the text report's fix stays recommend's.
public enum ScanFix {
    /// The diff, and a sentence per change made or not made.
    public static func diff(_ reports: [AppReport], sources: SourceLines) -> (diff: String, notes: [String]) {
        let (edits, notes) = mends(reports, sources: sources)
        var out = ""
        for file in edits.keys.sorted() {
            guard let lines = sources.lines(of: file) else { continue }
            out += edits[file]?.diff(path: file, lines: lines) ?? ""
        }
        return (out, notes)
    }

    /// The edits of each file, by path, and a sentence per change made or not made.
    public static func mends(_ reports: [AppReport], sources: SourceLines) -> (
        edits: [String: LineEdits], notes: [String]
    ) {
        var edits: [String: LineEdits] = [:]
        var notes: [String] = []
        // The React Native modules whose registrations moved: each once, for all its findings.
        var modules: Set<String> = []
        for report in reports where report.leaksAnywhere {
            for finding in report.findings where finding.runs {
                guard let configuration = finding.configuration else { continue }
                if finding.pitfalls.contains(.registeredOnScriptListener) {
                    if let up = finding.facts.first(where: { $0.location == finding.location }),
                        modules.insert("\(up.handler.location.file) \(up.handler.owner)").inserted
                    {
                        registerAtInit(up, sources: sources, edits: &edits, notes: &notes)
                    }
                } else if configuration.id == "secure-flag-on-pause" {
                    moveFlag(finding, report: report, sources: sources, edits: &edits, notes: &notes)
                } else if finding.pitfalls.contains(.alphaWithoutRemovingAnimation) {
                    completeFade(finding, sources: sources, edits: &edits, notes: &notes)
                } else if let up = finding.facts.first(where: { $0.location == finding.location }),
                    up.deferred == .mainQueue, finding.pitfalls.contains(.deferredPastSnapshot),
                    up.handler.host != .swiftUIApp, up.handler.host != .swiftUIView
                {
                    // The hop goes; the cover then moves to resign-active too, unless the call to
                    // move is one of the lines the hop's mend replaced.
                    if let replaced = runAtOnce(up, sources: sources, edits: &edits, notes: &notes),
                        up.handler.moment == .enterBackground,
                        up.via.first.map({ $0.file != up.location.file || !replaced.contains($0.line) })
                            ?? true
                    {
                        moveToResignActive(finding, up: up, sources: sources, edits: &edits, notes: &notes)
                    }
                } else if let up = finding.facts.first(where: { $0.location == finding.location }),
                    up.handler.moment == .enterBackground, up.deferred == nil,
                    // `ignoreSnapshotOnNextApplicationLaunch()` covers nothing wherever it runs.
                    ScanMapping.isCoverUp(up.action)
                {
                    if up.handler.host == .swiftUIApp || up.handler.host == .swiftUIView {
                        leavePhaseActive(up, sources: sources, edits: &edits, notes: &notes)
                    } else {
                        moveToResignActive(finding, up: up, sources: sources, edits: &edits, notes: &notes)
                    }
                }
            }
        }
        return (edits, notes)
    }

    /// Background callbacks and notifications, and their resign-active twins; the
    /// foreground ones and their become-active twins.
    static let upTwins: [(String, String)] = [
        ("sceneDidEnterBackground", "sceneWillResignActive"),
        ("applicationDidEnterBackground", "applicationWillResignActive"),
        ("UIScene.didEnterBackgroundNotification", "UIScene.willDeactivateNotification"),
        ("didEnterBackgroundNotification", "willResignActiveNotification"),
        ("UIApplicationDidEnterBackground", "UIApplicationWillResignActive"),
    ]
    static let downTwins: [(String, String)] = [
        ("sceneWillEnterForeground", "sceneDidBecomeActive"),
        ("applicationWillEnterForeground", "applicationDidBecomeActive"),
        ("UIScene.willEnterForegroundNotification", "UIScene.didActivateNotification"),
        ("willEnterForegroundNotification", "didBecomeActiveNotification"),
        ("UIApplicationWillEnterForeground", "UIApplicationDidBecomeActive"),
    ]

    /// A SwiftUI cover put up when the scene phase becomes `.background`: the test of the phase,
    /// the nearest above the cover in its `onChange`, goes up on leaving `.active` instead
    /// (`== .background` → `!= .active`, `case .background` → `case .inactive, .background`).
    static func leavePhaseActive(
        _ up: SourceFact, sources: SourceLines, edits: inout [String: LineEdits], notes: inout [String]
    ) {
        let file = up.location.file
        guard up.location.file == up.handler.location.file, let lines = sources.lines(of: file),
            up.handler.location.line >= 1, up.handler.location.line <= up.location.line,
            up.location.line <= lines.count
        else { return }
        // A branch for `.inactive` before it would still take that phase first (Swift's first
        // matching case): left to a person.
        if body(of: up.handler.location.line, in: lines).contains(where: {
            lines.indices.contains($0 - 1) && lines[$0 - 1].contains(".inactive")
        }) {
            notes.append(
                "\(up.location): the cover goes up when the scene phase is .background, and the code tests .inactive"
                    + " too: put it up on leaving .active by hand (MODEL §11)")
            return
        }
        let rewrites = [
            ("== .background", "!= .active"), ("case .background", "case .inactive, .background"),
        ]
        for index in stride(from: up.location.line - 1, through: up.handler.location.line - 1, by: -1) {
            let line = lines[index]
            guard !line.contains(".inactive"),
                let (old, new) = rewrites.first(where: { line.contains($0.0) })
            else { continue }
            var fileEdits = edits[file, default: LineEdits()]
            fileEdits.add(.replace(index + 1, with: [line.replacingOccurrences(of: old, with: new)]))
            edits[file] = fileEdits
            notes.append(
                "\(file):\(index + 1): the cover goes up when the scene phase is .background, after the snapshot of a"
                    + " switcher opened over the app (MODEL §11): now on leaving .active")
            return
        }
    }

    static func moveToResignActive(
        _ finding: ScanFinding, up: SourceFact, sources: SourceLines, edits: inout [String: LineEdits],
        notes: inout [String]
    ) {
        let where_ = up.handler.location
        let why =
            "the cover goes up in \(up.handler.callback), after the snapshot of a switcher opened over the app"
            + " (MODEL §11)"
        // A call in the delegate's method (`showPrivacyScreen()`): that one line moves, the
        // method's other code stays where it runs.
        if let call = up.via.first, call.file == where_.file,
            moveCall(call, from: where_, twins: upTwins, sources: sources, edits: &edits)
        {
            notes.append("\(call): \(why): the call moved to its resign-active twin")
            let downs = finding.facts.filter { $0.handler.moment == .enterForeground }
            for down in downs {
                guard let back = down.via.first, back.file == down.handler.location.file,
                    moveCall(
                        back, from: down.handler.location, twins: downTwins, sources: sources, edits: &edits)
                else { continue }
                notes.append("\(back): the cover comes down on becoming active, after Control Center too")
                break
            }
            return
        }
        guard rename(where_, twins: upTwins, sources: sources, edits: &edits, notes: &notes) else { return }
        notes.append("\(where_): \(why): moved to its resign-active twin")
        let downs = Set(
            finding.facts.filter { $0.handler.moment == .enterForeground }.map(\.handler.location))
        for down in downs.sorted() {
            if rename(down, twins: downTwins, sources: sources, edits: &edits, notes: &notes) {
                notes.append("\(down): the cover comes down on becoming active, after Control Center too")
            }
        }
    }

    /// Moves the one-line call at `call`, in the Swift method declared at `method`, into the
    /// method's twin: at the top of the twin when the file has it, else in a new twin after
    /// the method. False when the call is not one line or the method is not Swift's.
    static func moveCall(
        _ call: SourceLocation, from method: SourceLocation, twins: [(String, String)], sources: SourceLines,
        edits: inout [String: LineEdits]
    ) -> Bool {
        guard let lines = sources.lines(of: call.file), lines.indices.contains(call.line - 1),
            lines.indices.contains(method.line - 1)
        else { return false }
        let declaration = lines[method.line - 1]
        let statement = lines[call.line - 1]
        let trimmed = statement.trimmingCharacters(in: .whitespaces)
        // Swift's `func sceneDidEnterBackground(` or Objective-C's `- (void)applicationDid…:`,
        // whose brace may open on the next line.
        let objc = declaration.hasPrefix("- (")
        let spelled = { (name: String) in objc ? ")\(name):" : "func \(name)(" }
        guard objc || declaration.contains("func "),
            let open = (method.line - 1..<min(lines.count, method.line + 1)).first(where: {
                lines[$0].hasSuffix("{")
            }),
            let (old, new) = twins.first(where: { declaration.contains(spelled($0.0)) }),
            statement.filter({ $0 == "(" }).count == statement.filter({ $0 == ")" }).count,
            !statement.contains("{"), !statement.contains("}"),
            // At the method's own level: a call inside an `if` keeps its condition only if the
            // whole method moves (renamed, below).
            open < call.line - 1,
            lines[open..<(call.line - 1)].reduce(0, { $0 + braces(in: $1).opens - braces(in: $1).closes })
                == 1,
            objc ? trimmed.hasPrefix("[") && trimmed.hasSuffix("];") : trimmed.hasSuffix(")")
        else { return false }
        var fileEdits = edits[call.file, default: LineEdits()]
        fileEdits.add(.replace(call.line, with: []))
        if let twin = lines.firstIndex(where: { $0.contains(spelled(new)) }) {
            // The twin's body opens on its line or the next; one written on a single line
            // (`{}`) is left to a person.
            guard
                let twinOpen = (twin..<min(lines.count, twin + 2)).first(where: {
                    braces(in: lines[$0]).opens > 0
                }),
                braces(in: lines[twinOpen]).closes == 0
            else { return false }
            fileEdits.add(.insert(after: twinOpen + 1, [statement]))
        } else {
            // The method's end: its braces counted from its declaration.
            let end = body(of: method.line, in: lines).upperBound - 1
            guard end > method.line - 1 else { return false }
            let created = lines[(method.line - 1)...open].map { $0.replacingOccurrences(of: old, with: new) }
            let indent = indentation(of: declaration)
            fileEdits.add(.insert(after: end + 1, [""] + created + [statement, indent + "}"]))
        }
        edits[call.file] = fileEdits
        return true
    }

    /// Renames the callback or notification on `location`'s line to its twin, unless the
    /// file already has the twin (a method of that name: merging bodies is left to a person).
    static func rename(
        _ location: SourceLocation, twins: [(String, String)], sources: SourceLines,
        edits: inout [String: LineEdits], notes: inout [String]
    ) -> Bool {
        // An observer's registration may spread over lines: its name a few lines down.
        guard let lines = sources.lines(of: location.file),
            let number = (location.line...location.line + 5).first(where: { number in
                lines.indices.contains(number - 1) && twins.contains { lines[number - 1].contains($0.0) }
            }),
            let (old, new) = twins.first(where: { lines[number - 1].contains($0.0) })
        else { return false }
        let method = !old.contains(".") && !old.hasPrefix("UIApplication")
        if method, lines.contains(where: { $0.contains("func \(new)(") || $0.contains(")\(new):") }) {
            notes.append("\(location): \(new) already exists in this file: move the code into it by hand")
            return false
        }
        let line = lines[number - 1].replacingOccurrences(of: old, with: new)
        edits[location.file, default: LineEdits()].add(.replace(number, with: [line]))
        return true
    }

    /// An alpha set to 1 in didEnterBackground while the fade to it still runs: the fade's
    /// animation removed first, so the cover is whole when the snapshot is taken (MODEL §16).
    static func completeFade(
        _ finding: ScanFinding, sources: SourceLines, edits: inout [String: LineEdits], notes: inout [String]
    ) {
        for fact in finding.facts where fact.handler.moment == .enterBackground {
            guard case .setsAlpha(1, false, _) = fact.action,
                let lines = sources.lines(of: fact.location.file),
                lines.indices.contains(fact.location.line - 1)
            else { continue }
            let line = lines[fact.location.line - 1]
            guard let match = line.firstMatch(of: #/^(\s*)([A-Za-z_][\w.?]*)\.alpha\s*=/#) else { continue }
            let (indent, receiver) = (String(match.1), String(match.2))
            let removal =
                fact.location.file.hasSuffix(".m")
                ? "[\(receiver).layer removeAllAnimations];" : receiver + ".layer.removeAllAnimations()"
            edits[fact.location.file, default: LineEdits()].add(
                .insert(after: fact.location.line - 1, [indent + removal]))
            notes.append(
                "\(fact.location): the fade to this alpha still runs: its animation removed first, so the cover"
                    + " is whole before the snapshot (MODEL §16)")
        }
    }

    /// The spaces and tabs a line starts with.
    public static func indentation(of line: String) -> String {
        String(line.prefix { $0 == " " || $0 == "\t" })
    }

    /// The indentation of a line, tabs as four.
    public static func depth(of line: String) -> Int {
        indentation(of: line).reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
    }

    /// The lines of the method declared on line `declaration` (1-based), its braces counted:
    /// a helper it calls is no part of it.
    public static func body(of declaration: Int, in lines: [String]) -> ClosedRange<Int> {
        var depth = 0
        var opened = false
        for index in max(0, declaration - 1)..<lines.count {
            let (opens, closes) = braces(in: lines[index])
            depth += opens - closes
            opened = opened || opens > 0
            if opened && depth <= 0 { return declaration...(index + 1) }
        }
        return declaration...lines.count
    }

    /// What a line holds outside its string literals and its `//` comment: the code before
    /// that comment, the braces it opens and closes, and the `[` and `(` it opens less those it
    /// closes. The one reading of a line that the fix's line-wise edits share.
    struct LineCode {
        var code: Substring
        var opens = 0
        var closes = 0
        var brackets = 0
    }

    static func read(_ line: String) -> LineCode {
        var read = LineCode(code: line[...])
        // The quote of the literal being read: a string's, or a character's (`'"'`, `'{'` in
        // Objective-C, Kotlin, Java and C#).
        var quote: Character?
        var escaped = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            defer { previous = character }
            if let open = quote {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == open {
                    quote = nil
                }
                continue
            }
            if character == "/" && previous == "/" {
                read.code = line[..<line.index(before: index)]
                break
            }
            switch character {
            case "\"": quote = character
            // A character literal; an apostrophe in Swift code is only ever in a string.
            case "'": quote = character
            case "{": read.opens += 1
            case "}": read.closes += 1
            case "[", "(": read.brackets += 1
            case "]", ")": read.brackets -= 1
            default: break
            }
        }
        return read
    }

    /// The braces a line opens and closes outside its string literals and its `//` comment.
    public static func braces(in line: String) -> (opens: Int, closes: Int) {
        let read = read(line)
        return (read.opens, read.closes)
    }

}
