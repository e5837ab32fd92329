/// `none`: no privacy code at all — the baseline. Whatever the app shows when it leaves is
/// what the snapshot, and so the switcher card, shows. `Strategies.make` returns nil for it.
public enum NoProtection {
    public static let info = StrategyInfo(
        id: .none, title: "No protection", source: "—", callbacks: [],
        summary: "Does nothing: the baseline, whose switcher card shows everything.",
        devices: DeviceKind.allCases, listing: .none)
}
