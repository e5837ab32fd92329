import Foundation

/// The views a file's classes are, statement continuation and the API-level guards it reads.
extension AndroidFile {
    // MARK: Views

    static func kind(ofClass name: String) -> CoverKind? {
        switch name {
        case "ImageView", "AppCompatImageView": return .image
        case "View": return .colour
        case "FrameLayout", "LinearLayout", "RelativeLayout", "ConstraintLayout", "ComposeView": return .view
        case "BlurView", "RealtimeBlurView": return .blur
        default: return nil
        }
    }

    /// What each variable holds: `val cover = ImageView(this)`, `ImageView cover = new ImageView(this)`.
    mutating func learnViews() {
        for index in stream.tokens.indices where stream.text(index) == "=" && stream.text(index - 1) != "" {
            let name = stream.text(index - 1)
            var value = index + 1
            if stream.text(value) == "new" { value += 1 }
            let type = stream.text(value)
            if let kind = Self.kind(ofClass: type) { viewKinds[name] = kind }
            if type.hasSuffix("Dialog") || type == "AlertDialog" || stream.text(value + 2) == "Builder" {
                dialogs.insert(name)
            }
        }
        for index in stream.tokens.indices
        where ["setImageResource", "setImageDrawable", "setImageBitmap"].contains(stream.text(index)) {
            if stream.text(index - 1) == "." { viewKinds[stream.text(index - 2)] = .image }
        }
        for index in stream.tokens.indices
        where stream.text(index) == "setRenderEffect" || stream.text(index) == "createBlurEffect" {
            if stream.text(index - 1) == ".", stream[max(index - 2, 0)].kind == .identifier {
                viewKinds[stream.text(index - 2)] = .blur
            }
        }
    }

    /// A Kotlin statement goes on to the next line after an operator or before a call.
    static func continues(_ last: String, _ next: String) -> Bool {
        [".", "?.", "(", ",", "=", "+", "-", "*", "&&", "||", "->", "?:", "[", "or", "and"].contains(last)
            || [".", "?.", ")", "?:", "&&", "||", "]"].contains(next)
    }

    /// `Build.VERSION.SDK_INT >= 33` → (33, false); `SDK_INT < TIRAMISU` → (33, true).
    func apiLevel(_ from: Int, _ to: Int) -> (Int, below: Bool)? {
        guard from < to else { return nil }  // `if(` at the file's end
        // .NET's `OperatingSystem.IsAndroidVersionAtLeast(33)`, or its negation.
        if let check = (from..<to).first(where: { stream.text($0) == "IsAndroidVersionAtLeast" }),
            stream.text(check + 1) == "(", let level = wholeNumber(stream.literal(check + 2))
        {
            return (level, stream.text(check - 3) == "!" || stream.text(check - 1) == "!")
        }
        guard let sdk = (from..<to).first(where: { stream.text($0) == "SDK_INT" }) else { return nil }
        var index = sdk + 1
        let comparison = stream.text(index)
        guard [">=", ">", "<", "<="].contains(comparison) else { return nil }
        index += 1
        var level: Int?
        while index < to {
            if let number = stream[index].number {
                level = wholeNumber(number)
                break
            }
            if let code = AndroidReader.versionCodes[stream.text(index)], stream.text(index + 1) != "." {
                level = code
                break
            }
            index += 1
        }
        guard let level else { return nil }
        switch comparison {
        case ">=": return (level, false)
        case ">": return (level + 1, false)
        case "<": return (level, true)
        default: return (level + 1, true)
        }
    }

    static let setUp: Set<String> = [
        "layoutParams", "setLayoutParams", "setBackgroundColor", "setBackgroundResource", "setImageResource",
        "setImageDrawable", "setImageBitmap", "scaleType", "setScaleType", "setOnClickListener",
        "inflate",
    ]
}
