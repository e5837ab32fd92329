import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

/// The catalog: every strategy of ARCHITECTURE §9, one file each, and switching strategies
/// live.
@Suite struct StrategyCatalogTests {
    static let designIDs = [
        "none", "hide-window", "color-overlay", "image-overlay", "overlay-finished-on-background",
        "overlay-completed-on-background",
        "blurred-snapshot", "redact-content", "modal-cover", "modal-cover-animated", "privacy-window",
        "privacy-window-active", "lock-screen", "ignore-snapshot", "secure-flag", "scenephase-overlay",
        "visual-effect-blur", "secure-field-layer", "recents-screenshot-disabled", "secure-flag-on-pause",
        "overlay-on-pause",
    ]

    @Test func everyStrategyOfTheDesignInItsOrder() {
        #expect(Strategies.ids == Self.designIDs)
        for info in Strategies.all {
            #expect(Strategies.info(info.id) == info)
            #expect(!info.title.isEmpty && !info.summary.isEmpty && !info.source.isEmpty)
            #expect(Set(info.options).count == info.options.count)
            // A trigger option exactly when there is a default trigger to change.
            #expect(info.options.contains(.trigger) == (info.defaultTrigger != nil))
        }
        #expect(Strategies.info("nope") == nil)
    }

    @Test func everyStrategyButNoneIsMade() {
        #expect(Strategies.make(StrategyConfiguration(id: "none")) == nil)
        #expect(Strategies.make(StrategyConfiguration(id: "nope")) == nil)
        for id in Self.designIDs.dropFirst() {
            #expect(Strategies.make(StrategyConfiguration(id: id)) != nil, "\(id)")
        }
    }

    /// The docs that list the strategies name every one: STRATEGIES.md's table and README's
    /// (each a row), and the lists in the catalog's order of ARCHITECTURE §9 and TAPES §3.
    @Test func theDocsListEveryStrategy() throws {
        func read(_ path: String) throws -> String {
            try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
        }
        let strategies = try read("docs/STRATEGIES.md")
        let readme = try read("README.md")
        for id in Self.designIDs {
            #expect(strategies.contains("| `\(id)` |"), "docs/STRATEGIES.md has no row for \(id)")
            if id != "none" { #expect(readme.contains("`\(id)`"), "README.md does not list \(id)") }
        }
        for (path, start) in [
            ("docs/ARCHITECTURE.md", "in this order: "), ("docs/TAPES.md", "in the catalog's order: "),
        ] {
            let text = try read(path)
            let from = try #require(text.range(of: start), "\(path): no list of the strategies")
            let list = text[from.upperBound...].prefix { $0 != "(" && $0 != "." }
            let named = list.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter {
                $0.offset % 2 == 1
            }.map {
                String($0.element)
            }
            #expect(named == Self.designIDs, "\(path): \(named)")
        }
    }

    /// One folder per strategy under Sources/SwitcherCore/Strategies, named after its id: its
    /// emulation (`<Name>.swift`) and its printed code and citation (`<Name>+Code.swift`).
    @Test func eachStrategyHasAFolderNamedAfterItsID() throws {
        let folder = Repository.sources.appendingPathComponent("SwitcherCore/Strategies")
        for id in Self.designIDs {
            let name = id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            let own = folder.appendingPathComponent(name)
            let files = Set((try? FileManager.default.contentsOfDirectory(atPath: own.path)) ?? [])
            #expect(files.contains(name + ".swift"), "\(id) → \(name)/\(name).swift")
            guard id != "none" else { continue }
            #expect(files.contains(name + "+Code.swift"), "\(id) → \(name)/\(name)+Code.swift")
            let text = try String(contentsOf: own.appendingPathComponent(name + ".swift"), encoding: .utf8)
            let camel = name.prefix(1).lowercased() + name.dropFirst()
            #expect(text.contains("id: .\(camel)"), "\(name).swift declares \(id)")
            #expect(text.contains("listing: \(name)Code.listing"), "\(name).swift takes its own code")
            // An article of the five, or a source named with its address.
            #expect(
                text.contains("article") || text.contains("QA1838")
                    || (text.contains("Source: ") || text.contains("Sources: "))
                        && text.contains("https://")
            )
        }
    }

