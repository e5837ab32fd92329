import Foundation

/// Reads C# of .NET for iOS (a MAUI app's or plugin's `Platforms/iOS`, a Xamarin.iOS project)
/// from tokens: UIKit through its .NET bindings, which keep UIKit's classes and spell their
/// members in C#'s way (`window.AddSubview(view)`, `OnResignActivation`). The handlers are the
/// app delegate's overrides, a scene delegate's methods, the observers of UIApplication's and
/// UIScene's notifications (`UIApplication.Notifications.ObserveWillResignActive((s, e) => …)`,
/// `NSNotificationCenter.DefaultCenter.AddObserver(UIApplication.WillResignActiveNotification,
/// …)`), and the methods a plugin's or helper's caller calls while the app is in front; in their
/// bodies, and their helpers', the actions of the IR.
public struct CSharpIOSReader: SourceReader {
    public init() {}

    public func read(_ file: ScannedFile) -> FileReading {
        let stream = TokenStream(file.text, dialect: .cSharp)
        if let refusal = stream.refusal {
            return FileReading(problems: ["\(file.path): not read: \(refusal)"])
        }
        var reading = CSharpIOSFile(stream: stream, path: file.path)
        return reading.read()
    }

    /// `UIApplicationDelegate`'s methods as .NET names them, overridden by an app delegate.
    static let appDelegateMethods: [String: LifecycleMoment] = [
        "FinishedLaunching": .launch, "WillFinishLaunching": .launch, "OnResignActivation": .resignActive,
        "OnActivated": .becomeActive, "DidEnterBackground": .enterBackground,
        "WillEnterForeground": .enterForeground, "WillTerminate": .terminate,
    ]

    /// `UIWindowSceneDelegate`'s methods as .NET names them.
    static let sceneDelegateMethods: [String: LifecycleMoment] = [
        "WillConnect": .launch, "WillResignActive": .resignActive, "DidBecomeActive": .becomeActive,
        "DidEnterBackground": .enterBackground, "WillEnterForeground": .enterForeground,
        "DidDisconnect": .terminate,
    ]

    /// The notifications of `UIApplication` and `UIScene` by .NET's name (`ObserveWillResignActive`
    /// without `Observe`, `WillResignActiveNotification` without `Notification`).
    static let notifications: [String: [String: LifecycleMoment]] = [
        "UIApplication": [
            "DidFinishLaunching": .launch, "WillResignActive": .resignActive,
            "DidBecomeActive": .becomeActive,
            "DidEnterBackground": .enterBackground, "WillEnterForeground": .enterForeground,
            "WillTerminate": .terminate,
        ],
        "UIScene": [
            "WillConnect": .launch, "WillDeactivate": .resignActive, "DidActivate": .becomeActive,
            "DidEnterBackground": .enterBackground, "WillEnterForeground": .enterForeground,
            "DidDisconnect": .terminate,
        ],
    ]

    /// The classes an app delegate or scene delegate derives from: UIKit's, MAUI's, Xamarin.Forms'.
    public static let appDelegates: Set<String> = [
        "UIApplicationDelegate", "IUIApplicationDelegate", "MauiUIApplicationDelegate",
        "FormsApplicationDelegate",
    ]
    public static let sceneDelegates: Set<String> = [
        "UIWindowSceneDelegate", "IUIWindowSceneDelegate", "UISceneDelegate", "MauiUISceneDelegate",
    ]
}

/// One C# file for iOS: its classes and methods (found as the Java reader finds them: C# shares
/// Java's shape of classes and methods), the observers' bodies, and what each method does.
struct CSharpIOSFile {
    let stream: TokenStream
    let path: String
    var classes: [AndroidClass] = []
    var methods: [TokenMethod] = []
    var methodClass: [Int] = []
    /// Each class's methods by name, the first of each.
    var byName: [[String: Int]] = []
    var viewKinds: [String: CoverKind] = [:]
    /// The bodies of observers registered with a lambda, open → close: read as handlers of their
    /// own, skipped in the method that registers them.
    var observerBodies: [Int: Int] = [:]
    /// The observers: their handler, and the method (a lambda's body, or the method named) run.
    var observers: [(host: HandlerHost, moment: LifecycleMoment, callback: String, line: Int, method: Int)] =
        []
    /// `.NET MAUI` when the file uses MAUI's helpers.
    var framework: String?

