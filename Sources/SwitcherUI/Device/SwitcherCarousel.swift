import SwitcherCore

/// The App Switcher (Android: Recents) as a carousel of cards: each the scene's card image
/// scaled down, older apps to the left, the app's icon and name above each card.
struct SwitcherCarousel {
    let world: World
    let size: Size
    /// Where scaled cards and the frosted wallpaper are kept between frames, if anywhere.
    var cache: ImageCache? = nil

    /// Cards are this fraction of the screen: narrowed less than shortened, because dropping
    /// columns garbles words while dropping rows leaves the other lines legible.
    static let widthScale = 0.8
    static let heightScale = 0.7

    /// The image a card shows: the scene's card image, split pairs side by side.
    func image(of group: [SceneID]) -> Canvas {
        .sideBySide(group.map { world.cardImage(of: $0) })
    }

    func cardSize(for image: Canvas) -> Size {
        Size(
            width: max(4, Int((Double(image.width) * Self.widthScale).rounded())),
            height: max(3, Int((Double(image.height) * Self.heightScale).rounded())))
    }

    /// The card's rectangle with the carousel centred on `focus` (fractional while it scrolls).
    func cardRect(index: Int, focus: Double, cardSize: Size) -> Rect {
        let step = max(6, cardSize.width / 2)
        let centreX = (size.width - cardSize.width) / 2
        let x = centreX - Int(((Double(index) - focus) * Double(step)).rounded())
        let y = (size.height - cardSize.height) / 2 + 1
        return Rect(x: x, y: y, width: cardSize.width, height: cardSize.height)
    }

    /// The rectangle of the focused card when the carousel rests.
    func restingRect(for group: [SceneID]) -> Rect {
        cardRect(index: 0, focus: 0, cardSize: cardSize(for: image(of: group)))
    }

    /// Draws the carousel. `progress` runs 0 → 1 while the switcher opens: the cards of the
    /// scenes it was opened from shrink from full screen, the others slide in from the left.
    /// Returns each visible card's rectangle, frontmost last.
    @discardableResult
    func draw(
        on canvas: inout Canvas, state: SwitcherState, focus: Double, progress: Double
    ) -> [(rect: Rect, group: [SceneID], image: Canvas)] {
        canvas.draw(frostedWallpaper(amount: 0.5 * progress), x: 0, y: 0)
        var placed: [(index: Int, rect: Rect, group: [SceneID], image: Canvas)] = []
        for (index, group) in state.cards.enumerated() {
            let image = image(of: group)
            let resting = cardRect(index: index, focus: focus, cardSize: cardSize(for: image))
            var rect = resting
            if progress < 1 {
                let start: Rect
                if !state.openedFrom.isEmpty && group == state.openedFrom {
                    start = Rect(x: 0, y: 0, width: image.width, height: image.height)
                } else if state.openedFrom.isEmpty {
                    start = resting.offsetBy(dx: 0, dy: size.height)
                } else {
                    start = resting.offsetBy(dx: -size.width, dy: 0)
                }
                rect = Self.interpolate(start, resting, progress)
            }
            guard rect.maxX > 0, rect.minX < size.width else { continue }
            placed.append((index, rect, group, image))
        }
        // Farthest from the focus first, so the focused card is on top.
        let order = placed.sorted {
            abs(Double($0.index) - focus) > abs(Double($1.index) - focus)
        }
        let focusedIndex = Int(focus.rounded())
        for (i, card) in order.enumerated() {
            drawCard(
                scaled(card.image, to: card.rect.size), in: card.rect, under: order[(i + 1)...].map(\.rect),
                on: &canvas)
        }
        if progress >= 1 {
            // Labels go where each card shows: beside the focused card for the others.
            let front = order.last { $0.index == focusedIndex }?.rect
            for card in order {
                var span = (card.rect.minX, card.rect.maxX)
                if let front, card.index != focusedIndex {
                    span =
                        card.rect.minX < front.minX
                        ? (card.rect.minX, front.minX - 1) : (front.maxX + 1, card.rect.maxX)
                }
                drawLabel(
                    card.group, from: span.0, to: span.1, y: card.rect.minY - 1, on: &canvas,
                    focused: card.index == focusedIndex)
            }
        }
        return order.map { ($0.rect, $0.group, $0.image) }
    }

    // MARK: Scroll and swipe

    static let scrollDuration = Interval.milliseconds(200)
    static let killDuration = Interval.milliseconds(300)

    /// The carousel's scroll: from where it showed at the last focus change to the new focus
    /// (nil while the focus has not moved since the switcher opened).
    static func scroll(_ state: SwitcherState) -> Animation? {
        var scroll: Animation?
        for change in state.focusChanges {
            scroll = Animation(
                from: scroll?.value(at: change.time) ?? 0, to: Double(change.focus), start: change.time,
                duration: scrollDuration, curve: .easeOut)
        }
        return scroll
    }

