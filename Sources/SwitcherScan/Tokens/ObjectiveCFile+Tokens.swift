import Foundation

/// What a body's tokens name: selectors, views and their tags, delays, styles, bookkeeping.
extension ObjectiveCFile {
    func selector(at index: Int) -> String {
        guard stream.text(index + 1) == ":" else { return stream.text(index) }
        var name = ""
        var at = index
        let limit = min(stream.count - 1, index + 80)
        while at <= limit {
            let text = stream.text(at)
            if text == "]" || text == ";" { break }
            if stream[at].kind == .identifier && stream.text(at + 1) == ":"
                && (at == index || ![".", "->"].contains(stream.text(at - 1)))
            {
                name += text + ":"
                at += 2
                // The argument's first name is no keyword: `show:view :image`.
                if at <= limit && stream[at].kind == .identifier { at += 1 }
                continue
            }
            // A part with no keyword: `[self show:view :image]` calls `show::`.
            if text == ":" && stream[at].kind == .punctuation { name += ":" }
            if ["(", "[", "{"].contains(text) && stream[at].kind == .punctuation { at = stream.close(at) }
            at += 1
        }
        return name
    }

    func isOwnWindow(_ name: String?) -> Bool { name == "window" || name == "keyWindow" }

    func viewKind(_ from: Int, _ to: Int) -> CoverKind {
        for index in from..<max(from, to) where stream.text(index) == "alloc" {
            if let kind = Self.kind(ofClass: stream.text(index - 1)) { return kind }
        }
        guard to > from, let name = receiverName(before: to - 1) else { return .unknown }
        if let kind = viewKinds[name] { return kind }
        return name == "view" ? .view : .unknown
    }

    /// The tag of the view added: set on it in this body, else anywhere in the file, else the
    /// one tag this body sets on a view it names otherwise.
    func viewTag(_ from: Int, _ to: Int, bodyTags: (byName: [String: Int], any: Int?)) -> Int? {
        if to > from, let name = receiverName(before: to - 1) {
            if let tag = bodyTags.byName[name] ?? tags[name] { return tag }
        }
        return bodyTags.any
    }

    /// The tags a body sets, by the name of the view: read once per body.
    func bodyTags(in method: TokenMethod) -> (byName: [String: Int], any: Int?) {
        var byName: [String: Int] = [:]
        var any: Int?
        for index in method.open..<method.close
        where stream.text(index) == "tag" && stream.text(index + 1) == "=" {
            guard let value = tagValue(index + 2) else { continue }
            any = any ?? value
            if let name = receiverName(before: index - 1) { byName[name] = value }
        }
        return (byName, any)
    }

    /// A tag literal or a constant the file defines (`static const NSInteger kCoverTag = 1234;`).
    func tagValue(_ index: Int) -> Int? {
        wholeNumber(stream.literal(index)) ?? constants[stream.text(index)]
    }

    /// `dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.5 * NSEC_PER_SEC))` → 0.5.
    func delay(in from: Int, _ to: Int) -> Double? {
        for index in from..<max(from, to) {
            guard let value = stream[index].number else { continue }
            let unit = [stream.text(index + 2), stream.text(index - 2)]
            if unit.contains("NSEC_PER_SEC") { return value }
            if unit.contains("NSEC_PER_MSEC") { return value / 1000 }
        }
        return nil
    }

    static func style(_ name: String) -> String? {
        guard name.hasPrefix("UIModalPresentation") else { return nil }
        let rest = name.dropFirst("UIModalPresentation".count)
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }

    /// A statement that sets a view up rather than doing anything to the snapshot.
    func isBookkeeping(_ words: [String]) -> Bool {
        if words.count >= 3, words[1] == "*" || words[2] == "=" && !words.contains("alloc") { return true }
        if words.count >= 4, words[1] == "*" { return true }
        if let equals = words.firstIndex(of: "=") {
            // A view made and kept for later: what it is shows where it is added.
            if words[equals...].contains("alloc") && !words.contains("UIWindow") { return true }
            let value = words[(equals + 1)...].first ?? ""
            if ["nil", "NULL", "Nil"].contains(value) { return true }
            let property = equals > 0 ? words[equals - 1] : ""
            if Self.setUp.contains(property) { return true }
        }
        return touches(words, Self.setUp)
    }

    static let setUp: Set<String> = [
        "frame", "bounds", "rootViewController", "backgroundColor", "image", "setImage", "autoresizingMask",
        "contentMode", "translatesAutoresizingMaskIntoConstraints", "setBackgroundColor", "setFrame",
        "drawViewHierarchyInRect", "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions",
        "UIGraphicsEndImageContext", "UIGraphicsGetImageFromCurrentImageContext", "applyLightEffect",
        "addConstraints", "activateConstraints", "tag", "setTag", "layoutIfNeeded", "setNeedsLayout",
        "effect", "clipsToBounds",
    ]
}
