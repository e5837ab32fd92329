import SwitcherCore

/// A UIKit strategy's code, apart from its host: the calls its callbacks make and the members
/// they use. The host's file (`SwiftHost`, `ObjCHost`) puts each call in the callback the
/// trigger names, so hosts × triggers are written once, not per strategy.
struct HostedCode {
    /// The call on the way out: willResignActive (`active`) or didEnterBackground (`background`).
    var up: String?
    /// The call on the way back: didBecomeActive or willEnterForeground.
    var down: String?
    /// The call in didEnterBackground whatever the trigger, after `up`: the snapshot is next.
    var background: String?
    /// The call once the window is up: scene(_:willConnectTo:options:), or, before scenes, the
    /// app delegate's first applicationDidBecomeActive(_:).
    var launch: String?
    /// Objective-C: the properties of the class extension.
    var properties: [String] = []
    /// The members the calls use, each a declaration of one or more lines.
    var members: [String] = []
    /// Declarations beside the class (an extension, a protocol).
    var declarations: [String] = []
    var imports: [String] = []
    /// Files the code needs besides its host's: a view controller it shows.
    var files: [CodeFile] = []

    /// The calls `callback` makes, in order.
    /// The callbacks that make a call, each with its calls, in the callbacks' order: the
    /// methods (or observers) a host's file implements.
    func used(trigger: StrategyTrigger, host: StrategyHost) -> [(HostCallback, [String])] {
        HostCallback.allCases.compactMap { callback in
            let calls = self.calls(in: callback, trigger: trigger, host: host)
            return calls.isEmpty ? nil : (callback, calls)
        }
    }

    func calls(in callback: HostCallback, trigger: StrategyTrigger, host: StrategyHost) -> [String] {
        var out: [String] = []
        if callback == .didBecomeActive, host == .appDelegate, let launch { out.append(launch) }
        if callback == trigger.coverUp, let up { out.append(up) }
        if callback == trigger.coverDown, let down { out.append(down) }
        if callback == .didEnterBackground, let background { out.append(background) }
        return out
    }
}

/// Lines of code put together.
enum CodeText {
    /// `text`'s lines, each non-empty one indented by `spaces`.
    static func indent(_ text: String, _ spaces: Int = 4) -> String {
        let pad = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
    }

    /// The comment heading a file: its name, then the citation.
    static func heading(_ name: String, _ context: CodeContext, comment: String = "//") -> String {
        ([name] + context.citation).map { "\(comment) \($0)" }.joined(separator: "\n")
    }

    /// Blocks set apart by blank lines, empty ones left out.
    static func blocks(_ blocks: [String]) -> String {
        blocks.filter { !$0.isEmpty }.joined(separator: "\n\n")
    }
}