    /// The card in the middle of the carousel at `time`, fractional while it scrolls.
    /// The card in the middle of the carousel as drawn now: the focused one, or while the
    /// focus slides, the one nearest the middle.
    var centredCard: [SceneID]? {
        guard let state = world.switcher, !state.cards.isEmpty else { return nil }
        let index = Int(Self.focus(state, at: world.now).rounded())
        return state.cards[min(max(0, index), state.cards.count - 1)]
    }

    static func focus(_ state: SwitcherState, at time: Instant) -> Double {
        scroll(state)?.value(at: time) ?? Double(state.focus)
    }

    /// The card swiped away last, while it flies up off the screen: its image, where it was and
    /// its rise. Nil once it is gone, when it was out of sight, or when it was swiped while
    /// `transition` (the switcher opening) still moved the cards.
    func killedCard(_ state: SwitcherState, transition: Transition?)
        -> (image: Canvas, rect: Rect, animation: Animation)?
    {
        guard let killed = state.killed, world.now < killed.time + Self.killDuration else { return nil }
        if let transition, transition.animation.end > killed.time { return nil }
        let image = Canvas.sideBySide(killed.images)
        let rect = cardRect(
            index: killed.index, focus: Self.focus(state, at: killed.time), cardSize: cardSize(for: image))
        guard rect.maxX > 0, rect.minX < size.width else { return nil }
        let rise = Animation(
            from: Double(rect.minY), to: Double(-rect.height - 1), start: killed.time,
            duration: Self.killDuration,
            curve: .easeInOut)
        return (image, rect, rise)
    }

    /// Narrower than this, a card's visible part shows no words: a letter and `…` say nothing.
    static let narrowestWords = 4

    /// Draws a card where the cards over it and the screen's edges leave it room, a column
    /// clear of each card over it; a word the edge of that room cuts shows as a prefix and `…`,
    /// never as a fragment the app does not show.
    private func drawCard(_ card: Canvas, in rect: Rect, under covers: [Rect], on canvas: inout Canvas) {
        let visible = (0..<rect.width).filter { column in
            let x = rect.minX + column
            return x >= 0 && x < canvas.width
                && !covers.contains {
                    $0.minX - 1 <= x && x <= $0.maxX && $0.minY < rect.maxY && rect.minY < $0.maxY
                }
        }
        if visible.count == rect.width { return canvas.draw(card, x: rect.minX, y: rect.minY) }
        // A sliver too narrow for a word shows the card's edge: its colours, no letters.
        if visible.count < Self.narrowestWords {
            for y in 0..<card.height {
                for column in visible {
                    let cell = card[column, y]
                    canvas[rect.minX + column, rect.minY + y] = Cell(
                        " ", foreground: cell.foreground, background: cell.background)
                }
            }
            return
        }
        for y in 0..<card.height {
            let row = Canvas.setWords(of: (0..<card.width).map { card[$0, y] }, keeping: visible)
            for (cell, column) in zip(row, visible) { canvas[rect.minX + column, rect.minY + y] = cell }
        }
    }

    func scaled(_ image: Canvas, to size: Size) -> Canvas {
        cache?.scaled(image, to: size) ?? image.scaled(to: size)
    }

    /// The wallpaper behind the cards, frosted towards black by `amount`.
    func frostedWallpaper(amount: Double) -> Canvas {
        cache?.frostedWallpaper(size, amount: amount) ?? HomeScreen.frostedWallpaper(size, amount: amount)
    }

    /// The app's icon and name above its card, within columns `start..<end` on screen.
    private func drawLabel(
        _ group: [SceneID], from start: Int, to end: Int, y: Int, on canvas: inout Canvas, focused: Bool
    ) {
        guard let first = group.first else { return }
        let asset = world.catalog.app(named: first.app)
        let x = max(0, start)
        let width = min(end, canvas.width) - x
        guard width > 1 else { return }
        canvas.put(
            String(asset?.icon ?? "?"), x: x, y: y, foreground: .white, background: asset?.accent ?? .gray,
            attributes: .bold)
        let name = group.map(\.description).joined(separator: " | ")
        // The icon alone when its name would show as little more than `…`.
        guard width > 3 else { return }
        canvas.text(
            " " + name, x: x + 1, y: y, width: width - 1, foreground: .white, attributes: focused ? .bold : []
        )
    }

    static func interpolate(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        func mix(_ x: Int, _ y: Int) -> Int { Int((Double(x) + Double(y - x) * t).rounded()) }
        return Rect(
            x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: max(1, mix(a.width, b.width)),
            height: max(1, mix(a.height, b.height)))
    }
}
