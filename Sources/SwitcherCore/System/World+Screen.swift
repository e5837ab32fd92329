/// What the device screen shows of apps at this instant, for the `Screen` metrics of tapes and
/// the audit. Computed from the world, not from a composed frame, so it does not depend on
/// the layout around the device or on the terminal's size.
extension World {
    /// The app canvases on the device screen now, left to right: during a fast app switch,
    /// the slide with both apps as it stands; while an app closes, its live UI shrinking away;
    /// while one opens, the image its zoom shows (the stored snapshot or the launch screen); in
    /// an app, the live UI of the scenes in front; in the switcher, the card of every scene in
    /// the carousel. Nothing on the home and lock screens or in a call. System UI drawn over
    /// the app (Control Center, a banner) is not counted as a cover.
    public var screenImages: [Canvas] {
        if let transition, !transition.animation.isFinished(at: now) {
            // The fast app switch shows parts of two apps: what the slide shows, as drawn.
            if let slide = transition.fastSwitch {
                return [FastSwitchSlide(world: self, size: device.screenSize).render(slide, at: now)]
            }
            switch transition.kind {
            case .appClose(let scenes):
                return scenes.compactMap { liveImage(of: $0) }
            case .appOpen(let scenes, let images):
                return scenes.compactMap { images[$0] ?? liveImage(of: $0) }
            case .switcherOpen, .switcherClose, .sheetIn, .sheetOut:
                break
            }
        }
        switch screen {
        case .app:
            return foreground.compactMap { liveImage(of: $0) }
        case .switcher:
            return (switcher?.cards ?? []).flatMap { $0 }.map { cardImage(of: $0) }
        case .home, .locked, .call:
            return []
        }
    }

    /// Legible sensitive cells (MODEL §19) on the device screen now, over `screenImages`.
    public var legibleSensitiveCellsOnScreen: Int {
        screenImages.reduce(0) { $0 + $1.legibleSensitiveCells(legibility) }
    }
}
