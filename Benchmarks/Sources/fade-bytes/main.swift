import BenchScenes
import Foundation
import SwitcherCore

// The budget of BENCHMARKS.md: bytes written per frame during a 0.5 s overlay fade must be
// at most 10 % of a full repaint of the same frames. Deterministic: the frames come from the
// virtual clock.
// `ratio` is over the whole fade (all bytes written against all bytes of full repaints);
// `frame-median` and `frame-max` are the same ratio frame by frame.
let size = Size(width: 120, height: 40)
let (diff, full) = Scenes.fadeBytes(catalog: Scenes.catalog(), size: size)
func median<T: Comparable>(_ values: [T]) -> T { values.sorted()[values.count / 2] }
let ratio = Double(diff.reduce(0, +)) / Double(full.reduce(0, +))
let perFrame = zip(diff, full).map { Double($0) / Double($1) }
print(
    "fade-bytes frames=\(diff.count) median=\(median(diff)) min=\(diff.min()!) max=\(diff.max()!)"
        + " full-median=\(median(full)) ratio=\(String(format: "%.3f", ratio))"
        + " frame-median=\(String(format: "%.3f", median(perFrame)))"
        + " frame-max=\(String(format: "%.3f", perFrame.max()!))")
