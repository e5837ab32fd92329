/// What a call's names say: whether they read like privacy code, and whether the call only
/// reads, keeps or listens and so draws nothing.
extension FollowedCalls {
    /// Words of a call's names that may lead to privacy code (`showPrivacyWindow`,
    /// `BlurOverlay.present`, `obscureContent`), matched as whole words of camel-case and
    /// snake-case names: `viewModel` and `audioPlayer` are not `view` and `layer`.
    static let words: Set<String> = [
        "window", "overlay", "cover", "privacy", "private", "blur", "blurred", "snapshot", "shield",
        "obscure",
        "obscured", "blank", "secure", "protect", "protection", "redact", "redacted", "mask", "passcode",
        "curtain", "splash", "hide", "resignactive", "enterbackground",
    ]

    /// Whether a view added to `receiver`, or the view `added`, is a piece of a screen's layout
    /// (`[self.stickyHeadersTopContainer addSubview:stickyHeader]`, a cell's badge): a cover
    /// goes on a window or a screen's root view, never into a header, a cell or a bar.
    static func isLayoutPiece(receiver: String, added: String) -> Bool {
        if let last = words(in: receiver).last, layoutPieces.contains(last) { return true }
        // The view added, by its name only: one made in place (`UIImageView(image: …icon…)`) is
        // named by what it is made of, not what it is.
        guard !added.contains("(") else { return false }
        return words(in: added).last.map(layoutPieces.contains) ?? false
    }

    /// Names of the pieces of a screen's layout (`isLayoutPiece`).
    static let layoutPieces: Set<String> = [
        "header", "headers", "footer", "cell", "label", "button", "toolbar", "bar", "indicator", "spinner",
        "badge", "icon",
    ]

    /// Whether a call's names read like privacy code; `lock` counts beside an app, a screen, a
    /// window or a view (`showLockScreen`, `lockApp`), not alone (`writeLock`).
    public static func mayBePrivacy(_ text: String) -> Bool {
        let names = Self.words(in: text)
        if names.contains(where: words.contains) { return true }
        let lock = names.contains("lock") || names.contains("locked")
        return lock && names.contains { ["app", "screen", "window", "view", "vault", "cover"].contains($0) }
    }

    /// Whether `text` names one of `list` as a word of its identifiers, or as two words
    /// side by side (`resignactive` in `willResignActiveNotification`). `view` does not count
    /// in `viewModel`.
    public static func names(_ list: Set<String>, in text: String) -> Bool {
        let found = words(in: text)
        for (index, word) in found.enumerated() {
            let next = index + 1 < found.count ? found[index + 1] : ""
            if list.contains(word), !(word == "view" && next == "model") { return true }
            if !next.isEmpty, list.contains(word + next) { return true }
        }
        return false
    }

    /// Whether a method's name sets, adds or removes a listener (`setOnQueryTextListener`,
    /// `removeTextChangedListener`, `unregisterCallback`): a call that changes what is called
    /// later, never what is drawn, so no privacy code left unread when it cannot be followed.
    static func registersListener(_ name: String) -> Bool {
        let words = words(in: name)
        guard let first = words.first, let last = words.last, words.count > 1 else { return false }
        return ["set", "add", "remove", "register", "unregister"].contains(first)
            && ["listener", "listeners", "watcher", "callback", "callbacks", "observer"].contains(last)
    }

    /// `GeneratedPluginRegistrant.register(with: self)`, `SomePlugin.register(with: registrar)`,
    /// Objective-C's `[SomePlugin registerWithRegistrar:…]`: Flutter's plugin registration
    /// ("Registers this plugin using the context information and callback registration methods
    /// exposed by the given registrar").
    static func registersPlugin(_ target: CallTarget, text: String) -> Bool {
        target.member.hasPrefix("register") && ["Plugin", "Registrant"].contains { target.base.contains($0) }
            && ["register(with:", "registerWithRegistrar:", "registerWithRegistry:"].contains {
                text.contains($0)
            }
    }

    /// Whether a call only reads or keeps a value, or sets a listener: a getter
    /// (`getUsageCounts`), a save or store (`saveSearchParameters`, `store(position:)`), a user
    /// default or shared preference written. It draws nothing, so when it cannot be followed it is
    /// no privacy code left unread.
    static func drawsNothing(member: String, base: String) -> Bool {
        let verbs = Self.words(in: member)
        // A name that reads like privacy code (`getCover`, `storeAndShowOverlay`) may draw.
        if mayBePrivacy(member) { return false }
        if registersListener(member) { return true }
        // A timer paused or stopped (a web view's `pauseTimers()`, "Pauses all layout, parsing,
        // and JavaScript timers for all WebViews").
        if ["timer", "timers"].contains(verbs.last ?? "") { return true }
        if let first = verbs.first, ["get", "save", "store", "persist"].contains(first),
            verbs.count > 1 || first != "get"
        {
            return true
        }
        let receiver = Self.words(in: base)
        let store = zip(receiver, receiver.dropFirst()).contains {
            ($0 == "user" && $1 == "defaults") || ($0 == "shared" && $1 == "preferences")
        }
        return store && ["set", "put", "apply", "commit", "synchronize"].contains(verbs.first ?? "")
    }

    /// `drawsNothing` of a statement's last call at its top level (`getWindow().addFlags(…)` is
    /// `addFlags`); false for a statement with no call.
    static func drawsNothing(statement: String) -> Bool {
        var depth = 0
        var last: String.Index?
        for index in statement.indices {
            switch statement[index] {
            case "(":
                if depth == 0 { last = index }
                depth += 1
            case ")": depth -= 1
            default: break
            }
        }
        guard let open = last else { return false }
        let head = statement[..<open]
        let member = String(head.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        guard !member.isEmpty else { return false }
        return drawsNothing(member: member, base: String(head.dropLast(member.count)))
    }

    /// The words of the identifiers in `text`, lowercased: `showLockScreen` → show, lock,
    /// screen; `UIApplication.willResignActiveNotification` → ui, application, will, resign,
    /// active, notification.
    static func words(in text: String) -> [String] {
        var out: [String] = []
        var word = ""
        var previous: Character = " "
        for character in text {
            let letter = character.isLetter || character.isNumber
            let boundary =
                !letter || (character.isUppercase && (previous.isLowercase || previous.isNumber))
            if boundary, !word.isEmpty {
                out.append(word.lowercased())
                word = ""
            }
            if letter { word.append(character) }
            previous = character
        }
        if !word.isEmpty { out.append(word.lowercased()) }
        return out
    }
}
