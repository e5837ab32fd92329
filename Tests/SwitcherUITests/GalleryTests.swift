import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherUI

/// `G`: the selected scene's last event replayed under every strategy, each card headed by its
/// id and the audit's count; arrows and Tab move, Enter adopts, Esc closes.
@Suite struct GalleryTests {
    static let medicalID = SceneID(app: "Medical ID", index: 1)
    static let size = Size(width: 120, height: 40)

    static func gallery(_ lab: Lab) throws -> Gallery {
        guard case .gallery(let gallery) = lab.overlay else {
            Issue.record("the gallery is not open")
            throw CancellationError()
        }
        return gallery
    }

    /// The audit's rows for `event` on the lab's device and lifecycle.
    static func auditRows(_ lab: Lab, _ event: AuditEvent) throws -> [AuditRow] {
        var plan = Audit.Plan()
        plan.devices = [lab.world.device]
        plan.lifecycles = [lab.world.lifecycle]
        plan.events = [event]
        return try Audit.run(plan, catalog: ShippedAssets.catalog)
    }

    // MARK: The event

    @Test func itReplaysTheSelectedScenesLastEvent() throws {
        let lab = Fixtures.lab()
        lab.press(.character("l"))
        lab.run(2)
        lab.press(.character("G"))
        let gallery = try Self.gallery(lab)
        #expect(gallery.scene == Self.medicalID)
        #expect(gallery.event == .lock)
        #expect(gallery.isFromLog)
        let text = lab.text(Self.size)
        #expect(text.contains("Gallery · lock"))
        #expect(text.contains("lock, Medical ID's last event"))
        #expect(lab.keyContext == .gallery)
    }

