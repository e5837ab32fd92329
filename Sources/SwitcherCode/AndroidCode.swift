import SwitcherCore

/// The Android strategies' code: the Activity's callbacks, in Kotlin or Java.
enum AndroidCode {
    static func method(_ callback: ActivityCode.Callback, kotlin: Bool) -> String {
        let create = callback.name == "onCreate"
        let signature =
            kotlin
            ? "override fun \(callback.name)(\(create ? "savedInstanceState: Bundle?" : ""))"
            : "@Override\nprotected void \(callback.name)(\(create ? "Bundle savedInstanceState" : ""))"
        let superCall = "super.\(callback.name)(\(create ? "savedInstanceState" : ""))\(kotlin ? "" : ";")"
        return "\(signature) {\n" + ListingText.indent(superCall + "\n" + callback.body) + "\n}"
    }

    static func file(_ context: CodeContext, _ code: ActivityCode) -> CodeFile {
        let kotlin = context.listing.kotlin
        let name = kotlin ? "MainActivity.kt" : "MainActivity.java"
        let (callbacks, members, imports) = (code.callbacks, code.members, code.imports)
        let all = (["android.os.Bundle", "androidx.appcompat.app.AppCompatActivity"] + imports).sorted()
        let importLines = all.map { "import \($0)\(kotlin ? "" : ";")" }.joined(separator: "\n")
        let classLine =
            kotlin
            ? "class MainActivity : AppCompatActivity()"
            : "public class MainActivity extends AppCompatActivity"
        let body = ListingText.blocks(members + callbacks.map { method($0, kotlin: kotlin) })
        let text = ListingText.blocks([
            context.listing.heading(name), "package com.example.app\(kotlin ? "" : ";")", importLines,
            "\(classLine) {\n" + ListingText.indent(body) + "\n}",
        ])
        return CodeFile(name: name, text: text + "\n")
    }

    static func snippet(_ context: CodeContext, _ code: ActivityCode) -> String {
        let kotlin = context.listing.kotlin
        let (callbacks, members, imports) = (code.callbacks, code.members, code.imports)
        let importLines = imports.map { "import \($0)\(kotlin ? "" : ";")" }.joined(separator: "\n")
        return ListingText.blocks(
            [
                "// Add to MainActivity.\(kotlin ? "kt" : "java"), its imports:", importLines,
                "// In the class:",
            ]
                + members + callbacks.map { method($0, kotlin: kotlin) }) + "\n"
    }
}
