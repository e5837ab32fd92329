import Foundation

/// Reads Kotlin and Java from tokens: the Activities (and Fragments) and their lifecycle
/// callbacks; the plugins of Cordova, Capacitor, React Native and Flutter, whose callbacks and
/// script-called methods reach the Activity's window; in their bodies FLAG_SECURE,
/// `setRecentsScreenshotEnabled` (and the API-level guard around it), views and dialogs
/// put over the content, and work deferred past the callback.
public struct AndroidReader: SourceReader {
    public let language: SourceLanguage

    public init(language: SourceLanguage) { self.language = language }

    public func read(_ file: ScannedFile) -> FileReading {
        let stream =
            language == .cSharpAndroid
            ? CSharpAndroid.stream(file.text)
            : TokenStream(file.text, dialect: language == .kotlin ? .kotlin : .java)
        if let refusal = stream.refusal {
            return FileReading(problems: ["\(file.path): not read: \(refusal)"])
        }
        var reading = AndroidFile(stream: stream, path: file.path, language: language)
        return reading.read()
    }

    /// The callbacks of an Activity or Fragment (and of the lifecycle observers that share
    /// their names), by name.
    static let activityCallbacks: [String: LifecycleMoment] = [
        "onCreate": .launch, "onPostCreate": .launch, "onViewCreated": .launch, "onCreateView": .launch,
        // A PreferenceFragmentCompat's, called from its onCreate.
        "onCreatePreferences": .launch,
        "onStart": .enterForeground, "onRestart": .enterForeground,
        "onResume": .becomeActive, "onPostResume": .becomeActive,
        "onPause": .resignActive, "onUserLeaveHint": .resignActive, "onWindowFocusChanged": .resignActive,
        "onTopResumedActivityChanged": .resignActive,
        "onStop": .enterBackground, "onSaveInstanceState": .enterBackground,
        "onDestroy": .terminate,
    ]

    /// The callbacks of a `DefaultLifecycleObserver`, each `(owner: LifecycleOwner)`: run from
    /// the Activity's (or Fragment's) of the name, whose lifecycle it observes.
    static let observerCallbacks = activityCallbacks.filter {
        ["onCreate", "onStart", "onResume", "onPause", "onStop", "onDestroy"].contains($0.key)
    }

    /// The callbacks plugins get from their Activity, by name.
    static let pluginCallbacks: [String: LifecycleMoment] = [
        // Cordova's CordovaPlugin
        "initialize": .launch, "pluginInitialize": .launch, "onPause": .resignActive,
        "onResume": .becomeActive,
        "onStart": .enterForeground, "onStop": .enterBackground, "onDestroy": .terminate,
        // Capacitor's Plugin
        "load": .launch, "handleOnPause": .resignActive, "handleOnResume": .becomeActive,
        "handleOnStart": .enterForeground, "handleOnStop": .enterBackground, "handleOnDestroy": .terminate,
        // React Native's LifecycleEventListener
        "onHostPause": .resignActive, "onHostResume": .becomeActive, "onHostDestroy": .terminate,
        // Flutter's ActivityAware
        "onAttachedToActivity": .launch, "onReattachedToActivityForConfigChanges": .launch,
    ]

    /// `@OnLifecycleEvent(Lifecycle.Event.ON_PAUSE)` and the like.
    static let lifecycleEvents: [String: LifecycleMoment] = [
        "ON_CREATE": .launch, "ON_START": .enterForeground, "ON_RESUME": .becomeActive,
        "ON_PAUSE": .resignActive, "ON_STOP": .enterBackground, "ON_DESTROY": .terminate,
    ]

    /// `Build.VERSION_CODES` by name.
    static let versionCodes: [String: Int] = [
        "M": 23, "N": 24, "N_MR1": 25, "O": 26, "O_MR1": 27, "P": 28, "Q": 29, "R": 30, "S": 31, "S_V2": 32,
        "TIRAMISU": 33, "UPSIDE_DOWN_CAKE": 34, "VANILLA_ICE_CREAM": 35, "BAKLAVA": 36,
    ]
}

