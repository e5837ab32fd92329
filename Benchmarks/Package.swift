// swift-tools-version: 6.1
// The performance budget of BENCHMARKS.md, measured: a package of its own so that the benchmark
// harness stays out of the main build. Run everything with `scripts/bench` from the root.
import Foundation
import PackageDescription

// A path dependency is known by its folder's name: whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent.lowercased()

let package = Package(
    name: "SwitcherLabBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(
            url: "https://github.com/ordo-one/package-benchmark", from: "1.29.0", traits: ["MallocInterposer"]
        ),
    ],
    targets: [
        // The scenes the benchmarks measure, shared by the harness and the byte counter.
        .target(name: "BenchScenes", dependencies: [.product(name: "SwitcherLabKit", package: root)]),
        // Compose + diff time per frame, under the harness (medians, percentiles, memory).
        .executableTarget(
            name: "Frame",
            dependencies: ["BenchScenes", .product(name: "Benchmark", package: "package-benchmark")],
            path: "Benchmarks/Frame",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]),
        // Bytes per frame during an overlay fade against a full repaint: a count, not a time.
        .executableTarget(name: "fade-bytes", dependencies: ["BenchScenes"]),
        // A fixed number of frames for an instruction-counting profiler (callgrind).
        .executableTarget(name: "frame-profile", dependencies: ["BenchScenes"]),
    ],
    swiftLanguageModes: [.v6]
)