    @Test func withNoEventYetItSaysSoAndShowsHome() throws {
        let lab = Fixtures.lab()
        lab.press(.character("G"))
        let gallery = try Self.gallery(lab)
        #expect(gallery.event == .home)
        #expect(!gallery.isFromLog)
        #expect(
            lab.text(Self.size).contains("Medical ID has had no event yet, so: home, under every strategy"))
        // On the home screen, for a scene that never ran: the same.
        let home = Fixtures.lab(app: nil)
        home.press(.character("G"))
        #expect(try Self.gallery(home).event == .home)
        #expect(try !Self.gallery(home).isFromLog)
    }

    /// The gallery is for the scene manager's selection, not the app in front.
    @Test func itIsForTheSelectedScene() throws {
        let lab = Fixtures.lab()
        lab.press(.character("h"))
        lab.run(2)
        lab.press(.down)
        let selected = try #require(lab.selectedScene)
        #expect(selected != Self.medicalID)
        lab.press(.character("G"))
        let gallery = try Self.gallery(lab)
        #expect(gallery.scene == selected)
        #expect(!gallery.isFromLog)
        #expect(gallery.entries.allSatisfy { $0.replay.row.event == "home" })
    }

    // MARK: The counts are the audit's

    /// With a timing longer than the audit usually waits, the card is counted once its snapshot
    /// is taken; one that never comes is n/a, never 0.
    @Test func aLongTimingIsWaitedForAndAMissingSnapshotIsNotAZero() throws {
        func lab(_ name: String, _ value: Interval) -> Lab {
            var configuration = Fixtures.configuration()
            configuration.timings[name: name] = value
            let lab = Lab(configuration, catalog: ShippedAssets.catalog)
            lab.press(.character("l"))
            lab.run(3)
            lab.press(.character("G"))
            return lab
        }
        let late = try Self.gallery(lab("lockToBackground", .seconds(2)))
        let none = try #require(late.entries.first { $0.configuration.id == "none" })
        #expect(Gallery.verdict(none.replay).text == "\(none.replay.row.sensitiveCellsBefore)")
        #expect(none.replay.row.sensitiveCellsBefore > 0)

        let never = lab("backgroundToSuspended", .zero)
        let gallery = try Self.gallery(never)
        #expect(gallery.event == .lock)
        #expect(!gallery.entries.isEmpty)
        for entry in gallery.entries {
            #expect(Gallery.verdict(entry.replay).text == "n/a", "\(entry.configuration.id)")
        }
        #expect(never.text(Self.size).contains("not measured: no snapshot"))
    }

    /// Each card's count is the audit's number for that strategy, host and presentation, after
    /// the event done in the lab with keys.
    @Test(arguments: [
        (DeviceKind.iphoneHome, LifecycleStyle.scene, Key.character("h"), AuditEvent.home),
        (.iphoneHome, .app, .character("l"), .lock),
        (.iphone, .scene, .character("["), .appSwitch),
        (.iphone, .scene, .tab, .switcher),
        (.ipad, .scene, .character("h"), .home),
        (.android, .scene, .tab, .switcher),
        (.iphone, .scene, .character("i"), .call),
    ])
    func theCountsAreTheAudits(
        _ device: DeviceKind, _ lifecycle: LifecycleStyle, _ key: Key, _ event: AuditEvent
    ) throws {
        var configuration = Fixtures.configuration(device: device)
        configuration.lifecycle = lifecycle
        configuration.app = "Weather"
        let lab = Lab(configuration, catalog: ShippedAssets.catalog)
        // Another app behind, as in the audit's scenarios (a fast app switch needs one).
        lab.update(.event(.launch("Medical ID")))
        lab.run(2)
        #expect(lab.selectedScene == Self.medicalID)
        lab.press(key)
        lab.run(2)
        // The selection follows the app in front (Weather, after a fast switch): back to Medical ID.
        lab.selectedScene = Self.medicalID
        lab.press(.character("G"))
        let gallery = try Self.gallery(lab)
        #expect(gallery.event == event)
        let rows = try Self.auditRows(lab, event)
        let ids = Strategies.all.filter { $0.applies(to: device) }.map(\.id)
        #expect(gallery.entries.map(\.configuration.id) == ids)
        for entry in gallery.entries {
            let row = try #require(
                rows.first {
                    $0.strategy == entry.replay.row.strategy && $0.host == entry.replay.row.host
                        && $0.presentation == entry.replay.row.presentation
                }, "\(entry.replay.row.variant) not in the audit")
            #expect(entry.replay.row == row, "\(row.variant) on \(device) \(lifecycle)")
            #expect(
                entry.replay.row.legibleSensitiveCells == row.legibleSensitiveCells,
                "\(row.variant) on \(device) \(lifecycle) \(event)")
        }
        // Not every strategy protects: the gallery shows a difference, not one number.
        let verdicts = Set(gallery.entries.map { Gallery.verdict($0.replay).text })
        #expect(verdicts.count > 1, "\(verdicts)")
    }

    /// The card under each header is the replay's picture scaled as the switcher scales cards,
    /// and the header ends with its count.
    @Test(arguments: [
        Size(width: 120, height: 40), Size(width: 200, height: 60), Size(width: 80, height: 24),
    ])
    func eachHeaderShowsItsCountOverItsCard(_ size: Size) throws {
        let lab = Fixtures.lab()
        lab.press(.character("h"))
        lab.run(2)
        lab.press(.character("G"), size: size)
        var gallery = try Self.gallery(lab)
        let layout = gallery.layout(for: size)
        for page in 0..<layout.pages {
            gallery.selection = layout.indices(onPage: page).lowerBound
            lab.overlay = .gallery(gallery)
            let lines = lab.render(size: size).lines.map { Array($0) }
            for index in layout.indices(onPage: page) {
                let entry = gallery.entries[index]
                let tile = try #require(layout.tile(index))
                let header = String(lines[tile.minY][tile.minX..<tile.maxX])
                let count = Gallery.verdict(entry.replay).text
                #expect(header.hasSuffix(count), "'\(header)'")
                let id = entry.configuration.id
                let shownID = header.dropFirst().prefix { $0 != " " }
                #expect(
                    shownID == id || (shownID.hasSuffix("…") && id.hasPrefix(shownID.dropLast())),
                    "'\(header)' for \(id)")
                let card = entry.replay.picture.scaled(to: layout.card)
                for (y, row) in card.lines.enumerated() {
                    let drawn = String(lines[tile.minY + 1 + y][tile.minX..<tile.maxX])
                    #expect(drawn == row, "\(id) row \(y)")
                }
            }
        }
        #expect(lab.text(size).contains("· page \(layout.pages)/\(layout.pages)") == (layout.pages > 1))
    }

    // MARK: Layout

    @Test(arguments: [
        (DeviceKind.iphoneHome, Size(width: 80, height: 24)), (.iphoneHome, Size(width: 120, height: 40)),
        (.iphoneHome, Size(width: 200, height: 60)), (.iphoneHome, Size(width: 500, height: 200)),
        (.iphone, Size(width: 90, height: 30)), (.ipad, Size(width: 111, height: 24)),
        (.ipad, Size(width: 120, height: 40)), (.ipad, Size(width: 250, height: 70)),
        (.android, Size(width: 80, height: 24)), (.android, Size(width: 120, height: 40)),
    ])
    func theGridFitsTheTerminal(_ device: DeviceKind, _ size: Size) {
        let count = Strategies.all.filter { $0.applies(to: device) }.count
        let screen = device.screenSize
        let layout = GalleryLayout(canvas: size, screen: screen, count: count)
        // The box keeps the terminal's last row for the hint line.
        #expect(layout.frame.minX >= 0 && layout.frame.minY >= 0)
        #expect(layout.frame.maxX <= size.width && layout.frame.maxY <= size.height - 1)
        #expect(layout.card.width <= screen.width && layout.card.height <= screen.height)
        #expect(layout.pages * layout.perPage >= count)
        #expect(layout.indices(onPage: layout.pages - 1).upperBound == count)
        let inner = Rect(
            x: layout.frame.minX + 1, y: layout.frame.minY + 2, width: layout.frame.width - 2,
            height: layout.frame.height - 5)
        for page in 0..<layout.pages {
            let tiles = layout.indices(onPage: page).compactMap(layout.tile)
            #expect(!tiles.isEmpty)
            for (i, tile) in tiles.enumerated() {
                #expect(tile.intersection(inner) == tile, "\(tile) outside \(inner) at \(size)")
                for other in tiles[(i + 1)...] { #expect(tile.intersection(other).isEmpty) }
            }
        }
    }

    @Test func largerTerminalsGetFewerPagesAndLargerCards() {
        let count = Strategies.all.filter { $0.applies(to: .iphoneHome) }.count
        let screen = DeviceKind.iphoneHome.screenSize
        let small = GalleryLayout(canvas: Size(width: 80, height: 24), screen: screen, count: count)
        let standard = GalleryLayout(canvas: Size(width: 120, height: 40), screen: screen, count: count)
        let large = GalleryLayout(canvas: Size(width: 200, height: 60), screen: screen, count: count)
        #expect(small.pages > 1)
        #expect(standard.pages == 1)
        #expect(large.pages == 1)
        #expect(large.card.height > standard.card.height)
        #expect(standard.card.height >= GalleryLayout.smallest.height)
        // Android has two strategies: two cards, large, on one row.
        let android = GalleryLayout(
            canvas: Size(width: 120, height: 40), screen: DeviceKind.android.screenSize, count: 2)
        #expect(android.columns == 2 && android.rowsPerPage == 1)
        #expect(android.card.height > standard.card.height)
    }

    // MARK: Keys

    @Test func arrowsAndTabMoveAndEnterAdopts() throws {
        let lab = Fixtures.lab()
        lab.press(.character("h"))
        lab.run(2)
        lab.press(.character("G"))
        #expect(try Self.gallery(lab).selected?.configuration.id == "none")
        lab.press(.right, .tab)
        #expect(try Self.gallery(lab).selection == 2)
        lab.press(.left, .backTab)
        #expect(try Self.gallery(lab).selection == 0)
        lab.press(.left)
        #expect(try Self.gallery(lab).selection == 0)
        let columns = try Self.gallery(lab).layout(for: Self.size).columns
        lab.press(.down)
        #expect(try Self.gallery(lab).selection == columns)
        lab.press(.up)
        let target = try #require(
            try Self.gallery(lab).entries.firstIndex { $0.configuration.id == "privacy-window" })
        for _ in 0..<target { lab.press(.tab) }
        let entry = try #require(try Self.gallery(lab).selected)
        #expect(entry.configuration.id == "privacy-window")
        #expect(lab.text(Self.size).contains("▸ privacy-window @scene-delegate · article 000 · 0 legible"))
        lab.press(.backTab)
        // The article's app-delegate code, which UIKit never calls with scenes: the reason is given.
        #expect(
            lab.text(Self.size).contains(
                "▸ modal-cover-animated @app-delegate, sheet · article 002 (QA1838) · never runs: no app-delegate calls with scenes"
            ))
        lab.press(.tab)
        lab.press(.enter)
        #expect(!lab.isGalleryShown)
        #expect(lab.world.strategyConfiguration(of: Self.medicalID) == entry.configuration)
        #expect(lab.message == "privacy-window for Medical ID")
        // What the card showed is what the next Home leaves.
        lab.update(.event(.launch("Medical ID")))
        lab.run(2)
        lab.press(.character("h"))
        lab.run(2)
        #expect(
            lab.world.snapshot(of: Self.medicalID)?.legibleSensitiveCells(.default)
                == entry.replay.row.legibleSensitiveCells)
    }

    @Test func escapeAndGCloseWithoutAChange() throws {
        let lab = Fixtures.lab()
        let before = lab.world.strategyConfiguration(of: Self.medicalID)
        lab.press(.character("G"))
        #expect(lab.isGalleryShown)
        lab.press(.tab, .escape)
        #expect(!lab.isGalleryShown)
        #expect(lab.keyContext == .app)
        #expect(lab.world.strategyConfiguration(of: Self.medicalID) == before)
        #expect(!lab.text(Self.size).contains("Gallery"))
        lab.press(.character("G"))
        lab.press(.tab, .character("G"))
        #expect(!lab.isGalleryShown)
        #expect(lab.world.strategyConfiguration(of: Self.medicalID) == before)
    }

    /// The scene's host carries over to every strategy that can live there; its presentation to
    /// those that present.
    @Test func theScenesHostAndPresentationCarryOver() {
        var current = StrategyConfiguration(id: "modal-cover", host: .notifications)
        current.presentation = .fullScreen
        let configurations = Gallery.configurations(for: .iphone, current: current)
        #expect(configurations.map(\.id) == Strategies.all.filter { $0.applies(to: .iphone) }.map(\.id))
        for configuration in configurations {
            let info = Strategies.info(configuration.id)!
            // SwiftUI code cannot live in observers: it keeps its own host.
            let expected = info.hosts.contains(.notifications) ? .notifications : info.defaultHost
            #expect(configuration.host == expected, "\(configuration.id)")
            let presents = info.options.contains(.presentation)
            #expect(configuration.presentation == (presents ? .fullScreen : .automatic))
            #expect(configuration.givenFade == Audit.Plan().fade && configuration.trigger == nil)
        }
        // A strategy with no host (none) leaves each strategy in its article's.
        for configuration in Gallery.configurations(for: .iphone, current: StrategyConfiguration()) {
            #expect(configuration.host == Strategies.info(configuration.id)!.defaultHost)
        }
        #expect(Gallery.configurations(for: .android, current: current).allSatisfy { $0.host == nil })
    }

    @Test func theKeyIsInTheHelp() {
        let lab = Fixtures.lab()
        lab.press(.character("?"))
        #expect(lab.text(Self.size).contains("gallery: every strategy"))
        #expect(KeyMap.command(for: .character("G"), in: .app) == .gallery)
        #expect(KeyMap.command(for: .enter, in: .gallery) == .galleryAdopt)
    }
}