struct AndroidClass {
    var name: String
    var supertypes: [String]
    var open: Int
    var close: Int
    /// Set before the class (`@CapacitorPlugin`).
    var annotations: [String]
    /// For an object made inside a method of another class, that class.
    var enclosing: Int? = nil
}

struct AndroidFile {
    let stream: TokenStream
    let path: String
    let language: SourceLanguage
    var classes: [AndroidClass] = []
    var methods: [TokenMethod] = []
    /// The class each method belongs to.
    var methodClass: [Int] = []
    /// Each class's methods by name, the first of each name (built once: no scan per method).
    var methodsByName: [[String: Int]] = []
    var viewKinds: [String: CoverKind] = [:]
    var dialogs: Set<String> = []
    var framework: String?
    /// The class that holds the file's top-level Kotlin functions, once there is one.
    var fileScope: Int?
    /// The bodies of the callback objects made inside methods, open brace → close: read as
    /// their own class's methods, skipped in the method that makes them.
    var objectBodies: [Int: Int] = [:]

    init(stream: TokenStream, path: String, language: SourceLanguage) {
        self.stream = stream
        self.path = path
        self.language = language
    }

    mutating func read() -> FileReading {
        framework = importedFramework()
        findClasses(from: 0, to: stream.count - 1)
        learnViews()
        methodsByName = SwitcherScan.methodsByName(methods, classOf: methodClass, classes: classes.count)
        let readings = methods.indices.map { localReading(of: $0) }
        let called = calledMethods(readings)
        var facts: [SourceFact] = []
        var summaries: [FunctionSummary] = []
        for (index, method) in methods.enumerated() {
            let owner = classes[methodClass[index]]
            if let summary = summary(of: index, readings: readings) { summaries.append(summary) }
            if methodClass[index] == fileScope { continue }
            let callbacks = Self.isActivityLifecycleCallbacks(owner)
            let activity = Self.isActivity(owner)
            // A callback object made in a plugin is the plugin's; one of the app's own, nobody's.
            let plugin =
                callbacks
                ? owner.enclosing.map { pluginFramework(of: classes[$0]) }.flatMap {
                    $0 == "helper" ? nil : $0
                }
                : activity ? nil : pluginFramework(of: owner)
            let table =
                callbacks
                ? AndroidReader.activityLifecycleCallbacks
                : activity
                    ? AndroidReader.activityCallbacks
                    : Self.isLifecycleObserver(owner)
                        ? AndroidReader.observerCallbacks : AndroidReader.pluginCallbacks
            var moment = table[method.name] ?? lifecycleEvent(before: method)
            if (activity || callbacks) && moment == nil { continue }
            let onDemand = moment == nil
            if onDemand {
                // A method of a plugin or helper no other method of its class calls: the app's
                // script (or another class) calls it while the app is in front.
                if called.contains(index) { continue }
                moment = .launch
            }
            // C#'s methods as C# spells them (`OnPause`), read under Java's names.
            let name =
                language == .cSharpAndroid
                ? method.name.prefix(1).uppercased() + method.name.dropFirst() : method.name
            let spelled = onDemand ? "\(name)()" : name + "(\(method.parameters))"
            let handler = Handler(
                host: .activity, moment: moment ?? .launch, callback: spelled, owner: method.owner,
                location: SourceLocation(file: path, line: method.line), plugin: plugin)
            var found = handlerFacts(
                root: index, readings: readings, handler: handler, language: language, file: path,
                stream: stream)
            if onDemand {
                // What is set up once and stays; its calls that may lead to it, followed for it.
                found = SwitcherScan.onDemand(found)
            }
            // A Fragment's callbacks run while that Fragment is shown: what they put up covers
            // its screen, not the Activity's others.
            if Self.isFragment(owner) {
                for index in found.indices { found[index].screen = method.owner }
            }
            facts += found
        }
        let declared = classes.indices.filter { $0 != fileScope && !classes[$0].supertypes.isEmpty }.map {
            AppFact(
                location: SourceLocation(file: path, line: stream[classes[$0].open].line), language: language,
                kind: .androidClass(classes[$0].name, supertypes: classes[$0].supertypes))
        }
        var reading = FileReading(facts: facts, appFacts: declared)
        reading.functions = summaries
        return reading
    }

