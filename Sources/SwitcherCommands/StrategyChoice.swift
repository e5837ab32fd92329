import ArgumentParser
import Foundation
import SwitcherCore

/// `--strategy` with one value: a strategy id of the catalog (`switcherlab strategies`), read by
/// the parser, which refuses another naming the option and the ids (exit 2).
struct StrategyChoice: ExpressibleByArgument {
    let strategy: StrategyID

    /// The id, as the catalog and the configurations spell it.
    var id: String { strategy.rawValue }

    /// No protection, where a command starts when given none.
    static let none = StrategyChoice(known: .none)

    private init(known strategy: StrategyID) { self.strategy = strategy }

    init?(argument: String) {
        guard let strategy = StrategyID(rawValue: argument) else { return nil }
        self.strategy = strategy
    }

    var defaultValueDescription: String { id }
    static var allValueStrings: [String] { StrategyID.allCases.map(\.rawValue) }
}

/// `--strategy` with one or more values, comma-separated: `hide-window,color-overlay`, each an
/// id of the catalog. The ids are in the catalog's order, whatever the order given: the order of
/// the list changes nothing.
struct StrategyChoiceList: ExpressibleByArgument {
    let strategies: [StrategyID]
    /// The ids, as the catalog and the configurations spell them.
    var ids: [String] { strategies.map(\.rawValue) }
    /// An id the list gives twice, for the command to refuse.
    let repeated: String?

    init?(argument: String) {
        let given = argument.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard given.allSatisfy({ StrategyID(rawValue: $0) != nil }) else { return nil }
        strategies = StrategyID.allCases.filter { given.contains($0.rawValue) }
        repeated = given.enumerated().first { given[..<$0.offset].contains($0.element) }?.element
    }

    static var allValueStrings: [String] { StrategyChoice.allValueStrings }

    /// Refuses an id given twice: `--strategy: hide-window is listed twice`.
    func validate() throws {
        if let repeated { throw usage("--strategy: \(repeated) is listed twice") }
    }
}