    /// The typed ids are the catalog, in its order, and each strategy's printed code is its own
    /// listing: no strategy but `none` without code, none printed in a language it lacks.
    @Test func theTypedIDsAreTheCatalog() {
        #expect(StrategyID.allCases.map(\.rawValue) == Strategies.ids)
        #expect(StrategyID.allCases.map(\.rawValue) == Self.designIDs)
        for id in StrategyID.allCases {
            #expect(id.info.strategy == id)
            #expect(Strategies.info(id.rawValue)?.strategy == id)
            let onIOS = id.info.devices.contains { $0.runsUIKit }
            switch id.info.listing {
            case .none: #expect(id == .none)
            case .uiKit, .swiftUI: #expect(onIOS, "\(id)")
            case .activity: #expect(!onIOS, "\(id)")
            }
            #expect(id == .none || !id.info.citation.isEmpty, "\(id) cites where its code comes from")
        }
    }

    /// The articles' numbers: tags 1234 and 42, the alert + 1 window, a 0.5 s fade.
    @Test func theArticlesConstantsAreThere() {
        #expect(Strategies.info("color-overlay")!.source == "004 method 2")
        let world = World.protected("color-overlay", .iphone).launched("Secret")
        world.send(.pull(.controlCenter))
        #expect(world.windowScene(world.secret)?.keyWindow?.viewWithTag(1234) != nil)
        let image = World.protected("image-overlay", .iphone).launched("Secret")
        image.send(.pull(.controlCenter))
        #expect(image.windowScene(image.secret)?.keyWindow?.viewWithTag(42) != nil)
    }

    // MARK: Switching strategies on a running scene

    @Test func switchingTakesTheOldCoverDown() {
        let world = World.protected("privacy-window", .iphone).withSecretInFront()
        world.send(.home)
        world.advance(2)
        #expect(world.isCoverShown(on: world.secret))
        world.send(
            .setStrategy(
                StrategyConfiguration(id: "color-overlay", host: .sceneDelegate), scene: world.secret))
        #expect(world.windowScene(world.secret)?.visibleWindows.count == 1)
        world.send(.launch("Secret"))
        world.advance(1)
        #expect(world.legibleLiveCells(of: world.secret) == TestApps.secretLegible)
        // The new one works from the key window the privacy window handed back.
        world.send(.appSwitch(.right))
        world.advance(0.1)
        #expect(world.isCoverShown(on: world.secret))
    }

    @Test func switchingToNoneLeavesNothingBehind() {
        for id in Self.designIDs.dropFirst() {
            let world = World.protected(id, .iphone).withSecretInFront()
            world.send(.faceID)
            world.advance(0.2)
            world.send(.home)
            world.advance(2)
            world.send(.setStrategy(StrategyConfiguration(id: "none"), scene: world.secret))
            world.send(.launch("Secret"))
            world.advance(1)
            #expect(world.legibleLiveCells(of: world.secret) == TestApps.secretLegible, "\(id)")
        }
    }

    /// Chosen while the app runs, a strategy does its launch-time set-up at once.
    @Test func switchingInstallsLaunchTimeSetUp() {
        let android = World.protected("none", .android).withSecretInFront()
        android.send(.setStrategy(StrategyConfiguration(id: "secure-flag"), scene: android.secret))
        #expect(android.windowScene(android.secret)?.keyWindow?.isSecure == true)
        android.send(.setStrategy(StrategyConfiguration(id: "none"), scene: android.secret))
        #expect(android.windowScene(android.secret)?.keyWindow?.isSecure == false)

        let world = World.protected("none", .iphone).withSecretInFront()
        world.send(.setStrategy(StrategyConfiguration(id: "redact-content"), scene: world.secret))
        world.send(.switcherGesture(on: world.device))
        world.advance(0.35)
        #expect(world.secretCard == 0)
    }
}
