import BenchScenes
import Benchmark
import SwitcherCore
import SwitcherUI

/// The frame budget of BENCHMARKS.md: compose + diff of a 120×40 frame with the switcher
/// open (three cards and the panels) must take at most 0.5 ms.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        // No CPU time: the kernel counts it in 10 ms ticks, far coarser than a frame.
        metrics: [.wallClock, .throughput, .peakMemoryResident, .mallocCountTotal],
        timeUnits: .microseconds, warmupIterations: 50, maxDuration: .seconds(5), maxIterations: 5_000)

    let catalog = Scenes.catalog()
    let size = Size(width: 120, height: 40)

    Benchmark("compose+diff 120x40, switcher open") { benchmark in
        let lab = Scenes.switcherOpen(catalog: catalog)
        let images = ImageCache()
        var previous = Scenes.frame(lab, size: size, images: images)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let frame = Scenes.frame(lab, size: size, images: images)
            blackHole(changedRuns(old: previous, new: frame))
            previous = frame
        }
    }

    Benchmark("compose+diff 120x40, overlay fading") { benchmark in
        let lab = Scenes.fadeStarting(catalog: catalog)
        let images = ImageCache()
        var previous = Scenes.frame(lab, size: size, images: images)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            // Stay inside the 0.5 s fade: 1 µs of virtual time per frame.
            lab.update(.advance(Interval(microseconds: 1)))
            let frame = Scenes.frame(lab, size: size, images: images)
            blackHole(changedRuns(old: previous, new: frame))
            previous = frame
        }
    }
}