    init(stream: TokenStream, path: String) {
        self.stream = stream
        self.path = path
    }

    mutating func read() -> FileReading {
        var structure = AndroidFile(stream: stream, path: path, language: .cSharpIOS)
        structure.findClasses(from: 0, to: stream.count - 1)
        classes = structure.classes
        methods = structure.methods
        methodClass = structure.methodClass
        let maui: Set<String> = ["Maui", "MainThread", "MauiUIApplicationDelegate"]
        framework = stream.tokens.contains { maui.contains($0.text) } ? ".NET MAUI" : nil
        learnViews()
        findObservers()
        byName = methodsByName(methods, classOf: methodClass, classes: classes.count)
        let readings = methods.indices.map { localReading(of: $0) }
        let called = calledMethods(readings)
        var facts: [SourceFact] = []
        var appFacts: [AppFact] = []
        func run(_ index: Int, _ handler: Handler) -> [SourceFact] {
            handlerFacts(
                root: index, readings: readings, handler: handler, language: .cSharpIOS, file: path,
                stream: stream)
        }
        for (index, method) in methods.enumerated() where !observers.contains(where: { $0.method == index }) {
            let owner = classes[methodClass[index]]
            let location = SourceLocation(file: path, line: method.line)
            if let (host, table) = delegate(owner) {
                guard let moment = table[method.name] else { continue }
                let callback = "\(method.name)(\(method.parameters))"
                facts += run(
                    index,
                    Handler(
                        host: host, moment: moment, callback: callback, owner: method.owner,
                        location: location))
            } else if !called.contains(index), isVisible(method) {
                // A method of a plugin or helper no method of its class calls: its caller calls it
                // while the app is in front. What it sets up once and stays is kept, and the calls
                // that may lead to it, followed for it.
                let handler = Handler(
                    host: .notificationObserver, moment: .launch, callback: "\(method.name)()",
                    owner: method.owner,
                    location: location, plugin: framework ?? "helper")
                facts += onDemand(run(index, handler))
            }
        }
        for observer in observers {
            let handler = Handler(
                host: observer.host, moment: observer.moment, callback: observer.callback,
                owner: methods[observer.method].owner,
                location: SourceLocation(file: path, line: observer.line))
            facts += run(observer.method, handler)
        }
        for type in classes {
            guard let (host, _) = delegate(type) else { continue }
            appFacts.append(
                AppFact(
                    location: SourceLocation(file: path, line: stream[type.open].line), language: .cSharpIOS,
                    kind: host == .appDelegate ? .appDelegate(type.name) : .sceneDelegate(type.name)))
        }
        var reading = FileReading(facts: facts, appFacts: appFacts)
        reading.functions = summaries(readings: readings)
        return reading
    }

    /// The delegate a class is, with its callbacks: an app delegate's or a scene delegate's; nil
    /// for neither.
    func delegate(_ type: AndroidClass) -> (HandlerHost, [String: LifecycleMoment])? {
        let supertypes = Set(type.supertypes)
        if !supertypes.isDisjoint(with: CSharpIOSReader.appDelegates) {
            return (.appDelegate, CSharpIOSReader.appDelegateMethods)
        }
        if !supertypes.isDisjoint(with: CSharpIOSReader.sceneDelegates) {
            return (.sceneDelegate, CSharpIOSReader.sceneDelegateMethods)
        }
        return nil
    }

    /// Whether a method is `public` or `internal`: C#'s are private unless they say so.
    func isVisible(_ method: TokenMethod) -> Bool {
        var index = method.declaration - 1
        var limit = 12
        while index >= 0 && limit > 0 && ![";", "}", "{", "]"].contains(stream.text(index)) {
            if ["public", "internal"].contains(stream.text(index)) { return true }
            index -= 1
            limit -= 1
        }
        return false
    }

