import SwitcherCore

/// The `G` overlay: the selected scene's last event replayed under every strategy of the
/// catalog, each in a fresh world as `switcherlab audit` runs it, their cards side by side with
/// their counts — the audit's row for that event, as pictures. Arrows and Tab move, Enter
/// adopts the selected strategy, Esc closes.
struct Gallery: Equatable {
    /// One strategy's run.
    struct Entry: Equatable {
        let configuration: StrategyConfiguration
        let replay: AuditReplay
    }

    /// The scene the gallery is for: the one the adopted strategy goes to.
    let scene: SceneID
    /// The scene's last event; nil when it has had none yet and the gallery shows Home instead.
    let logged: AuditEvent?
    /// The world's settings, which the replays ran with: its device, its lifecycle, its rule
    /// for a legible glyph, ….
    let settings: WorldSettings
    let entries: [Entry]
    var selection = 0

    /// The event replayed.
    var event: AuditEvent { logged ?? .home }
    /// False when the scene has had no event yet and the gallery shows Home instead.
    var isFromLog: Bool { logged != nil }

    /// Replays the last event of `scene` (Home when it has had none) under every strategy that
    /// has code for the device: its host and presentation are the scene's strategy's where the
    /// strategy supports them, else its own; the rest is as the audit gives it.
    init(world: World, scene: SceneID) throws(Audit.PlanError) {
        let logged = world.lastAuditEvent(of: scene)
        let event = logged ?? .home
        let current = world.strategyConfiguration(of: scene)
        self.scene = scene
        self.logged = logged
        self.settings = world.settings
        var entries: [Entry] = []
        for configuration in Self.configurations(for: world.device, current: current) {
            let replay = try Audit.replay(
                event, strategy: configuration, settings: world.settings, app: scene.app,
                catalog: world.catalog)
            entries.append(Entry(configuration: configuration, replay: replay))
        }
        self.entries = entries
        selection = entries.firstIndex { $0.configuration.id == current.id } ?? 0
    }

    /// Each strategy of the catalog that has code for `device`, configured as the audit
    /// configures it, in the host and with the presentation and form of `current` where it
    /// supports them.
    static func configurations(for device: DeviceKind, current: StrategyConfiguration)
        -> [StrategyConfiguration]
    {
        let plan = Audit.Plan()
        let currentHost = Strategies.host(of: current)
        return Strategies.all.filter { $0.applies(to: device) }.map { info in
            let host: StrategyHost? =
                !device.runsUIKit || info.hosts.isEmpty
                ? nil : currentHost.flatMap { info.hosts.contains($0) ? $0 : nil } ?? info.defaultHost
            let presentation =
                info.options.contains(.presentation) ? current.presentation : ModalPresentation.automatic
            let form = info.options.contains(.form) ? current.form : StrategyForm.article
            return plan.configuration(info.id, host: host, presentation: presentation, form: form)
        }
    }

    /// Where the cards go in a terminal of `size`.
    func layout(for size: Size) -> GalleryLayout {
        let picture = entries.first?.replay.picture
        let screen = picture.map { Size(width: $0.width, height: $0.height) } ?? settings.device.screenSize
        return GalleryLayout(canvas: size, screen: screen, count: entries.count)
    }

    var selected: Entry? { entries.indices.contains(selection) ? entries[selection] : nil }

    /// Moves the selection by `offset`, staying within the strategies.
    mutating func move(by offset: Int) {
        guard !entries.isEmpty else { return }
        selection = min(max(0, selection + offset), entries.count - 1)
    }

    /// Moves the selection a row of `columns` up or down (`offset` rows); from a row above a
    /// short last row, down goes to its last card.
    mutating func moveRow(by offset: Int, columns: Int) {
        let target = selection + offset * max(1, columns)
        if entries.indices.contains(target) {
            selection = target
        } else if offset > 0, !entries.isEmpty,
            selection / max(1, columns) < (entries.count - 1) / max(1, columns)
        {
            selection = entries.count - 1
        }
    }

    /// The count an entry is headed by, and its colour as the lab colours leaks: legible cells
    /// red, none green; for an interruption, whether the strategy's cover was up.
    static func verdict(_ replay: AuditReplay) -> (text: String, colour: RGB) {
        if replay.row.isNotMeasured { return ("n/a", Theme.warning) }
        if let cells = replay.row.legibleSensitiveCells {
            if replay.isBlank { return ("blank", Theme.safe) }
            return (String(cells), Theme.count(cells))
        }
        if replay.row.coverDuringInterruption == true { return ("cover", Theme.warning) }
        return ("no cover", Theme.safe)
    }

