import SwitcherCore

/// An Android project's modules as Gradle builds them, where it has several application
/// modules (so that no one of them is simply "the app"): a folder with a manifest and no
/// Gradle file of its own inside a module (a product flavour's or build type's source set,
/// `wallet/prod`) is part of that module; and each application module is read with the
/// modules it names (`implementation project(':common')`), and theirs, so that a base
/// Activity in a library module is the app's code. A library module an app is built with gets
/// no verdict of its own.
enum AndroidModules {
    static func assemble(_ readings: inout [AppReading], notes: inout [String]) {
        mergeSourceSets(&readings)
        let apps = readings.indices.filter {
            readings[$0].platform.buildsGradleModules && readings[$0].product == .application
                && !SourceTree.isExample(readings[$0].root)
        }
        // One application module takes every module of its project as it is (AppAssembly).
        guard apps.count > 1 else { return }
        var used: Set<Int> = []
        for app in apps {
            let modules = builtWith(app, in: readings)
            guard !modules.isEmpty else { continue }
            for index in modules {
                readings[app].facts += readings[index].facts
                readings[app].filesRead.merge(readings[index].filesRead, uniquingKeysWith: +)
            }
            used.formUnion(modules.filter { readings[$0].product != .application })
            let names = modules.map { readings[$0].root }
            notes.append(
                "\(readings[app].marker): built with \(modules.count) module\(modules.count == 1 ? "" : "s"),"
                    + " read as part of the app (\(names.prefix(5).joined(separator: ", "))"
                    + "\(names.count > 5 ? ", …" : ""))")
        }
        for index in used.sorted(by: >) { readings.remove(at: index) }
    }

    /// The modules `app` is built with, its dependencies' dependencies too, in the order found.
    static func builtWith(_ app: Int, in readings: [AppReading]) -> [Int] {
        var found: [Int] = []
        var queue = [app]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            for path in readings[current].moduleDependencies {
                guard let module = module(path, from: readings[current].root, in: readings),
                    module != app, !found.contains(module)
                else { continue }
                found.append(module)
                queue.append(module)
            }
        }
        return found
    }

    /// The Android module a Gradle path names, seen from the module at `root`: `:a:b` is the
    /// folder `a/b` of the project's top, which is the nearest folder above `root` that holds it.
    static func module(_ path: String, from root: String, in readings: [AppReading]) -> Int? {
        let relative = path.split(separator: ":").joined(separator: "/")
        guard !relative.isEmpty else { return nil }
        var top: [Substring] = root == "." ? [] : Array(root.split(separator: "/").dropLast())
        while true {
            let candidate = (top + [Substring(relative)]).joined(separator: "/")
            if let index = readings.firstIndex(where: {
                $0.platform.buildsGradleModules && $0.root == candidate
            }) {
                return index
            }
            guard !top.isEmpty else { return nil }
            top.removeLast()
        }
    }

    /// A folder with a manifest but no Gradle file, inside an Android module that has one: a
    /// source set of that module, read as part of it.
    static func mergeSourceSets(_ readings: inout [AppReading]) {
        var merged: [Int] = []
        for index in readings.indices
        where readings[index].platform.buildsGradleModules && readings[index].product == nil
            && !readings[index].isLibrary
        {
            let root = readings[index].root
            let owners = readings.indices.filter {
                readings[$0].platform.buildsGradleModules && readings[$0].product != nil
                    && SourceTree.isAncestor(readings[$0].root == "." ? "" : readings[$0].root, of: root)
                    && readings[$0].root != root
            }
            guard let owner = owners.max(by: { readings[$0].root.count < readings[$1].root.count }) else {
                continue
            }
            readings[owner].facts += readings[index].facts
            readings[owner].filesRead.merge(readings[index].filesRead, uniquingKeysWith: +)
            merged.append(index)
        }
        for index in merged.reversed() { readings.remove(at: index) }
    }
}
