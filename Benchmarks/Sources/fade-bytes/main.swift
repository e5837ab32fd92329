import BenchScenes
import Foundation
import SwitcherCore

// DESIGN §8: bytes written per frame during a 0.5 s overlay fade must be at most 10 % of a
// full repaint of the same frames. Deterministic: the frames come from the virtual clock.
let size = Size(width: 120, height: 40)
let (diff, full) = Scenes.fadeBytes(catalog: Scenes.catalog(), size: size)
let sorted = diff.sorted()
let median = sorted[sorted.count / 2]
let ratio = Double(diff.reduce(0, +)) / Double(full.reduce(0, +))
print(
    "fade-bytes frames=\(diff.count) median=\(median) min=\(sorted.first!) max=\(sorted.last!)"
        + " full-median=\(full.sorted()[full.count / 2]) ratio=\(String(format: "%.3f", ratio))")