    /// A sentence for the detail line.
    static func verdictSentence(_ replay: AuditReplay) -> String {
        if let reason = replay.row.notMeasured { return "not measured: \(reason)" }
        if let cells = replay.row.legibleSensitiveCells {
            if replay.isBlank { return "blank card: 0 legible" }
            return cells > 0 ? "\(cells) legible sensitive cells" : "0 legible: protected"
        }
        return replay.row.coverDuringInterruption == true
            ? "its cover is up during the interruption" : "no cover during the interruption"
    }

    /// The cost beside the leak, for the detail line.
    static func screenshots(_ replay: AuditReplay) -> String {
        replay.row.blocksScreenshots ? "blocks the user's screenshots" : "screenshots allowed"
    }

    // MARK: Drawing

    func draw(on canvas: inout Canvas, cache: ImageCache?) {
        let layout = self.layout(for: Size(width: canvas.width, height: canvas.height))
        let box = layout.frame
        canvas.box(
            box,
            title: "Gallery · \(event) · \(settings.device.title), \(settings.lifecycleTitle) lifecycle",
            color: Theme.focusBorder, background: Theme.overlayBackground)
        let inner = Rect(x: box.minX + 2, y: box.minY + 1, width: box.width - 4, height: box.height - 2)
        guard inner.width > 8, inner.height > 3 else { return }
        let subject =
            isFromLog
            ? "\(event), \(scene)'s last event,"
            : "\(scene) has had no event yet, so: \(event),"
        canvas.text(
            "\(subject) under every strategy, each in a fresh world as the audit runs it",
            x: inner.minX, y: inner.minY, width: inner.width,
            foreground: isFromLog ? Theme.text : Theme.warning)

        let page = layout.page(of: selection)
        for index in layout.indices(onPage: page) {
            guard let tile = layout.tile(index) else { continue }
            drawTile(
                entries[index], selected: index == selection, in: tile, card: layout.card, on: &canvas,
                cache: cache)
        }

        if let entry = selected {
            let info = Strategies.info(entry.configuration.id)
            // The articles by number; other sources (an API level, a report) as they are named.
            let source = info.map(\.source).flatMap {
                $0 == "—" ? nil : $0.first?.isNumber == true ? "article \($0)" : $0
            }
            // Code in a host UIKit never calls in this lifecycle protects nothing: say why.
            let idle = Strategies.idleWarning(
                of: entry.configuration, on: settings.device, lifecycle: settings.lifecycle)
            let parts = [
                entry.replay.row.variant, source, idle, Self.verdictSentence(entry.replay),
                Self.screenshots(entry.replay),
            ]
            canvas.text(
                "▸ " + parts.compactMap { $0 }.joined(separator: " · "), x: inner.minX, y: inner.maxY - 2,
                width: inner.width, foreground: Self.verdict(entry.replay).colour, attributes: .bold)
        }
        var keys = "←↑↓→ Tab move · Enter adopt · Esc close"
        if layout.pages > 1 { keys += " · page \(page + 1)/\(layout.pages)" }
        canvas.centred(keys, x: inner.minX, y: inner.maxY - 1, width: inner.width, foreground: Theme.dimText)
    }

    /// A strategy's header (its id and count) over its card, drawn as the switcher draws
    /// cards, its legible sensitive cells marked as the snapshot panel marks them.
    private func drawTile(
        _ entry: Entry, selected: Bool, in tile: Rect, card: Size, on canvas: inout Canvas, cache: ImageCache?
    ) {
        let (count, colour) = Self.verdict(entry.replay)
        let header = Rect(x: tile.minX, y: tile.minY, width: tile.width, height: 1)
        let background = selected ? Theme.selection : Theme.bezel
        canvas.fill(header, with: Cell(" ", background: background))
        let countWidth = min(count.count, max(0, tile.width - 4))
        canvas.text(
            (selected ? "▸" : " ") + entry.configuration.id, x: header.minX, y: header.minY,
            width: header.width - countWidth - 1, foreground: selected ? Theme.highlight : Theme.text,
            background: background, attributes: .bold)
        canvas.text(
            count, x: header.maxX - countWidth, y: header.minY, width: countWidth, foreground: colour,
            background: background, attributes: .bold)
        let picture = entry.replay.picture
        let shown = cache?.scaled(picture, to: card) ?? picture.scaled(to: card)
        SnapshotPanel.drawMarked(
            shown, at: Point(x: tile.minX, y: tile.minY + 1), on: &canvas, counts: false,
            legibility: settings.legibility)
    }
}