    /// What a method does for calls to it from other classes and files: its facts (its own
    /// class's helpers followed) and its calls that may lead to privacy code; nil when none.
    func summary(of index: Int, readings: [LocalReading]) -> FunctionSummary? {
        let method = methods[index]
        let location = SourceLocation(file: path, line: method.line)
        let placeholder = Handler(
            host: .activity, moment: .resignActive, callback: method.name, owner: method.owner,
            location: location)
        let kept = summarised(
            handlerFacts(
                root: index, readings: readings, handler: placeholder, language: language, file: path,
                stream: stream))
        guard !kept.isEmpty else { return nil }
        var summary = FunctionSummary(
            owner: method.owner, name: method.name, location: location, facts: Array(kept.prefix(50)))
        summary.receiver = method.receiver
        return summary
    }

    // MARK: Structure

    /// A Fragment: `Fragment`, `DialogFragment`, `PreferenceFragmentCompat` or the app's own.
    static func isFragment(_ type: AndroidClass) -> Bool {
        type.supertypes.contains { $0.hasSuffix("Fragment") || $0.hasSuffix("FragmentCompat") }
            && !type.supertypes.contains { $0.hasSuffix("Activity") }
    }

    static func isActivity(_ type: AndroidClass) -> Bool {
        type.supertypes.contains { $0.hasSuffix("Activity") } || isFragment(type)
    }

    /// A class that observes a lifecycle through its callbacks (`DefaultLifecycleObserver`), not
    /// through `@OnLifecycleEvent`'s annotations.
    static func isLifecycleObserver(_ type: AndroidClass) -> Bool {
        !Set(type.supertypes).isDisjoint(with: [
            "DefaultLifecycleObserver", "LifecycleEventObserver", "FullLifecycleObserver",
        ])
    }

    /// `@OnLifecycleEvent(Lifecycle.Event.ON_PAUSE)` in the few tokens before a method.
    func lifecycleEvent(before method: TokenMethod) -> LifecycleMoment? {
        // Back from the method's name to the end of what comes before it.
        var index = method.declaration - 1
        var limit = 30
        while index >= 0 && limit > 0 && ![";", "}", "{"].contains(stream.text(index)) {
            if let moment = AndroidReader.lifecycleEvents[stream.text(index)] { return moment }
            index -= 1
            limit -= 1
        }
        return nil
    }

    static let typeWords: Set<String> = ["class", "interface", "object", "enum"]
    /// C#'s: its `object` is a type (`static readonly object Gate = new object();`).
    static let cSharpTypeWords: Set<String> = ["class", "interface", "struct", "record", "enum"]
    static let notMethods: Set<String> = [
        "if", "for", "while", "switch", "catch", "synchronized", "when", "return", "new", "super", "this",
        "try",
    ]

    /// Classes and their methods in `from...to`, nested classes too.
    mutating func findClasses(from: Int, to: Int) {
        var index = from
        while index <= to && index < stream.count {
            if let close = parseClass(at: index, depth: 0) {
                index = close + 1
                continue
            }
            if let end = parseTopLevelFunction(at: index) {
                index = end + 1
                continue
            }
            index += 1
        }
    }

