import SwitcherCore

/// What the mapping asks of a cover: whether it goes up, what kind it is, when it arrives.
extension ScanMapping {
    /// Whether work handed on from willResignActive still lands before the background
    /// snapshot: a run-loop turn later does (`main.async`, a `Task`, a `post`); a delay does only
    /// when it is known and shorter than the shortest gap from resign active to the background,
    /// the fast app switch's (MODEL §52, §2).
    static func arrivesBeforeSnapshot(_ deferral: Deferral) -> Bool {
        guard case .after(let seconds) = deferral else { return true }
        let defaults = SystemTimings.defaults
        let shortest = min(
            defaults.appSwitchToBackground, defaults.homeToBackground, defaults.lockToBackground)
        return seconds.map { $0 < shortest.seconds } ?? false
    }

    /// Whether an action puts a cover up.
    static func isCoverUp(_ action: SourceAction) -> Bool {
        switch action {
        case .addsView, .createsWindow, .presents, .redactsContent, .secureFieldLayer: return true
        case .setsWindowHidden(let hidden, let own): return hidden == own
        default: return false
        }
    }

    /// What a cover is, for telling two apart: a view, a window, a presentation, the content
    /// redacted.
    static func coverKind(_ action: SourceAction) -> Int {
        switch action {
        case .addsView: 0
        case .createsWindow, .setsWindowHidden: 1
        case .presents: 2
        case .redactsContent: 3
        default: 4
        }
    }

    /// A window made, or another than the app's own shown.
    static func showsWindow(_ action: SourceAction) -> Bool {
        switch action {
        case .createsWindow, .setsWindowHidden(false, ownWindow: false): return true
        default: return false
        }
    }

    /// The cover's earliest moment first, then the order it runs in: a fact reached through a
    /// call, at that call in the handler.
    static func order(_ fact: SourceFact) -> (Int, SourceLocation, SourceLocation) {
        let rank: Int
        switch fact.handler.moment {
        case .resignActive, .leaveActive: rank = 0
        default: rank = 1
        }
        return (rank, fact.via.first ?? fact.location, fact.location)
    }
}

extension SourceFact {
    /// A window flag set, or the secure-field layer set up at launch: one pattern per callback
    /// and function, however many branches write it.
    var isSetUpFlag: Bool {
        switch action {
        case .secureFlag(let call): call != .clear
        case .secureFieldLayer: handler.moment == .launch
        default: false
        }
    }
}

extension ScanMapping {
    /// Whether the statement adds its view to a window itself (`window.addSubview(blur)`,
    /// `[[UIApplication sharedApplication].keyWindow addSubview:blur]`, `Window.AddSubview(blur)`),
    /// after whatever the window holds: above a controller the app presents, which the root
    /// view (`window.subviews.first`, `rootViewController.view`) is not (MODEL §57). False
    /// where the receiver is not written in the statement (a local `rootView`).
    static func addsToWindow(_ statement: String) -> Bool {
        let receiver: Substring
        if let call = statement.range(of: ".addSubview(") ?? statement.range(of: ".AddSubview(") {
            receiver = statement[..<call.lowerBound]
        } else if let message = statement.range(of: " addSubview:") {
            // The message's receiver: from its opening bracket to the selector.
            var depth = 0
            var start = message.lowerBound
            while start > statement.startIndex {
                let previous = statement.index(before: start)
                if statement[previous] == "]" { depth += 1 }
                if statement[previous] == "[" {
                    if depth == 0 { break }
                    depth -= 1
                }
                start = previous
            }
            receiver = statement[start..<message.lowerBound]
        } else {
            return false
        }
        // Its last name: `keyWindow` of `UIApplication.shared.keyWindow?`, `windows` of
        // `windows.first!`, `subviews` of `window.subviews.first`.
        var names = receiver.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        while let last = names.last,
            ["first", "last", "firstObject", "lastObject", "objectAtIndex", "0"].contains(last)
        {
            names.removeLast()
        }
        guard let last = names.last?.lowercased() else { return false }
        return last.hasSuffix("window") || last.hasSuffix("windows")
    }
}