/// Where the gallery's cards go for a terminal size: as large as lets every strategy fit on
/// one page (no larger than 1:1), down to a smallest card; below that, pages of whole rows.
struct GalleryLayout: Equatable {
    /// The overlay's box. The terminal's last row keeps the lab's hint line.
    let frame: Rect
    /// Each card's size; its header is one row above it.
    let card: Size
    let columns: Int
    let rowsPerPage: Int
    let count: Int

    /// Columns between cards.
    static let gap = 2
    /// Room the box takes besides the grid: borders, the subject line, the detail and keys lines.
    static let chrome = Size(width: 4, height: 5)
    /// The smallest card: enough for a header to show most of an id and its count.
    static let smallest = Size(width: 16, height: 8)

    init(canvas: Size, screen: Size, count: Int) {
        self.count = count
        let area = Size(
            width: max(0, canvas.width - Self.chrome.width),
            height: max(0, canvas.height - 1 - Self.chrome.height))
        // Cards narrowed less than shortened, as in the switcher.
        let aspect = SwitcherCarousel.widthScale / SwitcherCarousel.heightScale
        func width(forHeight h: Int) -> Int {
            let w = Int((Double(screen.width) * aspect * Double(h) / Double(max(1, screen.height))).rounded())
            return max(Self.smallest.width, min(screen.width, w))
        }
        func fit(_ h: Int) -> (columns: Int, rows: Int) {
            let w = width(forHeight: h)
            return (max(1, (area.width + Self.gap) / (w + Self.gap)), area.height / (h + 1))
        }
        // The smallest card, shorter still in a terminal too short for it, when none fits all.
        var height = max(1, min(screen.height, Self.smallest.height, area.height - 1))
        for h in stride(from: screen.height, through: height, by: -1) {
            let (c, r) = fit(h)
            if r >= 1, c * r >= count {
                height = h
                break
            }
        }
        var (columns, rows) = fit(height)
        rows = max(1, rows)
        let pageRows = rows
        if columns * rows >= count {
            // As few columns as the rows allow; each card then as wide as the room gives.
            columns = max(1, (count + rows - 1) / rows)
            rows = max(1, (count + columns - 1) / columns)
        }
        card = Size(
            width: max(1, min(screen.width, (area.width + Self.gap) / columns - Self.gap)), height: height)
        self.columns = columns
        rowsPerPage = min(rows, pageRows)
        let gridWidth = Self.gridWidth(columns: columns, card: card)
        let gridHeight = rowsPerPage * (card.height + 1)
        // A box within a few cells of the terminal's edges takes it all, with no sliver between.
        var boxWidth = min(canvas.width, max(gridWidth + Self.chrome.width, min(canvas.width, 72)))
        if canvas.width - boxWidth < 8 { boxWidth = canvas.width }
        var boxHeight = min(max(0, canvas.height - 1), gridHeight + Self.chrome.height)
        if canvas.height - 1 - boxHeight < 4 { boxHeight = max(0, canvas.height - 1) }
        frame = Rect(
            x: max(0, (canvas.width - boxWidth) / 2), y: max(0, (canvas.height - 1 - boxHeight) / 2),
            width: boxWidth, height: boxHeight)
    }

    /// A page's grid across: its columns of cards and the gaps between them.
    static func gridWidth(columns: Int, card: Size) -> Int { columns * card.width + (columns - 1) * gap }

    /// Where the first tile of a page goes: the grid centred across the box, under its subject
    /// line.
    var gridOrigin: Point {
        let gridWidth = Self.gridWidth(columns: columns, card: card)
        return Point(x: frame.minX + (frame.width - gridWidth) / 2, y: frame.minY + 2)
    }

    var perPage: Int { max(1, columns * rowsPerPage) }
    var pages: Int { max(1, (count + perPage - 1) / perPage) }

    func page(of index: Int) -> Int { max(0, index) / perPage }

    func indices(onPage page: Int) -> Range<Int> {
        let first = page * perPage
        return min(first, count)..<min(first + perPage, count)
    }

    /// The tile of strategy `index` (its header row, then its card) on its page.
    func tile(_ index: Int) -> Rect? {
        guard index >= 0, index < count else { return nil }
        let onPage = index % perPage
        let (row, column) = (onPage / columns, onPage % columns)
        return Rect(
            x: gridOrigin.x + column * (card.width + Self.gap), y: gridOrigin.y + row * (card.height + 1),
            width: card.width, height: card.height + 1)
    }
}
