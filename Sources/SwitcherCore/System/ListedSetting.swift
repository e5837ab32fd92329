/// A setting the audit takes several values of (`--ios 17,18`, `--android-api all`,
/// `--android-nav gesture,buttons`): the iOS releases, the Android API levels and the Android
/// navigation modes. Each says how it reads one value; the list, and the value after another,
/// follow from its order.
public protocol ListedSetting: Comparable, Sendable {
    /// Every value the lab knows, in order.
    static var all: [Self] { get }
    /// Reads one value.
    init(parsing text: String) throws(SettingError)
    /// The value as a message about a list names it (`iOS 17 given twice`).
    var listedName: String { get }
}

extension ListedSetting where Self: CustomStringConvertible {
    public var listedName: String { description }
}

extension ListedSetting {
    /// Reads one value, several (`17,18`) or `all`, in order; a value given twice is refused.
    public static func list(parsing text: String) throws(SettingError) -> [Self] {
        if text == "all" { return all }
        var values: [Self] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let value = try Self(parsing: String(part))
            guard !values.contains(value) else { throw SettingError("\(value.listedName) given twice") }
            values.append(value)
        }
        return values.sorted()
    }

    /// The value after `value`, the first after the last: what a key that steps through the
    /// values sets next.
    static func after(_ value: Self) -> Self {
        all[((all.firstIndex(of: value) ?? 0) + 1) % all.count]
    }
}

/// A listed setting that is a release, known by its number: the iOS releases and the Android
/// API levels. Each lists the releases the lab models (`all`); finding one by its number,
/// their order and reading one follow from that.
public protocol ModeledRelease: ListedSetting {
    /// The number the release is written as (`17`, `33`).
    var number: Int { get }
    /// The numbers the lab models, as messages name them (`29 to 36`).
    static var range: String { get }
}

extension ModeledRelease {
    /// The release `number` names, if the lab models it.
    public init?(_ number: Int) {
        guard let release = Self.all.first(where: { $0.number == number }) else { return nil }
        self = release
    }

    public static func < (a: Self, b: Self) -> Bool { a.number < b.number }

    /// The number `text` writes a release as: one to three ASCII digits (no prefix, no minor);
    /// anything else is a bad `noun`, and the error gives `example`.
    static func number(_ text: String, bad noun: String, example: Int) throws(SettingError) -> Int {
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), !text.isEmpty, text.count <= 3,
            let number = Int(text)
        else {
            throw SettingError("bad \(noun) '\(text)' (expected \(range), e.g. \(example))")
        }
        return number
    }

    /// The release `number` names, if the lab models it; else an error naming it as `name`.
    static func modeled(_ number: Int, named name: String) throws(SettingError) -> Self {
        guard let release = Self(number) else {
            throw SettingError("\(name) is outside what the lab models (expected \(range))")
        }
        return release
    }
}
