import Foundation

/// Reads AndroidManifest.xml as text: the `package`, each `<activity>`'s name, `<uses-sdk>`'s
/// `minSdkVersion`/`targetSdkVersion`. Only the tags' attributes are read, never entities
/// or anything they point to.
public struct ManifestReader: SourceReader {
    public init() {}

    public func read(_ file: ScannedFile) -> FileReading {
        let bytes = Array(file.text.utf8)
        var facts: [AppFact] = []
        var line = 1
        var index = 0
        func fact(_ kind: AppFactKind, _ at: Int) {
            facts.append(AppFact(location: file.location(line: at), language: .androidManifest, kind: kind))
        }
        while index < bytes.count {
            if bytes[index] == 0x0A { line += 1 }
            if bytes[index] == 0x3C, index + 4 < bytes.count, bytes[index + 1] == 0x21,
                bytes[index + 2] == 0x2D,
                bytes[index + 3] == 0x2D
            {
                // A comment: to `-->`, its lines counted.
                index += 4
                while index < bytes.count
                    && !(bytes[index] == 0x3E && bytes[index - 1] == 0x2D && bytes[index - 2] == 0x2D)
                {
                    if bytes[index] == 0x0A { line += 1 }
                    index += 1
                }
                index += 1
                continue
            }
            guard bytes[index] == 0x3C else {
                index += 1
                continue
            }
            let start = index
            let tagLine = line
            var end = index + 1
            while end < bytes.count && bytes[end] != 0x3E && bytes[end] != 0x3C { end += 1 }
            let tag = String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
            line += tag.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            index = end
            let attributes = Self.attributes(tag)
            switch Self.tagName(tag) {
            case "manifest":
                if let name = attributes["package"] { fact(.name(name), tagLine) }
            case "activity", "activity-alias":
                if let name = attributes["android:name"] { fact(.androidActivity(name), tagLine) }
            case "uses-sdk":
                if let value = attributes["android:minSdkVersion"].flatMap(Int.init) {
                    fact(.androidMinSdk(value), tagLine)
                }
                if let value = attributes["android:targetSdkVersion"].flatMap(Int.init) {
                    fact(.androidTargetSdk(value), tagLine)
                }
            default:
                break
            }
        }
        return FileReading(appFacts: facts)
    }

    static func tagName(_ tag: String) -> String {
        String(tag.dropFirst().prefix { !$0.isWhitespace && $0 != "/" && $0 != ">" })
    }

    /// `name="value"` pairs of one tag, values terminal-safe.
    static func attributes(_ tag: String) -> [String: String] {
        var result: [String: String] = [:]
        var rest = Substring(tag)
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
            var value = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
            guard let quote = value.first, quote == "\"" || quote == "'" else {
                rest = value
                continue
            }
            value = value.dropFirst()
            let close = value.firstIndex(of: quote) ?? value.endIndex
            result[name] = ScanText.snippet(String(value[..<close]), limit: 120)
            rest = close < value.endIndex ? value[value.index(after: close)...] : ""
        }
        return result
    }
}

/// Reads build.gradle / build.gradle.kts from tokens: `minSdk`/`minSdkVersion` and
/// `targetSdk`/`targetSdkVersion` when a literal follows (`minSdk 24`, `minSdk = 24`,
/// `minSdkVersion(24)`); an expression is left unread. `applicationId` names the app, and
/// `project(':common')` (or `project(path: ":common")`) names a module it is built with.
public struct GradleReader: SourceReader {
    public init() {}

    public func read(_ file: ScannedFile) -> FileReading {
        let stream = TokenStream(file.text, dialect: .gradle)
        var facts: [AppFact] = []
        // `id 'com.android.library'`, `id("com.android.application")`, and a version
        // catalog's `alias(libs.plugins.android.library)`.
        for index in stream.tokens.indices {
            let product: ProductKind?
            let token = stream[index]
            // Groovy's 'single-quoted' ids are character tokens to the tokenizer.
            let quoted = token.kind == .character ? String(token.text.dropFirst().dropLast()) : nil
            if let id = token.stringContents ?? quoted {
                // A plugin id: Android's own, or a convention plugin's (`io.element.android-library`).
                let plugin = !id.contains(" ") && id.contains(".") && id.lowercased().contains("android")
                product =
                    plugin && (id.hasSuffix("application") || id.hasSuffix("app"))
                    ? .application
                    : plugin && id.hasSuffix("library") ? .library : nil
            } else {
                let text = stream[index].text
                // The end of a plugin's reference (`libs.plugins.android.application`), not a
                // part of a longer one (`….application.get()`).
                let android = stream.text(index - 2) == "android" && stream.text(index + 1) != "."
                product =
                    android && (text == "application" || text == "app")
                    ? .application
                    : android && text == "library" ? .library : nil
            }
            // `alias(…android.application) apply false` in the root build file declares the
            // plugin for the modules; it applies it to none.
            guard let product, !facts.contains(where: { $0.kind == .product(product) }) else { continue }
            var after = index + 1
            while after < min(stream.count, index + 8) && stream.text(after) != "apply" { after += 1 }
            if stream.text(after) != "apply" || stream.text(after + 1) != "false" {
                facts.append(fact(.product(product), file, stream[index].line))
            }
        }
        for index in stream.tokens.indices where stream[index].kind == .identifier {
            var value = index + 1
            if stream.text(value) == "=" || stream.text(value) == "(" { value += 1 }
            let line = stream[index].line
            let ends =
                value + 1 >= stream.count || [")", ";"].contains(stream.text(value + 1))
                || stream[value + 1].line != stream[value].line
            switch stream[index].text {
            case "minSdk", "minSdkVersion":
                if ends, let level = wholeNumber(stream.literal(value)) {
                    facts.append(fact(.androidMinSdk(level), file, line))
                }
            case "targetSdk", "targetSdkVersion":
                if ends, let level = wholeNumber(stream.literal(value)) {
                    facts.append(fact(.androidTargetSdk(level), file, line))
                }
            case "project":
                // `project(':a:b')`, `project(path: ':a:b')`, `project(path = ":a:b")`.
                guard stream.text(index + 1) == "(" else { continue }
                // The configuration: `implementation project(…)`, `implementation(project(…))`.
                // Tests, lint and tools are not built into the app.
                let configuration =
                    stream.text(index - 1) == "(" ? stream.text(index - 2) : stream.text(index - 1)
                if configuration.hasPrefix("test") || configuration.hasPrefix("androidTest")
                    || [
                        "lintChecks", "kover", "baselineProfile", "detektPlugins", "ksp", "kapt",
                        "annotationProcessor",
                    ]
                    .contains(configuration)
                {
                    continue
                }
                var argument = index + 2
                if stream.text(argument) == "path", [":", "="].contains(stream.text(argument + 1)) {
                    argument += 2
                }
                guard argument < stream.count else { continue }
                let token = stream[argument]
                let path =
                    token.kind == .character
                    ? String(token.text.dropFirst().dropLast()) : token.stringContents
                if let path, path.hasPrefix(":"), !path.contains(" ") {
                    facts.append(fact(.moduleDependency(ScanText.snippet(path, limit: 200)), file, line))
                }
            case "applicationId":
                if let name = stream[min(value, stream.count - 1)].stringContents, ends {
                    facts.append(fact(.name(ScanText.snippet(name, limit: 120)), file, line))
                }
            default:
                continue
            }
        }
        return FileReading(appFacts: facts)
    }

    func fact(_ kind: AppFactKind, _ file: ScannedFile, _ line: Int) -> AppFact {
        AppFact(location: file.location(line: line), language: .gradle, kind: kind)
    }
}
