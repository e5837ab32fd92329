import SwitcherCore

/// The apps as they are built, from the folders the tree found: the library modules and
/// frameworks of the one app of their platform read as part of it, calls followed across all
/// of them, and what builds no app (a library, tests, a plugin's example) with no lifecycle
/// code of its own left without a verdict, said in the notes.
enum AppAssembly {
    static func assemble(_ readings: [AppReading], notes: inout [String]) -> [AppReading] {
        var readings = readings
        // Calls go into any module: a helper in a library module, an extension in a framework.
        // The maps calls are followed through, built once: functions by name, protocols'
        // conforming types.
        let extensions = readings.flatMap(\.appFacts).filter { $0.kind == .appExtension }.map {
            $0.location.file.split(separator: "/").dropLast().joined(separator: "/")
        }
        // One per platform: an iOS handler never calls into the Android half (C#'s two halves
        // share their names, `Init`, `SetScreenSecurityProtection`).
        var indexes: [Platform: FollowedCalls.Index] = [:]
        for platform in [Platform.iOS, .android] {
            let own = readings.filter { $0.platform == platform }
            indexes[platform] = FollowedCalls.Index(
                functions: own.flatMap(\.functions), conformances: own.flatMap(\.conformances),
                extensions: extensions)
        }
        AndroidModules.assemble(&readings, notes: &notes)
        for platform in [Platform.iOS, .android] {
            let apps = readings.indices.filter {
                readings[$0].platform == platform && readings[$0].product == .application
                    && !SourceTree.isExample(readings[$0].root)
            }
            // With one app of the platform, its modules and frameworks are part of it: their
            // Activities and observers run in it.
            guard apps.count == 1, let app = apps.first else { continue }
            var merged: [Int] = []
            // The project the app is built in: the folder above its own (`app` → the top).
            let project = readings[app].root.split(separator: "/").dropLast().joined(separator: "/")
            for index in readings.indices where index != app && readings[index].platform == platform {
                let module = readings[index]
                guard module.product != .application, module.product != .test,
                    !SourceTree.isExample(module.root),
                    project.isEmpty || module.root == project || module.root.hasPrefix(project + "/")
                else { continue }
                readings[app].facts += module.facts
                // A module's app delegate may name the scene delegate (MODEL §67).
                readings[app].appFacts += module.appFacts.filter {
                    switch $0.kind {
                    case .sceneDelegateNamed, .delegateAdaptor: return true
                    default: return false
                    }
                }
                readings[app].filesRead.merge(module.filesRead, uniquingKeysWith: +)
                merged.append(index)
            }
            if !merged.isEmpty {
                let names = merged.map { readings[$0].root }
                notes.append(
                    "\(readings[app].marker): \(merged.count) module\(merged.count == 1 ? "" : "s") read as part of the app"
                        + " (\(names.prefix(5).joined(separator: ", "))\(names.count > 5 ? ", …" : ""))")
                for index in merged.reversed() { readings.remove(at: index) }
            }
        }
        var apps: [AppReading] = []
        for var reading in readings {
            if let index = indexes[reading.platform] {
                reading.facts = FollowedCalls.follow(reading.facts, index: index)
            }
            reading.functions = []
            reading.conformances = []
            // A plugin's example app with no lifecycle code of its own says nothing of the plugin.
            if SourceTree.isExample(reading.root), reading.facts.isEmpty {
                notes.append(
                    "\(reading.marker): an example app with no lifecycle code: no verdict of its own")
                continue
            }
            // A project or module that builds no app (a framework, a library module, tests) is a
            // library: with no lifecycle code of its own it gets no verdict, and says so.
            if let product = reading.product, product != .application {
                reading.isLibrary = true
                if reading.facts.isEmpty {
                    notes.append(
                        "\(reading.marker): builds a \(product == .test ? "test bundle" : "library"), not an app, and"
                            + " has no lifecycle code: no verdict of its own")
                    continue
                }
            }
            // Files no module holds (build scripts) beside an app of their platform: no lifecycle
            // code, and no app of their own.
            if reading.isLibrary, reading.product == nil, reading.facts.isEmpty,
                readings.contains(where: { $0.platform == reading.platform && $0.product == .application })
            {
                notes.append(
                    "\(reading.root): \(reading.platform) files outside every module, with no lifecycle code: no"
                        + " verdict of their own")
                continue
            }
            apps.append(reading)
        }
        return apps
    }
}
