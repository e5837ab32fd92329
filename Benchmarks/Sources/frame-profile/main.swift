import BenchScenes
import Foundation
import SwitcherCore
import SwitcherUI

// A fixed workload for an instruction-counting profiler (the frame budget of BENCHMARKS.md):
//   valgrind --tool=callgrind --toggle-collect='*composeAndDiff*' .build/release/frame-profile switcher 200
// composes and diffs `count` frames of a scene, as the harness does, so that instruction
// counts per frame can be compared before and after a change.
let arguments = CommandLine.arguments.dropFirst()
let scene = arguments.first ?? "switcher"
let count = arguments.dropFirst().first.flatMap(Int.init) ?? 200
let size = Size(width: 120, height: 40)
let catalog = Scenes.catalog()

let lab: Lab
let step: Interval
switch scene {
case "switcher":
    lab = Scenes.switcherOpen(catalog: catalog)
    step = .zero
case "fade":
    lab = Scenes.fadeStarting(catalog: catalog)
    step = Interval(microseconds: 1)
default:
    FileHandle.standardError.write(Data("frame-profile: unknown scene '\(scene)' (switcher, fade)\n".utf8))
    exit(2)
}

let changed = Scenes.composeAndDiff(lab, size: size, frames: count, step: step)
print("frame-profile scene=\(scene) frames=\(count) changed-runs=\(changed)")
