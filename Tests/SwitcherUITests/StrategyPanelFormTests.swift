import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherUI

/// The strategy panel names the form of a strategy that has one: the article's code, or its
/// corrected form (`--form corrected`); a strategy without one shows no such line.
@Suite struct StrategyPanelFormTests {
    static func panel(_ strategy: StrategyConfiguration) -> [String] {
        var configuration = Fixtures.configuration(device: .iphone)
        configuration.strategy = strategy
        let lab = Lab(configuration, catalog: ShippedAssets.catalog)
        lab.run(1)
        return lab.render(size: Size(width: 160, height: 50)).lines
    }

    @Test func theFormIsShownForAStrategyThatHasOne() {
        let corrected = Self.panel(StrategyConfiguration(id: "visual-effect-blur", form: .corrected))
        #expect(corrected.contains { $0.contains("form      corrected (--form)") }, "\(corrected)")
        let article = Self.panel(StrategyConfiguration(id: "visual-effect-blur"))
        #expect(article.contains { $0.contains("form      the article's code (--form)") }, "\(article)")
        let none = Self.panel(StrategyConfiguration(id: "color-overlay"))
        #expect(!none.contains { $0.contains("form      ") }, "\(none)")
    }
}
