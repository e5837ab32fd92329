import SwitcherCore

/// What the lab remembers about the screen beyond the world: the home-screen selection.
struct ScreenViewState {
    var homeSelection: Int?
}

/// Something on the device screen a click can hit.
enum ScreenTarget: Hashable {
    case icon(String)
    case card(SceneID)
    case sheet
    case answerCall, declineCall
    case faceID
    case systemAlert
}

/// Composes the device screen: the world's screen, its system transition in flight (a fast app
/// switch drawn as one slide), sheets, banners, status bar. Pure: the world and the view state
/// in, a canvas out; what moves (a zoom, the carousel's scroll, a card swiped away) is worked
/// out from the world's state and the time, not from the frames drawn before.
struct DeviceScreen {
    let world: World
    let view: ScreenViewState
    /// Scaled cards and the frosted wallpaper, kept between frames.
    var cache: ImageCache? = nil

    var size: Size { world.device.screenSize }
    var now: Instant { world.now }

    func compose() -> (canvas: Canvas, targets: [(Rect, ScreenTarget)]) {
        var canvas = Canvas(width: size.width, height: size.height)
        var targets: [(Rect, ScreenTarget)] = []
        // Enter launches the selected icon, the first until the arrows move: draw it as focused.
        let home = HomeScreen(catalog: world.catalog, size: size, selection: view.homeSelection ?? 0)
        var sheetOffset = 0
        var showSystemBars = true

        let inFlight = world.transition.flatMap { $0.animation.isFinished(at: now) ? nil : $0 }
        if let fastSwitch = inFlight?.fastSwitch {
            canvas = FastSwitchSlide(world: world, size: size).render(fastSwitch, at: now)
            showSystemBars = false
        } else if let transition = inFlight {
            let p = transition.animation.value(at: now)
            switch transition.kind {
            case .appOpen(let scenes, let images):
                showSystemBars = false
                let carousel = SwitcherCarousel(world: world, size: size, cache: cache)
                let start: Rect
                if transition.origin == .switcher {
                    canvas = carousel.frostedWallpaper(amount: 0.5)
                    start = carousel.restingRect(for: scenes)
                } else {
                    canvas = home.render()
                    start = scenes.first.flatMap { home.iconRect(app: $0.app) } ?? centreRect(scale: 0.2)
                }
                let image = Canvas.sideBySide(scenes.map { images[$0] ?? world.cardImage(of: $0) })
                let rect = SwitcherCarousel.interpolate(
                    start, Rect(x: 0, y: 0, width: image.width, height: image.height), p)
                canvas.draw(image.scaled(to: rect.size), x: rect.minX, y: rect.minY)
            case .appClose(let scenes):
                let image = Canvas.sideBySide(scenes.compactMap { world.liveImage(of: $0) })
                let full = Rect(x: 0, y: 0, width: image.width, height: image.height)
                switch world.screen {
                case .locked:
                    canvas = Canvas(width: size.width, height: size.height)
                    canvas.draw(image, x: 0, y: 0, alpha: 1 - p)
                    showSystemBars = false
                default:
                    canvas = home.render()
                    let end = scenes.first.flatMap { home.iconRect(app: $0.app) } ?? centreRect(scale: 0.2)
                    let rect = SwitcherCarousel.interpolate(full, end, p)
                    canvas.draw(image.scaled(to: rect.size), x: rect.minX, y: rect.minY)
                }
            case .switcherOpen:
                if let state = world.switcher {
                    SwitcherCarousel(world: world, size: size, cache: cache).draw(
                        on: &canvas, state: state, focus: SwitcherCarousel.focus(state, at: now), progress: p)
                }
                showSystemBars = false
            case .switcherClose:
                canvas = home.render()
                canvas.frost(
                    Rect(x: 0, y: 0, width: size.width, height: size.height), tint: .black,
                    amount: 0.5 * (1 - p))
            case .sheetIn:
                canvas = base(home: home, targets: &targets, showSystemBars: &showSystemBars)
                sheetOffset = -Int(((1 - p) * Double(size.height)).rounded())
            case .sheetOut:
                canvas = base(home: home, targets: &targets, showSystemBars: &showSystemBars)
                sheetOffset = -Int((p * Double(size.height)).rounded())
            }
        } else {
            canvas = base(home: home, targets: &targets, showSystemBars: &showSystemBars)
        }

        if let sheet = world.sheet {
            SystemUI.drawSheet(sheet, on: &canvas, offset: sheetOffset, device: world.device)
            targets.append((Rect(x: 0, y: 0, width: size.width, height: size.height), .sheet))
        }
        switch world.interruption {
        case .call:
            SystemUI.drawCallBanner(on: &canvas)
            targets.append((Rect(x: 2, y: 3, width: 9, height: 1), .declineCall))
            targets.append((Rect(x: size.width - 10, y: 3, width: 8, height: 1), .answerCall))
        case .faceID:
            SystemUI.drawFaceID(on: &canvas, device: world.device)
            targets.append((Rect(x: 0, y: 0, width: size.width, height: size.height), .faceID))
        case .systemAlert:
            SystemUI.drawSystemAlert(on: &canvas)
            targets.append((Rect(x: 0, y: 0, width: size.width, height: size.height), .systemAlert))
        case nil: break
        }
        // Control Center and Notification Center draw their own top edge.
        if showSystemBars && world.sheet == nil {
            StatusBar.draw(on: &canvas, device: world.device)
            if world.device.hasHomeIndicator && world.screen != .call {
                StatusBar.drawHomeIndicator(on: &canvas)
            }
        }
        return (canvas, targets)
    }

    /// The screen with no system transition in flight.
    private func base(
        home: HomeScreen, targets: inout [(Rect, ScreenTarget)], showSystemBars: inout Bool
    ) -> Canvas {
        switch world.screen {
        case .home:
            for (index, app) in world.catalog.apps.enumerated() {
                targets.append((home.iconRect(index), .icon(app.name)))
            }
            return home.render()
        case .app:
            return Canvas.sideBySide(world.foreground.compactMap { world.liveImage(of: $0) }, fill: size)
        case .switcher:
            showSystemBars = false
            var canvas = Canvas(width: size.width, height: size.height)
            guard let state = world.switcher else { return canvas }
            let carousel = SwitcherCarousel(world: world, size: size, cache: cache)
            let cards = carousel.draw(
                on: &canvas, state: state, focus: SwitcherCarousel.focus(state, at: now), progress: 1)
            for card in cards {
                for scene in card.group { targets.append((card.rect, .card(scene))) }
            }
            if let kill = carousel.killedCard(state, transition: world.transition) {
                let y = Int(kill.animation.value(at: now).rounded())
                canvas.draw(carousel.scaled(kill.image, to: kill.rect.size), x: kill.rect.minX, y: y)
            }
            return canvas
        case .locked:
            return DeviceLockScreen.render(size: size, device: world.device)
        case .call:
            return SystemUI.callScreen(size: size)
        }
    }

    private func centreRect(scale: Double) -> Rect {
        let w = max(1, Int(Double(size.width) * scale))
        let h = max(1, Int(Double(size.height) * scale))
        return Rect(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h)
    }
}
