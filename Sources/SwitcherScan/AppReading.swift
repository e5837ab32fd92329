import SwitcherCore

/// An app found under the scanned directory and everything its files say.
public struct AppReading: Sendable {
    /// Its name: the bundle's or the project's, else its directory's. Terminal-safe.
    public var name: String
    public var platform: Platform
    /// Its directory relative to the scanned one (`.` for the directory itself).
    public var root: String
    /// What it was recognised by (`App/Info.plist`, `App.xcodeproj`, `app/src/main/AndroidManifest.xml`).
    public var marker: String
    public var facts: [SourceFact] = []
    public var appFacts: [AppFact] = []
    /// No app marker of its platform above these sources: a library or plugin whose host app
    /// is not in the tree.
    public var isLibrary = false
    /// Files read, by language.
    public var filesRead: [SourceLanguage: Int] = [:]
    /// What the readers could not read, as `file:line: message`.
    public var problems: [String] = []
    /// The privacy libraries its cross-platform project declares (package.json, pubspec, a
    /// .csproj, Podfile.lock), with the calls that switch them on.
    public var libraries: [LibraryUse] = []
    /// No native project of its platform in the tree: an app made for a project's manifest
    /// (an Expo or Capacitor project before `prebuild`), judged from its libraries alone.
    public var isFromManifest = false
    /// The lifecycle and devices the user set (`--lifecycle`, `--device`), over those read.
    public var lifecycleOverride: LifecycleStyle?
    public var devicesOverride: [DeviceKind]?

    public init(name: String, platform: Platform, root: String, marker: String) {
        self.name = name
        self.platform = platform
        self.root = root
        self.marker = marker
    }

    /// What the app's functions do, for calls followed across files; emptied once followed.
    public var functions: [FunctionSummary] = []
    /// The types' conformances, for calls on protocol-typed values; emptied once followed.
    public var conformances: [TypeConformance] = []

    public mutating func add(_ reading: FileReading, language: SourceLanguage) {
        facts += reading.facts
        functions += reading.functions
        conformances += reading.conformances
        appFacts += reading.appFacts
        problems += reading.problems
        filesRead[language, default: 0] += 1
    }

    // The app-level facts, read back.

    /// The scene manifest's facts, from Info.plist or the generated key.
    public var sceneManifest: (scenes: Int, multipleScenes: Bool)? {
        for fact in appFacts {
            if case .sceneManifest(let scenes, let multiple) = fact.kind { return (scenes, multiple) }
        }
        for fact in appFacts {
            if case .generatedSceneManifest(true) = fact.kind { return (1, false) }
        }
        return nil
    }

    /// The SwiftUI `App`'s name, if the app has one.
    public var swiftUIApp: String? {
        appFacts.lazy.compactMap { if case .swiftUIApp(let name) = $0.kind { name } else { nil } }.first
    }

    /// The app delegate class its SwiftUI `App` adapts (`@UIApplicationDelegateAdaptor`).
    public var delegateAdaptor: String? {
        appFacts.lazy.compactMap { if case .delegateAdaptor(let name) = $0.kind { name } else { nil } }.first
    }

    /// Whether UIKit calls the methods of the scene delegate class `owner`. A SwiftUI `App`
    /// makes its scenes' delegate itself: a class of the app's runs only where a scene
    /// configuration names it, Info.plist's, or one the adapted app delegate returns with
    /// `delegateClass` (MODEL §67). In a UIKit app its lifecycle decides.
    public func sceneDelegateRuns(_ owner: String) -> Bool {
        guard swiftUIApp != nil else { return true }
        // `extension Notes.SceneDelegate`: the class's own name.
        let owner = owner.split(separator: ".").last.map(String.init) ?? owner
        return appFacts.contains { fact in
            guard case .sceneDelegateNamed(let name) = fact.kind, name == owner else { return false }
            return fact.language == .plist || delegateAdaptor != nil
        }
    }

