/// C# of .NET for Android read as the Java it binds: .NET's bindings keep Android's classes and
/// methods and spell them in C#'s way (`Window.SetFlags(WindowManagerFlags.Secure, …)` for
/// `getWindow().setFlags(FLAG_SECURE, …)`, `protected override void OnPause()`). The names the
/// Java reader knows are renamed to Java's in the tokens; lines, brackets and the app's own
/// names stay as written.
enum CSharpAndroid {
    /// The tokens of a C# file, Android's names in Java's spelling.
    static func stream(_ text: String) -> TokenStream {
        let stream = TokenStream(text, dialect: .cSharp)
        return stream.renamed { index in
            let name = stream.text(index)
            let next = stream.text(index + 1)
            let previous = stream.text(index - 1)
            let member = previous == "." || previous == "?."
            // Xamarin.Forms' `Device.BeginInvokeOnMainThread` posts to the main looper, always;
            // MAUI's `MainThread.BeginInvokeOnMainThread` runs at once on the main thread.
            if name == "BeginInvokeOnMainThread" && next == "(" {
                return stream.text(index - 2) == "MainThread" ? "runOnUiThread" : "post"
            }
            if next == "(" && previous != "new", let java = calls[name] { return java }
            if member && next == "=", let java = properties[name] { return java }
            // The window's attributes set by hand (`Window.Attributes.Flags |= …Secure`).
            if member, name == "Attributes" || name == "Flags" { return name.lowercased() }
            switch (stream.text(index - 2), name) {
            case ("WindowManagerFlags", "Secure") where member: return "FLAG_SECURE"
            case ("ViewStates", "Gone") where member: return "GONE"
            case ("ViewStates", "Invisible") where member: return "INVISIBLE"
            case ("BuildVersionCodes", _) where member: return versionCodes[name]
            default: break
            }
            switch name {
            case "base" where next == ".": return "super"
            case "ViewStates": return "View"
            case "SdkInt" where member: return "SDK_INT"
            case "BuildVersionCodes": return "VERSION_CODES"
            default: return nil
            }
        }
    }

    /// The methods the Java reader reads (the Activity's callbacks, the window's flags, views and
    /// dialogs, posting to the UI thread), by their C# names. `MainThread.BeginInvokeOnMainThread`
    /// (.NET MAUI) runs its action at once when called on the main thread, where the callbacks
    /// run, as `Activity.runOnUiThread` does.
    static let calls: [String: String] = {
        var names: [String: String] = [:]
        let java =
            Array(AndroidReader.activityCallbacks.keys) + Array(AndroidReader.pluginCallbacks.keys)
            + Array(AndroidReader.activityLifecycleCallbacks.keys) + [
                "addFlags", "setFlags", "clearFlags", "setRecentsScreenshotEnabled", "addContentView",
                "addView", "setContentView", "show", "removeView", "removeViewAt", "dismiss", "setAlpha",
                "setVisibility", "post", "postDelayed", "runOnUiThread", "postOnAnimation", "animate",
                "setDuration", "findViewById",
            ]
        for name in java { names[name.prefix(1).uppercased() + name.dropFirst()] = name }
        return names
    }()

    /// Properties that are a getter and setter pair in Java (`view.Alpha = 0f`), when set.
    static let properties: [String: String] = ["Alpha": "alpha", "Visibility": "visibility"]

    /// `BuildVersionCodes.Tiramisu` → `TIRAMISU`.
    static let versionCodes: [String: String] = [
        "M": "M", "N": "N", "NMr1": "N_MR1", "O": "O", "OMr1": "O_MR1", "P": "P", "Q": "Q", "R": "R",
        "S": "S",
        "SV2": "S_V2", "Tiramisu": "TIRAMISU", "UpsideDownCake": "UPSIDE_DOWN_CAKE",
        "VanillaIceCream": "VANILLA_ICE_CREAM", "Baklava": "BAKLAVA",
    ]
}
