import Foundation

/// `scan --fix` for FLAG_SECURE added in onPause under a switch of the class's own
/// (`if (isPrivacyEnabled)`) that the app turns on elsewhere (`isPrivacyEnabled = true;` in a
/// Cordova plugin's `execute`): the flag goes on where the switch turns on and off where it
/// turns off, so it is on before every thumbnail while the switch is (MODEL §24).
extension ScanFix {
    /// The edits and their note, or nil where the flag is under no such switch, or the switch is
    /// never turned on in the class, or the lines to run are not the switch's block alone.
    static func flagWhereSwitched(
        flag: Int, handler: Int, in lines: [String], file: String
    ) -> (edits: [LineEdits.Edit], note: String)? {
        let kotlin = file.hasSuffix(".kt")
        guard kotlin || file.hasSuffix(".java"), handler < flag, lines.indices.contains(flag - 1) else {
            return nil
        }
        // The `if (name) {` the flag is written in, inside the handler.
        let pattern = #"^\s*if\s*\(\s*(?:this\.)?([A-Za-z_]\w*)\s*\)\s*\{\s*$"#
        guard
            let opening = (handler..<(flag - 1)).last(where: {
                lines[$0].range(of: pattern, options: .regularExpression) != nil
            }),
            let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(
                in: lines[opening], range: NSRange(lines[opening].startIndex..., in: lines[opening])),
            let nameRange = Range(match.range(at: 1), in: lines[opening])
        else { return nil }
        let name = String(lines[opening][nameRange])
        let block = body(of: opening + 1, in: lines)
        guard block.contains(flag), block.count >= 3 else { return nil }
        // Its lines: the window fetched and the flag added, nothing that opens or closes a block.
        let statements = lines[block.lowerBound..<(block.upperBound - 1)].filter {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
        guard statements.allSatisfy({ !$0.contains("{") && !$0.contains("}") }),
            statements.contains(where: { $0.contains("addFlags(") })
        else { return nil }
        // The activity whose UI thread sets it: the plugin's (`cordova.getActivity()`, a
        // Fragment's `getActivity()`), or the Activity's own.
        let text = statements.joined(separator: "\n")
        let activity =
            ["cordova.getActivity()", "cordova.activity", "getActivity()", "requireActivity()"].first {
                text.contains($0)
            }
        // Where the class turns the switch on and off.
        let owner = classDeclaration(above: handler - 1, in: lines)
        let inClass = owner.map { body(of: $0 + 1, in: lines) } ?? 1...lines.count
        let handlerBody = body(of: handler, in: lines)
        let assignment = "^\\s*(?:this\\.)?\(name)\\s*=\\s*(true|false)\\s*;?\\s*$"
        let switches = lines.indices.filter {
            inClass.contains($0 + 1) && !handlerBody.contains($0 + 1)
                && lines[$0].range(of: assignment, options: .regularExpression) != nil
        }
        guard switches.contains(where: { lines[$0].contains("true") }) else { return nil }
        // The block's own indentation, in characters, comes off each line.
        let common = statements.map { indentation(of: $0).count }.min() ?? 0
        var edits: [LineEdits.Edit] = [.replace(flag, with: [])]
        for line in switches {
            let on = lines[line].contains("true")
            let indent = indentation(of: lines[line])
            let run = statements.map {
                indent + "    " + String($0.dropFirst(common))
            }
            .map { on ? $0 : $0.replacingOccurrences(of: "addFlags(", with: "clearFlags(") }
            let runner = activity.map { $0 + ".runOnUiThread" } ?? "runOnUiThread"
            let wrapped =
                kotlin
                ? [indent + runner + " {"] + run + [indent + "}"]
                : [indent + runner + "(() -> {"] + run + [indent + "});"]
            edits.append(.insert(after: line + 1, wrapped))
        }
        let lineList =
            (switches.count == 1 ? "line " : "lines ")
            + switches.map { String($0 + 1) }.joined(separator: ", ")
        return (
            edits,
            "FLAG_SECURE added in onPause comes after the thumbnail (MODEL §24): set where \(name) is switched on"
                + " and cleared where it is switched off (\(lineList)), on the UI thread"
        )
    }
}
