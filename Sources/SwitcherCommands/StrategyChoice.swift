import ArgumentParser
import Foundation
import SwitcherCore

/// `--strategy` with one value: a strategy id of the catalog (`switcherlab strategies`), read by
/// the parser, which refuses another naming the option and the ids (exit 2).
struct StrategyChoice: ExpressibleByArgument {
    let id: String

    /// No protection, where a command starts when given none.
    static let none = StrategyChoice(known: "none")

    private init(known id: String) { self.id = id }

    init?(argument: String) {
        guard Strategies.info(argument) != nil else { return nil }
        id = argument
    }

    var defaultValueDescription: String { id }
    static var allValueStrings: [String] { Strategies.ids }
}

/// `--strategy` with one or more values, comma-separated: `hide-window,color-overlay`, each an
/// id of the catalog. The ids are in the catalog's order, whatever the order given: the order of
/// the list changes nothing.
struct StrategyChoiceList: ExpressibleByArgument {
    let ids: [String]
    /// An id the list gives twice, for the command to refuse.
    let repeated: String?

    init?(argument: String) {
        let given = argument.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard given.allSatisfy({ Strategies.info($0) != nil }) else { return nil }
        ids = Strategies.ids.filter(given.contains)
        repeated = given.enumerated().first { given[..<$0.offset].contains($0.element) }?.element
    }

    static var allValueStrings: [String] { StrategyChoice.allValueStrings }

    /// Refuses an id given twice: `--strategy: hide-window is listed twice`.
    func validate() throws {
        if let repeated { throw usage("--strategy: \(repeated) is listed twice") }
    }
}
