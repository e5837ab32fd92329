import SwitcherCore

/// Images a frame would otherwise compute again although they seldom change: the switcher's
/// cards and the last snapshot scaled down, the frosted wallpaper behind the carousel. They
/// were most of the time a frame took (BENCHMARKS.md's budget allows 0.5 ms for one).
///
/// An image is found by what it is made of — the source canvas and the size, the wallpaper's
/// size and frost — so a cached image is always the one the frame would compute. An entry no
/// frame has asked for since the previous one is dropped: the cache holds what is on screen.
public final class ImageCache {
    private struct Scaled {
        var source: Canvas
        var size: Size
        var image: Canvas
        var frame: Int
    }

    private struct FrostKey: Hashable {
        var size: Size
        var amount: Double
    }

    private var scaled: [Scaled] = []
    private var frosted: [FrostKey: (image: Canvas, frame: Int)] = [:]
    private var frame = 0

    public init() {}

    /// Starts a frame: what the frame before it did not use goes.
    public func beginFrame() {
        frame += 1
        scaled.removeAll { $0.frame < frame - 1 }
        frosted = frosted.filter { $0.value.frame >= frame - 1 }
    }

    /// `source.scaled(to: size)`. A snapshot is the same canvas frame after frame and is
    /// recognised at once; a live card is compared cell by cell, which costs far less than
    /// scaling it again.
    func scaled(_ source: Canvas, to size: Size) -> Canvas {
        if let index = scaled.firstIndex(where: { $0.size == size && $0.source == source }) {
            scaled[index].frame = frame
            return scaled[index].image
        }
        let image = source.scaled(to: size)
        scaled.append(Scaled(source: source, size: size, image: image, frame: frame))
        return image
    }

    /// The home screen's wallpaper frosted towards black by `amount`, as the switcher shows
    /// it behind its cards.
    func frostedWallpaper(_ size: Size, amount: Double) -> Canvas {
        let key = FrostKey(size: size, amount: amount)
        if let entry = frosted[key] {
            frosted[key]?.frame = frame
            return entry.image
        }
        let image = HomeScreen.frostedWallpaper(size, amount: amount)
        frosted[key] = (image, frame)
        return image
    }
}