    /// The device families it targets; the iPhone alone when nothing says (Xcode's default
    /// for an iPhone target's Info.plist without `UIDeviceFamily`).
    public var deviceFamilies: [DeviceFamily] {
        var families: [DeviceFamily] = []
        for fact in appFacts {
            if case .deviceFamily(let list) = fact.kind {
                for family in list where !families.contains(family) { families.append(family) }
            }
        }
        return families.isEmpty ? [.iPhone] : DeviceFamily.allCases.filter(families.contains)
    }

    /// The deployment target's major release, if one is set.
    public var deploymentTarget: Int? {
        appFacts.lazy.compactMap {
            if case .deploymentTarget(let text) = $0.kind { Int(text.prefix { $0.isNumber }) } else { nil }
        }.min()
    }

    /// The Gradle paths of the modules it is built with (`:common`).
    public var moduleDependencies: [String] {
        appFacts.compactMap { if case .moduleDependency(let path) = $0.kind { path } else { nil } }
    }

    public var androidMinSdk: Int? {
        appFacts.lazy.compactMap { if case .androidMinSdk(let level) = $0.kind { level } else { nil } }.first
    }

    public var androidTargetSdk: Int? {
        appFacts.lazy.compactMap { if case .androidTargetSdk(let level) = $0.kind { level } else { nil } }
            .first
    }

    /// What its project or module builds, when it says: an app only if some target is one.
    public var product: ProductKind? {
        let kinds = appFacts.compactMap { if case .product(let kind) = $0.kind { kind } else { nil } }
        if kinds.contains(.application) { return .application }
        return kinds.contains(.library) ? .library : kinds.first
    }

    /// The lifecycle its code runs in: a SwiftUI `App` always has scenes; a UIKit app has them
    /// when it has a scene manifest (MODEL §21); Android's is the Activity's (nil here).
    public var lifecycle: LifecycleStyle? {
        guard platform.choosesLifecycleStyle else { return nil }
        if let lifecycleOverride { return lifecycleOverride }
        // Sources with no project or Info.plist but an app delegate and no scene delegate are
        // an app's, judged from its delegates: the app lifecycle.
        if isLibrary, judgedFromDelegates { return .app }
        // A library's host app is not here: scenes, the lifecycle UIKit requires after iOS 26
        // (MODEL §42).
        return swiftUIApp != nil || sceneManifest != nil || isLibrary ? .scene : .app
    }

    /// No project or Info.plist in the tree, but a `UIApplicationDelegate` and no scene
    /// delegate or SwiftUI `App`: an app whose project is not published, judged from its
    /// delegates (and the report says so).
    public var judgedFromDelegates: Bool {
        guard platform.choosesLifecycleStyle, marker == ".", swiftUIApp == nil, sceneManifest == nil else {
            return false
        }
        let delegates = appFacts.map(\.kind)
        let appDelegate =
            delegates.contains { if case .appDelegate = $0 { true } else { false } }
            || facts.contains { $0.handler.host == .appDelegate && $0.handler.owner.hasSuffix("AppDelegate") }
        let sceneDelegate =
            delegates.contains { if case .sceneDelegate = $0 { true } else { false } }
            || facts.contains {
                $0.handler.host == .sceneDelegate || $0.handler.host == .sceneNotificationObserver
            }
        return appDelegate && !sceneDelegate
    }

    /// Android: the Activities that are screens of their own: those the manifest declares when it
    /// declares more than one, but for those another class extends (a base of screens, whose
    /// callbacks run in each of them). What one of them does covers it alone.
    public var ownScreenActivities: Set<String> {
        let declared = Set(
            appFacts.compactMap { fact -> String? in
                guard case .androidActivity(let name) = fact.kind else { return nil }
                return name.split(separator: ".").last.map(String.init)
            })
        guard declared.count > 1 else { return [] }
        let extended = appFacts.reduce(into: Set<String>()) {
            if case .androidClass(_, let supertypes) = $1.kind { $0.formUnion(supertypes) }
        }
        return declared.subtracting(extended)
    }

    /// The devices to audit it on: iPhone and iPad for a universal app; Android's for Android.
    public var devices: [DeviceKind] {
        if let devicesOverride { return devicesOverride }
        guard platform.namesDeviceFamilies else {
            return platform.devices
        }
        return deviceFamilies.map(\.device)
    }
}
