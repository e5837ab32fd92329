import Foundation
import SwitcherCore

/// The spec applied to an app the tree found: its files narrowed to the app target's and its
/// dependencies', and the facts the spec gives (the target is an app, its devices, its
/// deployment target).
enum XcodeGenSpec {
    /// Narrows `app` to its spec's app target; the facts read and the number of spec files,
    /// nil where the app has a project.pbxproj or no spec with targets, or is built by Gradle
    /// rather than in an Xcode project.
    static func apply(to app: inout SourceTree.App, in tree: SourceTree, limit: Int, notes: inout [String])
        -> (
            facts: [AppFact], files: Int
        )?
    {
        guard !app.platform.buildsGradleModules, !app.isLibrary,
            !app.files.contains(where: { $0.language == .pbxproj })
        else { return nil }
        let base = app.root.isEmpty ? tree.directory : tree.directory.appendingPathComponent(app.root)
        let loader = XcodeGenProject.Loader(root: base, scanned: tree.directory, limit: limit)
        guard let project = XcodeGenProject.read(loader, relative: app.root) else { return nil }
        let spec = XcodeGenProject.joined(app.root, "project.yml")
        guard let target = project.app else {
            let apps = project.targets.filter { $0.type == "application" }.map(\.name)
            notes.append(
                "\(spec): \(apps.isEmpty ? "no application target" : "no one of its application targets (\(apps.joined(separator: ", "))) named as the project")"
                    + ": every file read as the app's")
            return ([], project.files.count)
        }
        if let unfollowed = project.unfollowed {
            notes.append(
                "\(spec): \(unfollowed), which the scan does not follow: every file read as the app's")
            return ([], project.files.count)
        }
        let built = project.closure(of: target)
        let prefix = app.root.isEmpty ? "" : app.root + "/"
        let before = app.files.count
        app.files.removeAll { file in
            let inner = String(file.path.dropFirst(prefix.count))
            return inner != target.infoPlist && !XcodeGenProject.holds(built, inner)
        }
        let others = project.otherApps
        let dropped = before - app.files.count
        if dropped > 0 {
            let dependencies = built.count - 1
            notes.append(
                "\(spec): the app is its target \(target.name)"
                    + (dependencies > 0
                        ? " and the \(dependencies) target\(dependencies == 1 ? "" : "s") it depends on" : "")
                    + ": \(dropped) file\(dropped == 1 ? "" : "s") of its other targets not read as the app's"
                    + (others.isEmpty ? "" : " (other apps: \(others.prefix(5).joined(separator: ", ")))"))
        }
        var facts = [AppFact(location: target.location, language: .xcodegen, kind: .product(.application))]
        // XcodeGen's iOS preset: iPhone and iPad.
        if let family = project.setting(
            "TARGETED_DEVICE_FAMILY", of: target, loader, relative: app.root, preset: "1,2")
        {
            let families = InfoPlistReader.families(family.value.split(separator: ",").map(String.init))
            facts.append(
                AppFact(location: family.location, language: .xcodegen, kind: .deviceFamily(families)))
        }
        if let version = target.deploymentTarget ?? project.deploymentTarget {
            facts.append(
                AppFact(location: target.location, language: .xcodegen, kind: .deploymentTarget(version)))
        } else if let version = project.setting(
            "IPHONEOS_DEPLOYMENT_TARGET", of: target, loader, relative: app.root)
        {
            facts.append(
                AppFact(
                    location: version.location, language: .xcodegen, kind: .deploymentTarget(version.value)))
        }
        return (facts, project.files.count)
    }
}
