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
        var configuration = LabConfiguration(catalog: catalog)
        configuration.app = nil
        let lab = Lab(configuration)
        let world = lab.world
        for app in ["Bank", "Messages", "Medical ID"] {
            world.send(.launch(app))
            world.clock.advance(by: .seconds(1))
            if app != "Medical ID" {
                world.send(.home)
                world.clock.advance(by: .seconds(2))
            }
        }
        world.send(.switcherGesture(on: world.device))
        world.clock.advance(by: .seconds(1))
        return lab
    }

    /// Medical ID in front with the article's 0.5 s colour overlay, and a Face ID prompt
    /// just raised: the overlay fades in over the next 0.5 s. The lab's default lifecycle has
    /// scenes, so the code is ported to the scene delegate (in the app delegate, as the article
    /// wrote it, UIKit would never call it and nothing would fade).
    public static func fadeStarting(catalog: AssetCatalog) -> Lab {
        var configuration = LabConfiguration(catalog: catalog)
        configuration.strategy = StrategyConfiguration(id: "color-overlay", host: .sceneDelegate)
        let lab = Lab(configuration)
        lab.world.clock.advance(by: .seconds(1))
        lab.world.send(.faceID)
        return lab
    }

    /// Frames of the fade at 60 fps, as the live loop paces them, the first one before it.
    public static func fadeFrames(catalog: AssetCatalog, size: Size) -> [Canvas] {
        let lab = fadeStarting(catalog: catalog)
        var frames = [lab.render(size: size)]
        for _ in 0..<30 {
            lab.world.clock.advance(by: Interval(microseconds: 16_667))
            frames.append(lab.render(size: size))
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

    /// Composes and diffs `count` frames, advancing the clock by `step` before each: the
    /// harness's loop as one function an instruction-counting profiler can be pointed at.
    /// Returns the number of changed runs, so the work cannot be optimised away.
    public static func composeAndDiff(_ lab: Lab, size: Size, frames count: Int, step: Interval) -> Int {
        var previous = lab.render(size: size)
        var changed = 0
        for _ in 0..<count {
            lab.world.clock.advance(by: step)
            let frame = lab.render(size: size)
            changed += changedRuns(old: previous, new: frame).count
            previous = frame
        }
        return changed
    }
}