    /// What each method does for calls to it from other classes and files.
    func summaries(readings: [LocalReading]) -> [FunctionSummary] {
        methods.indices.compactMap { index in
            let method = methods[index]
            guard !observers.contains(where: { $0.method == index }) else { return nil }
            let location = SourceLocation(file: path, line: method.line)
            let placeholder = Handler(
                host: .notificationObserver, moment: .resignActive, callback: method.name,
                owner: method.owner,
                location: location)
            let kept = summarised(
                handlerFacts(
                    root: index, readings: readings, handler: placeholder, language: .cSharpIOS, file: path,
                    stream: stream))
            guard !kept.isEmpty else { return nil }
            return FunctionSummary(
                owner: method.owner, name: method.name, location: location, facts: Array(kept.prefix(50)))
        }
    }

    // MARK: Observers

    /// `UIApplication.Notifications.ObserveWillResignActive(handler)` and
    /// `NSNotificationCenter.DefaultCenter.AddObserver(UIApplication.WillResignActiveNotification,
    /// handler)`, each with the method that runs: a lambda's body, made a method of its own, or
    /// the method named.
    mutating func findObservers() {
        for at in stream.tokens.indices where stream[at].kind == .identifier && stream.text(at + 1) == "(" {
            let text = stream.text(at)
            var found: (HandlerHost, LifecycleMoment, String)?
            if text.hasPrefix("Observe"), stream.text(at - 2) == "Notifications",
                let table = CSharpIOSReader.notifications[stream.text(at - 4)],
                let moment = table[String(text.dropFirst("Observe".count))]
            {
                let type = stream.text(at - 4)
                found = (
                    type == "UIScene" ? .sceneNotificationObserver : .notificationObserver, moment,
                    "\(type).Notifications.\(text)"
                )
            } else if text == "AddObserver" {
                let first = stream.firstArgument(at + 1)
                let words = first.map { stream.text($0) }
                if words.count == 3, words[1] == ".", let table = CSharpIOSReader.notifications[words[0]],
                    words[2].hasSuffix("Notification"),
                    let moment = table[String(words[2].dropLast("Notification".count))]
                {
                    found = (
                        words[0] == "UIScene" ? .sceneNotificationObserver : .notificationObserver, moment,
                        words.joined()
                    )
                }
            }
            guard let (host, moment, callback) = found, let body = handlerBody(of: at + 1) else { continue }
            observers.append((host, moment, callback, stream[at].line, body))
        }
    }

    /// The method an observer call's arguments run: a lambda's (`(s, e) => { … }`, `_ => Hide()`)
    /// made a method of the class that registers it, or a method of that class named
    /// (`ObserveWillResignActive(OnResign)`).
    mutating func handlerBody(of open: Int) -> Int? {
        let close = stream.close(open)
        guard
            let type = classes.indices.filter({ classes[$0].open < open && close <= classes[$0].close })
                .max(by: { classes[$0].open < classes[$1].open })
        else { return nil }
        let top = stream.topLevel(open)
        if let arrow = top.last(where: { stream.text($0) == "=>" }) {
            let braced = stream.text(arrow + 1) == "{"
            let start = braced ? arrow + 1 : arrow
            let end = braced ? stream.close(arrow + 1) : close
            observerBodies[start] = end
            methods.append(
                TokenMethod(
                    owner: classes[type].name, name: "lambda", line: stream[open].line, open: start,
                    close: end, declaration: open - 1))
            methodClass.append(type)
            return methods.count - 1
        }
        // A method named among the arguments (`AddObserver(name, OnResign, null)`).
        let named = Set(top.filter { stream[$0].kind == .identifier }.map { stream.text($0) })
        return methods.indices.first { methodClass[$0] == type && named.contains(methods[$0].name) }
    }
}
