import Foundation

/// `scan --fix` for FLAG_SECURE added in onPause under a switch of the class's own
/// (`if (isPrivacyEnabled)`) that the app turns on elsewhere (`isPrivacyEnabled = true;` in a
/// Cordova plugin's `execute`): the flag goes on where the switch turns on and off where it
/// turns off, so it is on before every thumbnail while the switch is (MODEL §24).
extension ScanFix {
    /// The edits and their note, or nil where the move would not keep what the switch decides:
    /// the flag is under no switch directly in the handler, the switch starts on or is set from
    /// anything but `true` and `false` (or under an `if` with no braces), or the switch's block
    /// does more than fetch the window and add the flag.
    static func flagWhereSwitched(
        flag: Int, handler: Int, in lines: [String], file: String
    ) -> (edits: [LineEdits.Edit], note: String)? {
        let kotlin = file.hasSuffix(".kt")
        guard kotlin || file.hasSuffix(".java"), handler < flag, lines.indices.contains(flag - 1) else {
            return nil
        }
        // The `if (name) {` the flag is written in, directly in the handler's body.
        let handlerBody = body(of: handler, in: lines)
        guard
            let opening = (handler..<(flag - 1)).last(where: {
                capture(#"^\s*if\s*\(\s*(?:this\.)?([A-Za-z_]\w*)\s*\)\s*\{\s*$"#, in: lines[$0]) != nil
            }),
            let name = capture(#"^\s*if\s*\(\s*(?:this\.)?([A-Za-z_]\w*)\s*\)\s*\{\s*$"#, in: lines[opening]),
            depth(of: lines[opening]) > depth(of: lines[handler - 1]),
            (handler..<opening).allSatisfy({
                depth(of: lines[$0]) <= depth(of: lines[opening]) || isBlank(lines[$0])
            })
        else { return nil }
        let block = body(of: opening + 1, in: lines)
        guard block.contains(flag), block.count >= 3, handlerBody.contains(block.upperBound) else {
            return nil
        }
        // Its lines: the window fetched and the flag added, nothing else.
        let statements = lines[block.lowerBound..<(block.upperBound - 1)].filter { !isBlank($0) }
        guard statements.allSatisfy(Self.fetchesWindowOrAddsTheFlag),
            statements.contains(where: { $0.contains("addFlags(") })
        else { return nil }
        // The activity whose UI thread sets it: the plugin's, the Fragment's, or the Activity's
        // own (`runOnUiThread` bare only in an Activity).
        let text = statements.joined(separator: "\n")
        let owner = classDeclaration(above: handler - 1, in: lines)
        let activity = [
            "cordova.getActivity()", "cordova.activity", "bridge.getActivity()", "bridge.activity",
            "requireActivity()", "getActivity()", "activity?", "activity",
        ].first { text.contains($0 + ".") }
        let isActivity =
            owner.map { isActivityDeclaration(lines[$0..<min(lines.count, $0 + 4)].joined()) } ?? false
        guard activity != nil || isActivity else { return nil }
        // Every place the class sets the switch: each `true` or `false` alone on its line, none
        // under an `if` without braces, and the switch declared off.
        let inClass = owner.map { body(of: $0 + 1, in: lines) } ?? 1...lines.count
        let assigned = "^\\s*(?:this\\.)?\(name)\\s*=[^=]"
        let sets = lines.indices.filter {
            inClass.contains($0 + 1) && !handlerBody.contains($0 + 1)
                && lines[$0].range(of: assigned, options: .regularExpression) != nil
        }
        let values = sets.map {
            capture("^\\s*(?:this\\.)?\(name)\\s*=\\s*(true|false)\\s*;?\\s*$", in: lines[$0])
        }
        guard !sets.isEmpty, values.allSatisfy({ $0 != nil }), values.contains("true"),
            sets.allSatisfy({ !underBracelessIf($0, in: lines) }),
            declaredOff(name, in: lines, inClass: inClass)
        else { return nil }
        let common = statements.map { indentation(of: $0).count }.min() ?? 0
        let step = String(indentation(of: statements[0]).dropFirst(indentation(of: lines[opening]).count))
        var edits: [LineEdits.Edit] = [.replace(flag, with: [])]
        for (line, value) in zip(sets, values) {
            let on = value == "true"
            let indent = indentation(of: lines[line])
            let run = statements.map { indent + step + String($0.dropFirst(common)) }.map {
                on || !$0.contains("FLAG_SECURE")
                    ? $0 : $0.replacingOccurrences(of: "addFlags(", with: "clearFlags(")
            }
            let runner = activity.map { $0 + ".runOnUiThread" } ?? "runOnUiThread"
            let wrapped =
                kotlin
                ? [indent + runner + " {"] + run + [indent + "}"]
                : [indent + runner + "(() -> {"] + run + [indent + "});"]
            edits.append(.insert(after: line + 1, wrapped))
        }
        func numbered(_ lines: [Int]) -> String {
            (lines.count == 1 ? "line " : "lines ") + lines.map { String($0 + 1) }.joined(separator: ", ")
        }
        let onLines = zip(sets, values).filter { $0.1 == "true" }.map(\.0)
        let offLines = zip(sets, values).filter { $0.1 == "false" }.map(\.0)
        return (
            edits,
            "FLAG_SECURE added in onPause comes after the thumbnail (MODEL §24): set where \(name) is switched on"
                + " (\(numbered(onLines)))"
                + (offLines.isEmpty ? "" : " and cleared where it is switched off (\(numbered(offLines)))")
                + ", on the UI thread"
        )
    }

    /// `Window window = cordova.getActivity().getWindow();`, `val window = activity.window`, or
    /// the flag added: the lines a switch's block may hold for the move.
    static func fetchesWindowOrAddsTheFlag(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.contains("{"), !trimmed.contains("}") else { return false }
        if trimmed.contains("addFlags("), trimmed.contains("FLAG_SECURE") { return true }
        return trimmed.range(
            of:
                #"^(?:final\s+)?(?:Window|val|var)\s+\w+(?:\s*:\s*Window\??)?\s*=\s*[\w.()?!]*(?:getWindow\(\)|\.window)\s*;?$"#,
            options: .regularExpression) != nil
    }

    /// Whether line `index` (0-based) is the body of an `if`, `else` or loop written without
    /// braces, or is followed by such an `else`.
    static func underBracelessIf(_ index: Int, in lines: [String]) -> Bool {
        let above = lines[..<index].last { !isBlank($0) }?.trimmingCharacters(in: .whitespaces) ?? ""
        let below = lines[(index + 1)...].first { !isBlank($0) }?.trimmingCharacters(in: .whitespaces) ?? ""
        return above.hasSuffix(")") || above == "else" || below.hasPrefix("else")
    }

    /// Whether the class declares `name` off: no initial value, or `false`.
    static func declaredOff(_ name: String, in lines: [String], inClass: ClosedRange<Int>) -> Bool {
        let declared = lines.indices.first {
            inClass.contains($0 + 1)
                && lines[$0].range(
                    of: "^\\s*(?:[\\w@<>]+\\s+)*(?:boolean|Boolean|var|val)\\s+\(name)\\b",
                    options: .regularExpression)
                    != nil
        }
        guard let declared else { return false }
        let line = lines[declared]
        guard let equals = line.firstIndex(of: "=") else { return true }
        return line[line.index(after: equals)...].trimmingCharacters(in: CharacterSet(charactersIn: " ;"))
            == "false"
    }

    static func isBlank(_ line: String) -> Bool { line.trimmingCharacters(in: .whitespaces).isEmpty }

    /// The first group `pattern` captures in `text`, or nil.
    static func capture(_ pattern: String, in text: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            match.numberOfRanges > 1, let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return String(text[range])
    }

    /// The first group of each match of `pattern` in `text`.
    static func captures(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            match.numberOfRanges > 1 ? Range(match.range(at: 1), in: text).map { String(text[$0]) } : nil
        }
    }
}
