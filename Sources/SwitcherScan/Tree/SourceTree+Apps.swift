import Foundation
import SwitcherCore

/// Which files make which app: the walk's files grouped under the app roots it marked.
extension SourceTree {
    /// Each file to the deepest app root above it of its platform. An Info.plist marks an app
    /// only where no project above it does (a target's Info.plist lives inside its project's
    /// directory). Files no app of their platform holds are a library of that platform.
    static func group(_ files: [File], markers: [Marker]) -> [App] {
        var roots: [App] = []
        let projects = markers.filter(\.isProject)
        for marker in markers {
            let covered = roots.contains { $0.root == marker.root && $0.platform == marker.platform }
            let underProject =
                marker.platform.nestsAppMarkers && !marker.isProject
                && projects.contains { isAncestor($0.root, of: marker.root) }
            if covered || underProject { continue }
            // An Info.plist below another Info.plist's directory (an extension's) is not an app.
            if marker.platform.nestsAppMarkers, !marker.isProject,
                roots.contains(where: {
                    $0.platform == marker.platform && isAncestor($0.root, of: marker.root)
                })
            {
                continue
            }
            roots.removeAll {
                marker.platform.nestsAppMarkers && $0.platform == marker.platform
                    && !isProject($0.marker) && isAncestor(marker.root, of: $0.root)
            }
            roots.append(App(root: marker.root, platform: marker.platform, marker: marker.marker))
        }
        var loose: [File] = []
        for file in files {
            let candidates = roots.indices.filter {
                roots[$0].platform == file.language.platform && isAncestor(roots[$0].root, of: file.path)
            }
            if let best = candidates.max(by: { roots[$0].root.count < roots[$1].root.count }) {
                roots[best].files.append(file)
            } else {
                let same = roots.indices.filter { roots[$0].platform == file.language.platform }
                // Code beside the only app is the app's, unless that app is a plugin's example.
                if same.count == 1, !isExample(roots[same[0]].root) {
                    roots[same[0]].files.append(file)
                } else {
                    loose.append(file)
                }
            }
        }
        // What no app of its platform holds is read as a library of that platform, rooted
        // where its files meet: a plugin's iOS and Android halves are two libraries.
        for platform in [Platform.iOS, .android] {
            let own = loose.filter { $0.language.platform == platform }
            guard !own.isEmpty else { continue }
            var app = App(
                root: commonDirectory(own.map(\.path)), platform: platform, marker: ".", files: own)
            app.isLibrary = true
            roots.append(app)
        }
        roots.sort { $0.root < $1.root }
        return roots
    }

    /// Whether an app's root is an example or sample of the library beside it (`example/ios`,
    /// `samples/demo-app`, `sample-integration-android`): a folder on its path is named so, or
    /// its first or last word is (words joined by `-` or `_`).
    public static func isExample(_ root: String) -> Bool {
        let names: Set = [
            "example", "examples", "sample", "samples", "demo", "demos", "exampleapp", "sampleapp", "demoapp",
        ]
        return root.split(separator: "/").contains { folder in
            let lowered = folder.lowercased()
            // `example-app` and `example_app` as `exampleapp`.
            let words = lowered.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
            return names.contains(words.joined())
                || words.count > 1 && (names.contains(words[0]) || names.contains(words[words.count - 1]))
        }
    }

    /// The deepest directory holding every path ("" for the top).
    static func commonDirectory(_ paths: [String]) -> String {
        var common: [Substring]? = nil
        for path in paths {
            let directory = path.split(separator: "/").dropLast()
            guard let known = common else {
                common = Array(directory)
                continue
            }
            common = Array(zip(known, directory).prefix { $0 == $1 }.map(\.0))
        }
        return (common ?? []).joined(separator: "/")
    }

    /// Whether directory `root` ("" for the top) holds `path`.
    static func isAncestor(_ root: String, of path: String) -> Bool {
        root.isEmpty || path == root || path.hasPrefix(root + "/")
    }
}
