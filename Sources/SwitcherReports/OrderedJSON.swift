import SwitcherCore

/// A JSON document whose objects keep their keys in the order given — the order the audit's
/// and the catalog's fields are documented in. (Foundation's encoder on Linux does not keep
/// it.) Rendered indented by two spaces, one member per line.
public indirect enum OrderedJSON: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case array([OrderedJSON])
    case object([Member])

    public struct Member: Hashable, Sendable {
        public let key: String
        public let value: OrderedJSON
        public init(_ key: String, _ value: OrderedJSON) {
            self.key = key
            self.value = value
        }
    }

    /// The document as text.
    public var rendered: String {
        var out = ""
        write(into: &out, indent: 0)
        return out
    }

    private func write(into out: inout String, indent: Int) {
        let inner = String(repeating: " ", count: indent + 2)
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .number(let value): out += value.isFinite ? "\(value)" : "null"
        case .string(let value): out += OrderedJSON.quoted(value)
        case .array(let values):
            guard !values.isEmpty else { return out += "[]" }
            out += "[\n"
            for (i, value) in values.enumerated() {
                out += inner
                value.write(into: &out, indent: indent + 2)
                out += i == values.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { return out += "{}" }
            out += "{\n"
            for (i, member) in members.enumerated() {
                out += inner + OrderedJSON.quoted(member.key) + ": "
                member.value.write(into: &out, indent: indent + 2)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if TerminalSafeText.isControl(scalar) {
                    out += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4, with: "0")
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension OrderedJSON {
    init(_ value: Int?) { self = value.map(OrderedJSON.int) ?? .null }
    init(_ value: Bool?) { self = value.map(OrderedJSON.bool) ?? .null }
    init(_ value: Double?) { self = value.map(OrderedJSON.number) ?? .null }
    init(_ value: String?) { self = value.map(OrderedJSON.string) ?? .null }
}

extension AuditRow {
    /// The row with these keys, in this order, nulls written out: the configuration it ran
    /// (`strategy`, `host`, `presentation`, `form` only for a strategy that has one, `trigger`,
    /// `fade`, `device`, `lifecycle`, `iosVersion` on iOS rows, `androidAPILevel` and
    /// `androidNavigation` on Android's), then what was measured;
    /// `notMeasured` (after
    /// `legibleSensitiveCells` and `fields`, which are then null) only on a row whose card was
    /// not measured; `ios` (after `lifecycle`) only on a row of an audit given `--ios`, and
    /// `androidAPI` there only on a row of an audit given `--android-api`.
    public var json: OrderedJSON {
        let measured: [OrderedJSON.Member] = notMeasured.map { [.init("notMeasured", .string($0))] } ?? []
        let version: [OrderedJSON.Member] =
            (ios.map { [.init("ios", .int($0))] } ?? [])
            + (androidAPI.map { [.init("androidAPI", .int($0))] } ?? [])
        return .object(
            [
                .init("strategy", .string(strategy)),
                .init("host", OrderedJSON(host)),
                .init("presentation", OrderedJSON(presentation)),
            ] + (form.map { [.init("form", .string($0))] } ?? []) + [
                .init("trigger", OrderedJSON(trigger)),
                .init("fade", OrderedJSON(fade)),
                .init("device", .string(device)),
                .init("lifecycle", .string(lifecycle)),
                .init("iosVersion", OrderedJSON(iosVersion)),
                .init("androidAPILevel", OrderedJSON(androidAPILevel)),
                .init("androidNavigation", OrderedJSON(androidNavigation)),
            ] + version + [
                .init("event", .string(event)),
                .init("legibleSensitiveCells", OrderedJSON(legibleSensitiveCells)),
                .init("blankCard", OrderedJSON(blankCard)),
                .init("fields", fields.map { .array($0.map(\.json)) } ?? .null),
            ] + measured + [
                .init("sensitiveCellsBefore", .int(sensitiveCellsBefore)),
                .init("coverDuringInterruption", OrderedJSON(coverDuringInterruption)),
                .init("coverAfterReturnSeconds", OrderedJSON(coverAfterReturnSeconds)),
                .init("stuck", .bool(stuck)),
                .init("blocksScreenshots", .bool(blocksScreenshots)),
                .init("sideEffects", .array((sideEffects ?? []).map { .string($0.rawValue) })),
            ])
    }
}

extension FieldLeak {
    /// `{"name", "legibleCells", "totalCells", "wholeWordsLegible", "totalWords", "unit"}`.
    public var json: OrderedJSON {
        .object([
            .init("name", .string(name)),
            .init("legibleCells", .int(legibleCells)),
            .init("totalCells", .int(totalCells)),
            .init("wholeWordsLegible", .int(wholeWordsLegible)),
            .init("totalWords", .int(totalWords)),
            .init("unit", .string(unit.rawValue)),
        ])
    }
}

extension StrategyInfo {
    /// The entry as `switcherlab strategies --json` prints it.
    public var json: OrderedJSON {
        .object([
            .init("id", .string(id)),
            .init("title", .string(title)),
            .init("source", .string(source)),
            .init("callbacks", .array(callbacks.map(OrderedJSON.string))),
            .init("defaultTrigger", OrderedJSON(defaultTrigger?.rawValue)),
            .init("options", .array(options.map { OrderedJSON.string($0.rawValue) })),
            .init("defaultHost", OrderedJSON(defaultHost?.rawValue)),
            .init("hosts", .array(hosts.map { .string($0.rawValue) })),
            .init("summary", .string(summary)),
            .init("devices", .array(devices.map { .string($0.rawValue) })),
            .init("blocksScreenshots", .bool(blocksScreenshots)),
        ])
    }
}
