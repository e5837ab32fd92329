/// What a language adds to the C family's tokens.
public struct Dialect: Sendable {
    /// Kotlin's block comments nest.
    public var nestedComments = false
    /// Kotlin's (and Java 15's) `"""` strings, which span lines.
    public var tripleQuotedStrings = false
    /// Kotlin's `${…}` templates inside strings.
    public var templates = false
    /// Objective-C's `@"…"` strings and `#` directives, read to the end of the line.
    public var objectiveC = false
    /// C#'s verbatim `@"…"` strings (and `$@"…"`, `@$"…"`): no escapes but `""`, across lines.
    public var verbatimStrings = false
    /// Groovy's `'single-quoted'` strings (a Gradle file's `id 'com.android.library'`), read to
    /// their closing quote on the line rather than as a character.
    public var singleQuotedStrings = false

    public static let objectiveC = Dialect(objectiveC: true)
    public static let kotlin = Dialect(nestedComments: true, tripleQuotedStrings: true, templates: true)
    public static let java = Dialect(tripleQuotedStrings: true)
    public static let gradle = Dialect(
        nestedComments: true, tripleQuotedStrings: true, templates: true, singleQuotedStrings: true)
    /// C#: its `#if` and `#region` lines are directives, its `@"…"` strings verbatim.
    public static let cSharp = Dialect(tripleQuotedStrings: true, objectiveC: true, verbatimStrings: true)
}