    /// The class declared at `index`, if one is: appended with its members; its body's end.
    mutating func parseClass(at index: Int, depth: Int) -> Int? {
        let token = stream[index]
        guard
            token.kind == .identifier
                && (language.isCSharp ? Self.cSharpTypeWords : Self.typeWords).contains(token.text)
                && stream[min(index + 1, stream.count - 1)].kind == .identifier
                && stream.text(index - 1) != "."
                && stream.text(index - 1) != "::",
            let open = stream.find("{", from: index + 1, to: min(stream.count - 1, index + 200))
        else { return nil }
        let supertypes = (index + 2..<open).compactMap { at -> String? in
            stream[at].kind == .identifier ? stream.text(at) : nil
        }
        let annotations = (max(0, index - 12)..<index).map { stream.text($0) }.filter { $0.hasPrefix("@") }
        classes.append(
            AndroidClass(
                name: stream.text(index + 1), supertypes: supertypes, open: open, close: stream.close(open),
                annotations: annotations))
        if depth < 16 { findMembers(of: classes.count - 1, depth: depth) }  // hostile nesting stops here
        return stream.close(open)
    }

    /// The methods of a class body, at its own depth; nested classes recursed into.
    mutating func findMembers(of type: Int, depth: Int) {
        let body = classes[type]
        var index = body.open + 1
        while index < body.close {
            let token = stream[index]
            let text = token.text
            if let close = parseClass(at: index, depth: depth + 1) {
                index = close + 1
                continue
            }
            if text == "init" && language == .kotlin && stream.text(index + 1) == "{" {
                add(
                    name: "init", at: index, open: index + 1, close: stream.close(index + 1), type: type,
                    parameters: "")
                index = stream.close(index + 1) + 1
                continue
            }
            if token.kind == .identifier && stream.text(index + 1) == "(" && !Self.notMethods.contains(text)
                && stream.text(index - 1) != "." && stream.text(index - 1) != "new"
                && (language != .kotlin || stream.text(index - 1) == "fun")
            {
                let close = stream.close(index + 1)
                var after = close + 1
                if language == .kotlin && stream.text(after) == ":" {
                    // A return type, up to the body.
                    var limit = 20
                    while after < body.close && limit > 0 && !["{", "="].contains(stream.text(after)) {
                        if stream.text(after) == "<" || stream.text(after) == "(" {}
                        after += 1
                        limit -= 1
                    }
                }
                if language == .java && stream.text(after) == "throws" {
                    after = stream.find("{", from: after, to: min(body.close, after + 20)) ?? after
                }
                let parameters = parameterTypes(index + 2, close)
                if stream.text(after) == "{" {
                    add(
                        name: text, at: index, open: after, close: stream.close(after), type: type,
                        parameters: parameters)
                    index = stream.close(after) + 1
                    continue
                }
                if stream.text(after) == "=>" && language.isCSharp,
                    let end = stream.find(";", from: after, to: body.close)
                {
                    // C#'s expression body: `void OnResignActivation(…) => ShowCover();`.
                    add(name: text, at: index, open: after, close: end, type: type, parameters: parameters)
                    index = end + 1
                    continue
                }
                if stream.text(after) == "=" && language == .kotlin {
                    // An expression body: to the end of its line.
                    var end = after + 1
                    while end < body.close && stream[end].line == stream[after].line {
                        end = max(end + 1, stream.close(end) + 1)
                    }
                    add(
                        name: text, at: index, open: after, close: min(end, body.close), type: type,
                        parameters: parameters)
                    index = end
                    continue
                }
            }
            if token.kind == .punctuation && ["{", "(", "["].contains(text) {
                index = stream.close(index) + 1
                continue
            }
            index += 1
        }
        findCallbackObjects(from: body.open, to: body.close, in: type, depth: depth)
    }

    mutating func add(name: String, at index: Int, open: Int, close: Int, type: Int, parameters: String) {
        let owner = classes[type].name
        let spelled = name == owner ? "init" : name
        methods.append(
            TokenMethod(
                owner: owner, name: spelled, line: stream[index].line, open: open, close: close,
                parameters: parameters, declaration: index))
        methodClass.append(type)
    }
}
