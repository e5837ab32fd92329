import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherUI

/// The scenes the budget is measured on, built the way a person gets there: keys and
/// system events on the virtual clock.
public enum Scenes {
    /// The shipped apps.
    public static func catalog() -> AssetCatalog {
        guard let directory = AssetCatalog.locateDefault(),
            let catalog = try? AssetCatalog.load(from: directory)
        else { fatalError("the shipped Assets/ directory was not found; run from the repository") }
        return catalog
    }

    /// Three apps used in turn, Medical ID last, then the switcher opened over it and
    /// settled: three cards, every panel full.
    public static func switcherOpen(catalog: AssetCatalog) -> Lab {
        let configuration = LabConfiguration(app: nil)
        let lab = Lab(configuration, catalog: catalog)
        for app in ["Bank", "Messages", "Medical ID"] {
            lab.update(.event(.launch(app)))
            lab.update(.advance(.seconds(1)))
            if app != "Medical ID" {
                lab.update(.event(.home))
                lab.update(.advance(.seconds(2)))
            }
        }
        lab.update(.event(.switcherGesture(on: lab.world.device)))
        lab.update(.advance(.seconds(1)))
        return lab
    }

    /// Medical ID in front with the article's 0.5 s colour overlay, and a Face ID prompt
    /// just raised: the overlay fades in over the next 0.5 s. The lab's default lifecycle has
    /// scenes, so the code is ported to the scene delegate (in the app delegate, as the article
    /// wrote it, UIKit would never call it and nothing would fade).
    public static func fadeStarting(catalog: AssetCatalog) -> Lab {
        var configuration = LabConfiguration()
        configuration.strategy = StrategyConfiguration(id: "color-overlay", host: .sceneDelegate)
        let lab = Lab(configuration, catalog: catalog)
        lab.update(.advance(.seconds(1)))
        lab.update(.event(.faceID))
        return lab
    }

    /// Frames of the fade at 60 fps, as the live loop paces them, the first one before it.
    public static func fadeFrames(catalog: AssetCatalog, size: Size) -> [Canvas] {
        let lab = fadeStarting(catalog: catalog)
        let images = ImageCache()
        var frames = [Scenes.frame(lab, size: size, images: images)]
        for _ in 0..<30 {
            lab.update(.advance(Interval(microseconds: 16_667)))
            frames.append(Scenes.frame(lab, size: size, images: images))
        }
        return frames
    }

    /// Bytes per frame during the fade: the changed cells only, as the recorder and the
    /// live screen write them, and the same frames painted whole.
    public static func fadeBytes(catalog: AssetCatalog, size: Size) -> (diff: [Int], full: [Int]) {
        let frames = fadeFrames(catalog: catalog, size: size)
        let encoder = ANSIEncoder()
        var diff: [Int] = []
        var full: [Int] = []
        for i in 1..<frames.count {
            diff.append(encoder.updateBytes(from: frames[i - 1], to: frames[i]).count)
            full.append(encoder.updateBytes(from: nil, to: frames[i]).count)
        }
        return (diff, full)
    }

    /// A frame as the presenter composes it, with its image cache.
    public static func frame(_ lab: Lab, size: Size, images: ImageCache) -> Canvas {
        images.beginFrame()
        return lab.render(size: size, images: images)
    }

    /// Composes and diffs `count` frames, advancing the clock by `step` before each: the
    /// harness's loop as one function an instruction-counting profiler can be pointed at.
    /// Returns the number of changed runs, so the work cannot be optimised away.
    public static func composeAndDiff(_ lab: Lab, size: Size, frames count: Int, step: Interval) -> Int {
        let images = ImageCache()
        var previous = Scenes.frame(lab, size: size, images: images)
        var changed = 0
        for _ in 0..<count {
            lab.update(.advance(step))
            let frame = Scenes.frame(lab, size: size, images: images)
            changed += changedRuns(old: previous, new: frame).count
            previous = frame
        }
        return changed
    }
}
