import Foundation

/// Kotlin's functions at file scope, and the parameter types of a method's declaration.
extension AndroidFile {
    /// A Kotlin function at file scope, an extension function among them (`fun
    /// Window.setSecureScreen(enabled: Boolean) { … }`): a method of the file's own class "",
    /// reached by calls from other files (`FollowedCalls`), with its receiver's type. Its body's end.
    mutating func parseTopLevelFunction(at index: Int) -> Int? {
        guard language == .kotlin, stream.text(index) == "fun", stream.text(index - 1) != ".",
            let paren = stream.find("(", from: index + 1, to: min(stream.count - 1, index + 24)),
            stream[paren - 1].kind == .identifier
        else { return nil }
        let close = stream.close(paren)
        var after = close + 1
        var limit = 20
        while after < stream.count && limit > 0 && !["{", "="].contains(stream.text(after)) {
            after += 1
            limit -= 1
        }
        guard after < stream.count else { return nil }
        let end: Int
        if stream.text(after) == "{" {
            end = stream.close(after)
        } else {
            var last = after + 1
            while last < stream.count - 1 && stream[last + 1].line == stream[after].line {
                last = max(last + 1, stream.close(last) + 1)
            }
            end = min(last, stream.count - 1)
        }
        if fileScope == nil {
            classes.append(
                AndroidClass(name: "", supertypes: [], open: 0, close: stream.count - 1, annotations: []))
            fileScope = classes.count - 1
        }
        add(
            name: stream.text(paren - 1), at: paren - 1, open: after, close: end, type: fileScope ?? 0,
            parameters: parameterTypes(paren + 1, close))
        methods[methods.count - 1].receiver = receiverType(from: index + 1, to: paren - 2)
        return end
    }

    /// The receiver's type of an extension function, `from` after its `fun` and `to` at the dot
    /// before its name: `Window` of `fun Window.setSecureScreen(`, `fun Window?.x(` and
    /// `fun <T> android.view.Window.x(`; `List` of `fun <T> List<T>.x(`. Nil for a plain function.
    func receiverType(from: Int, to dot: Int) -> String? {
        guard dot > from, [".", "?."].contains(stream.text(dot)) else { return nil }
        var depth = 0
        var type: String?
        for at in from..<dot {
            switch stream.text(at) {
            case "<": depth += 1
            case ">": depth -= 1
            default:
                if depth == 0 && stream[at].kind == .identifier { type = stream.text(at) }
            }
        }
        return type
    }

    /// `boolean multitasking` → `boolean`; `hasFocus: Boolean` → `Boolean`.
    func parameterTypes(_ from: Int, _ to: Int) -> String {
        var types: [String] = []
        var start = from
        for index in from...max(from, to) where index == to || stream.text(index) == "," {
            let words = (start..<index).filter {
                stream[$0].kind == .identifier && !stream.text($0).hasPrefix("@")
            }
            .map { stream.text($0) }.filter { $0 != "final" }
            if language == .kotlin, let colon = (start..<index).first(where: { stream.text($0) == ":" }) {
                types.append(stream.spelled(colon + 1, index - 1))
            } else if words.count >= 2 {
                types.append(words[words.count - 2])
            }
            start = index + 1
        }
        return types.joined(separator: ", ")
    }
}
