import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherScan

/// An Android project with several application modules, read as Gradle builds it: each app
/// with the modules it names, a flavour's folder as part of its module, a Fragment's cover as
/// its own screen's.
@Suite struct AndroidModuleTests {
    /// A wallet app built with a `common` module whose base Activity adds FLAG_SECURE in
    /// onPause and clears it in onResume; a seed screen's Fragment adds it while shown; a
    /// second app (a checkout) beside it; a product flavour's manifest folder.
    static let project: [String: String] = [
        "settings.gradle": "include 'wallet'\ninclude ':common'\ninclude 'checkout'\n",
        "wallet/build.gradle": """
        apply plugin: 'com.android.application'

        dependencies {
            implementation project(path: ':common')
            implementation(project(':integration')) {
                exclude group: 'com.google.android'
            }
        }
        """,
        "wallet/AndroidManifest.xml": AppAssemblyTests.manifest("com.example.wallet"),
        "wallet/prod/AndroidManifest.xml": AppAssemblyTests.manifest("com.example.wallet"),
        "wallet/src/com/example/wallet/MainActivity.kt": """
        package com.example.wallet

        class MainActivity : LockActivity() {
            override fun onPause() {
                pinDialog.dismiss()
                super.onPause()
            }
        }
        """,
        "wallet/src/com/example/wallet/SeedFragment.kt": """
        package com.example.wallet

        class SeedFragment : Fragment(R.layout.seed) {
            override fun onResume() {
                super.onResume()
                requireActivity().window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
            }
        }
        """,
        "common/build.gradle": "plugins {\n    id 'com.android.library'\n}\n",
        "common/src/main/AndroidManifest.xml": AppAssemblyTests.manifest("com.example.common"),
        "common/src/main/java/com/example/common/SecureActivity.kt": """
        package com.example.common

        import android.view.WindowManager

        open class SecureActivity : AppCompatActivity() {
            override fun onPause() {
                window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
                super.onPause()
            }

            override fun onResume() {
                window.clearFlags(WindowManager.LayoutParams.FLAG_SECURE)
                super.onResume()
            }
        }
        """,
        "checkout/build.gradle": "apply plugin: 'com.android.application'\n",
        "checkout/AndroidManifest.xml": AppAssemblyTests.manifest("com.example.checkout"),
        "checkout/src/com/example/checkout/CheckoutActivity.java": """
        package com.example.checkout;

        public class CheckoutActivity extends Activity {
            @Override
            protected void onCreate(Bundle savedInstanceState) {
                super.onCreate(savedInstanceState);
            }
        }
        """,
    ]

    @Test func eachAppIsReadWithTheModulesItIsBuiltWith() throws {
        try withTemporaryDirectory { directory in
            try AppAssemblyTests.write(Self.project, in: directory)
            let reading = try Scanner.read(directory)
            // The library module is the wallet's, the flavour's folder too; no app of their own.
            #expect(reading.apps.map(\.root) == ["checkout", "wallet"])
            #expect(
                reading.notes.contains(
                    "wallet/AndroidManifest.xml: built with 1 module, read as part of the app (common)"))
            let wallet = try #require(reading.apps.first { $0.root == "wallet" })
            #expect(wallet.moduleDependencies == [":common", ":integration"])
            let report = try AppAssemblyTests.audit(wallet)
            let found = report.findings.map {
                "\($0.configuration?.id ?? "unrecognised") \($0.screen ?? "-")"
            }
            #expect(found.contains("secure-flag-on-pause -"), "\(found)")
            // The Fragment's flag is its own screen's: the base Activity's decides the card.
            #expect(found.contains("secure-flag SeedFragment"), "\(found)")
            #expect(report.leaksAnywhere)
            // A dialog taken down in onPause is no cover the scan could not read.
            #expect(report.unknown.isEmpty)
            #expect(!report.findings.contains { $0.unrecognised?.contains("dismiss") == true })
        }
    }

    /// Without the base Activity's pitfall, the Fragment's flag alone is the app's protection
    /// as before: a cover on one screen decides only where no cover for every screen exists.
    @Test func aFragmentsFlagAloneStillDecides() throws {
        try withTemporaryDirectory { directory in
            var files = Self.project
            files["common/src/main/java/com/example/common/SecureActivity.kt"] =
                "package com.example.common\n\nopen class SecureActivity : AppCompatActivity()\n"
            try AppAssemblyTests.write(files, in: directory)
            let reading = try Scanner.read(directory)
            let wallet = try #require(reading.apps.first { $0.root == "wallet" })
            let report = try AppAssemblyTests.audit(wallet)
            #expect(report.findings.compactMap(\.configuration?.id) == ["secure-flag"])
            #expect(!report.leaksAnywhere)
        }
    }

    @Test func gradleProjectDependenciesAreRead() {
        let text = """
            dependencies {
                implementation project(':core:common')
                api(project(path = ":feature:vault"))
                testImplementation project(path: ':test-utils', configuration: 'default')
            lintChecks(project(":lint"))
            prodImplementation(project(":flavoured"))
                implementation "com.example:project:1.0"
            }
            """
        let reading = GradleReader().read(
            ScannedFile(path: "app/build.gradle.kts", language: .gradle, bytes: Array(text.utf8)))
        let paths = reading.appFacts.compactMap {
            if case .moduleDependency(let path) = $0.kind { path } else { nil }
        }
        // Tests and tools are not built into the app; a flavour's configuration is.
        #expect(paths == [":core:common", ":feature:vault", ":flavoured"])
    }

    /// A folder whose first or last word names a sample or an example is one; a word that
    /// merely starts so is not.
    @Test(arguments: [
        ("sample-integration-android", true), ("example-app", true), ("ios/Example", true),
        ("wallet-demo", true), ("samples/Bank", true), ("examplebank", false), ("sampler", false),
        ("wallet", false), ("app/src/main", false),
    ])
    func anExamplesFolderIsToldByItsWords(_ root: String, _ example: Bool) {
        #expect(SourceTree.isExample(root) == example)
    }
}
