import SwitcherScan
import Testing

@Suite struct FactTests {
    @Test func languagesByFileName() {
        #expect(SourceLanguage.of(fileName: "SceneDelegate.swift") == .swift)
        #expect(SourceLanguage.of(fileName: "AppDelegate.m") == .objectiveC)
        #expect(SourceLanguage.of(fileName: "project.pbxproj") == .pbxproj)
        #expect(SourceLanguage.of(fileName: "AndroidManifest.xml") == .androidManifest)
        #expect(SourceLanguage.of(fileName: "README.md") == nil)
    }

    @Test func snippetsAreTerminalSafe() {
        let text = ScanText.snippet("let a =\t\u{1B}[2J 1\n  // x")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
        #expect(text.hasPrefix("let a = "))
    }
}
