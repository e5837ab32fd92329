/// The Android API level a world runs (MODEL §48): `Build.VERSION.SDK_INT`, as
/// `--android-api 33` and `Set AndroidAPI 33` name it. Every behaviour of the model that depends
/// on it is a member here, with its source in docs/MODEL.md, so nothing else asks which level
/// it is. iOS ignores it.
public struct AndroidAPILevel: Hashable, Sendable, CustomStringConvertible, ModeledRelease {
    public let level: Int

    /// The levels the lab knows: Android 10 (29) to Android 16 (36), the current release —
    /// four levels on each side of 33, the one level where the model changes. An older level
    /// would behave as 29 in every way the model knows.
    public static let supported = 29...36
    /// The current release, the default everywhere.
    public static let current = AndroidAPILevel(checked: 36)
    /// Android 13, `Build.VERSION_CODES.TIRAMISU`: `Activity.setRecentsScreenshotEnabled` came
    /// with it.
    public static let tiramisu = AndroidAPILevel(checked: 33)
    /// Every level the lab knows, lowest first.
    public static let all = supported.map(AndroidAPILevel.init(checked:))

    private init(checked level: Int) { self.level = level }

    /// Reads `33` (an `API` prefix or an Android version such as `13` is not taken).
    public init(parsing text: String) throws(SettingError) {
        let level = try Self.number(text, bad: "Android API level", example: 33)
        self = try Self.modeled(level, named: "Android API level \(level)")
    }

    /// `29 to 36`.
    public static let range = "\(supported.lowerBound) to \(supported.upperBound)"

    /// `API 33`.
    public var description: String { "API \(level)" }

    /// The level, as `ModeledRelease` orders and finds it.
    public var number: Int { level }

    // MARK: What depends on it

    /// Whether `Activity.setRecentsScreenshotEnabled(boolean)` exists: from API 33 (Android's
    /// reference, "Added in API level 33").
    public var hasRecentsScreenshotSetting: Bool { self >= Self.tiramisu }
}
