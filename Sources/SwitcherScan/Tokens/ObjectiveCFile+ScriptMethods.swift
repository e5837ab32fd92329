/// React Native's native modules in Objective-C: the methods the app's JavaScript calls
/// (`RCT_EXPORT_METHOD`, `RCT_REMAP_METHOD`), and the observers an `RCTEventEmitter` registers
/// only once the script listens to its events.
extension ObjectiveCFile {
    /// The macros whose body is a method the app's script calls through the bridge.
    static let scriptMethodMacros: Set<String> = [
        "RCT_EXPORT_METHOD", "RCT_REMAP_METHOD", "RCT_EXPORT_BLOCKING_SYNCHRONOUS_METHOD",
        "RCT_REMAP_BLOCKING_SYNCHRONOUS_METHOD",
    ]

    /// `RCT_EXPORT_METHOD(name:(T)a other:(T)b) { … }` at `start` (the macro's name): a method
    /// named by its selector (`name:other:`); `RCT_REMAP_METHOD(jsName, selector…)` skips
    /// the script's name.
    func scriptMethod(at start: Int, owner: String) -> TokenMethod? {
        guard Self.scriptMethodMacros.contains(stream.text(start)), stream.text(start + 1) == "(" else {
            return nil
        }
        let close = stream.close(start + 1)
        var at = start + 2
        if stream.text(start).hasPrefix("RCT_REMAP") {
            while at < close && stream.text(at) != "," { at += 1 }
            at += 1
        }
        guard at < close, stream[at].kind == .identifier, stream.text(close + 1) == "{" else { return nil }
        var name = stream.text(at)
        while at < close {
            if stream.text(at) == "(" {
                at = stream.close(at) + 1
                continue
            }
            if stream.text(at) == ":" {
                // A keyword right after the parameter before it, `a other:`; none after a type,
                // `view :(T)b`; the first keyword is the name already.
                let keyword = stream.text(at - 1)
                if at - 1 > start + 2, stream[at - 1].kind == .identifier, stream.text(at - 2) != ")",
                    stream.text(at - 2) != ","
                {
                    name += keyword
                }
                name += ":"
            }
            at += 1
        }
        return TokenMethod(
            owner: owner, name: name, line: stream[start].line, open: close + 1,
            close: stream.close(close + 1))
    }

    /// The file exports a React Native module (`RCT_EXPORT_MODULE()`).
    var exportsScriptModule: Bool {
        stream.tokens.contains { $0.text == "RCT_EXPORT_MODULE" || $0.text == "RCT_EXTERN_MODULE" }
    }
}
