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

    /// The number a release is written as: one to three ASCII digits (no prefix, no minor).
    static func number(_ text: String) -> Int? {
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), !text.isEmpty, text.count <= 3 else {
            return nil
        }
        return Int(text)
    }
}
