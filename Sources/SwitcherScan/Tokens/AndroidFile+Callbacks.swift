/// `Application.ActivityLifecycleCallbacks`: a class that implements it, or an object made of it
/// inside a method (`object : Application.ActivityLifecycleCallbacks { … }`, Java's
/// `new Application.ActivityLifecycleCallbacks() { … }`), is called back for every Activity of the
/// app: `onActivityPaused` runs in each Activity's onPause.
extension AndroidReader {
    /// Its callbacks, by name, as the Activity's of the same moment.
    static let activityLifecycleCallbacks: [String: LifecycleMoment] = [
        "onActivityCreated": .launch, "onActivityPostCreated": .launch,
        "onActivityStarted": .enterForeground, "onActivityResumed": .becomeActive,
        "onActivityPostResumed": .becomeActive, "onActivityPrePaused": .resignActive,
        "onActivityPaused": .resignActive, "onActivityStopped": .enterBackground,
        "onActivitySaveInstanceState": .enterBackground, "onActivityDestroyed": .terminate,
    ]
}

extension AndroidFile {
    static func isActivityLifecycleCallbacks(_ type: AndroidClass) -> Bool {
        // C#'s `Application.IActivityLifecycleCallbacks`.
        type.supertypes.contains("ActivityLifecycleCallbacks")
            || type.supertypes.contains("IActivityLifecycleCallbacks")
    }

    /// The objects of `ActivityLifecycleCallbacks` made in the body `open...close` of class `type`
    /// (in a method, or a property's value): each a class of its own, named as the one it is made
    /// in (its callbacks are that class's code), with its methods; their bodies are skipped when
    /// the method that makes them is read.
    mutating func findCallbackObjects(from open: Int, to close: Int, in type: Int, depth: Int) {
        var at = open + 1
        while at < close {
            // One a nested class found first is that class's.
            if let end = objectBodies[at] {
                at = end + 1
                continue
            }
            guard stream.text(at) == "ActivityLifecycleCallbacks",
                ["object", "new", ":", "."].contains(stream.text(at - 1))
            else {
                at += 1
                continue
            }
            // `object : X {`, `object : Application.X {`, `new X() {`, `new Application.X() {`.
            var brace = at + 1
            if stream.text(brace) == "(" && stream.text(brace + 1) == ")" { brace += 2 }
            // A class declared so (`class Watcher : Application.ActivityLifecycleCallbacks {`)
            // is read as a class already.
            guard stream.text(brace) == "{", brace < close, !classes.contains(where: { $0.open == brace })
            else {
                at += 1
                continue
            }
            let end = stream.close(brace)
            classes.append(
                AndroidClass(
                    name: classes[type].name, supertypes: ["ActivityLifecycleCallbacks"], open: brace,
                    close: end, annotations: [], enclosing: type))
            objectBodies[brace] = end
            if depth < 16 { findMembers(of: classes.count - 1, depth: depth + 1) }
            at = end + 1
        }
    }
}

/// Which framework a file's classes belong to: a plugin's (Cordova, Capacitor, React Native,
/// Flutter, .NET MAUI), or the app's own.
extension AndroidFile {
    /// The framework the file imports, or whose helpers a C# file uses.
    func importedFramework() -> String? {
        // .NET MAUI's global usings name nothing: its helpers do.
        if language == .cSharpAndroid {
            let maui: Set<String> = ["Maui", "MainThread", "CurrentActivity", "MauiAppCompatActivity"]
            return stream.tokens.contains { maui.contains($0.text) } ? ".NET MAUI" : nil
        }
        for index in stream.tokens.indices
        where stream[index].text == "import" || stream[index].text == "package" {
            switch stream.text(index + 1) + "." + stream.text(index + 3) {
            case "org.apache": return "Cordova"
            case "com.getcapacitor": return "Capacitor"
            case "com.facebook": return "React Native"
            case "io.flutter": return "Flutter"
            default: continue
            }
        }
        return nil
    }

    func pluginFramework(of type: AndroidClass) -> String {
        let supertypes = Set(type.supertypes)
        if supertypes.contains("CordovaPlugin") { return "Cordova" }
        if type.annotations.contains("@CapacitorPlugin")
            || supertypes.contains("Plugin") && framework == "Capacitor"
        {
            return "Capacitor"
        }
        if !supertypes.isDisjoint(with: [
            "ReactContextBaseJavaModule", "BaseJavaModule", "LifecycleEventListener",
        ]) {
            return "React Native"
        }
        if !supertypes.isDisjoint(with: ["FlutterPlugin", "ActivityAware", "MethodCallHandler"]) {
            return "Flutter"
        }
        return framework ?? "helper"
    }
}
