/// The fast app switch as iOS draws it: the app in front slides off one side of the screen
/// while the next slides in from the other, a black column between them; no home screen, no
/// icon zoom. The slide runs over the whole switch, the close and the open that follows.
/// The front end draws it, and the screen metrics count it, so what is counted is what shows.
public struct FastSwitchSlide {
    let world: World
    let size: Size

    public init(world: World, size: Size) {
        self.world = world
        self.size = size
    }

    /// The black column between the two apps.
    public static let gap = 1

    /// How far the leaving app has moved at `time`, in whole cells, towards where it goes
    /// (right for a swipe right).
    func offset(_ slide: Transition.FastSwitch, at time: Instant) -> Int {
        let travel = Double(size.width + Self.gap)
        return Int((slide.animation.value(at: time) * travel).rounded())
    }

    public func render(_ slide: Transition.FastSwitch, at time: Instant) -> Canvas {
        var canvas = Canvas(width: size.width, height: size.height)
        let travel = size.width + Self.gap
        let moved = offset(slide, at: time)
        // A swipe right brings the previous app in from the left.
        let sign = slide.direction == .right ? 1 : -1
        let leaving = Canvas.sideBySide(
            slide.from.map { leavingImage($0, since: slide.animation.start) }, fill: size)
        let arriving = Canvas.sideBySide(
            slide.to.map { slide.image[$0] ?? world.cardImage(of: $0) }, fill: size)
        canvas.draw(leaving, x: sign * moved, y: 0)
        canvas.draw(arriving, x: sign * (moved - travel), y: 0)
        return canvas
    }

    /// The leaving scene: live while it is still in front (it draws until didEnterBackground);
    /// once the system has captured it, that snapshot, as a suspended app draws no more.
    private func leavingImage(_ scene: SceneID, since start: Instant) -> Canvas {
        let live = world.liveImage(of: scene)
        if !world.state(of: scene).isForeground, let snapshot = world.snapshot(of: scene),
            snapshot.time >= start
        {
            return snapshot.image
                ?? Canvas(width: live?.width ?? size.width, height: live?.height ?? size.height)
        }
        return live ?? Canvas(width: size.width, height: size.height)
    }
}
