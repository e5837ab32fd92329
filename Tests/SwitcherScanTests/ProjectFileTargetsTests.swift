import Foundation
import SwitcherTestSupport
import Testing

@testable import SwitcherScan

/// project.pbxproj read per target: the app's devices and deployment target are its application
/// targets' (or the project's, where a target inherits), never a test target's or an extension's.
@Suite struct ProjectFileTargetsTests {
    /// An iPhone-only app target that sets its own deployment target, a universal unit-test
    /// target and a widget with a lower one, a project-level default the app overrides.
    static func project(appFamily: String? = "1", appTarget: String = "application") -> String {
        let family = appFamily.map { "\t\t\t\tTARGETED_DEVICE_FAMILY = \($0);\n" } ?? ""
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {

            /* Begin PBXNativeTarget section */
            \t\tAAAA00000000000000000001 /* Vault */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = AAAA00000000000000000011 /* Build configuration list for PBXNativeTarget "Vault" */;
            \t\t\tbuildPhases = (
            \t\t\t\tAAAA00000000000000000099 /* Sources */,
            \t\t\t);
            \t\t\tname = Vault;
            \t\t\tproductName = Vault;
            \t\t\tproductType = "com.apple.product-type.\(appTarget)";
            \t\t};
            \t\tAAAA00000000000000000002 /* VaultTests */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = AAAA00000000000000000012 /* Build configuration list for PBXNativeTarget "VaultTests" */;
            \t\t\tname = VaultTests;
            \t\t\tproductName = VaultTests;
            \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
            \t\t};
            \t\tAAAA00000000000000000003 /* VaultWidget */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = AAAA00000000000000000013 /* Build configuration list for PBXNativeTarget "VaultWidget" */;
            \t\t\tname = VaultWidget;
            \t\t\tproductType = "com.apple.product-type.app-extension";
            \t\t};
            /* End PBXNativeTarget section */

            /* Begin PBXProject section */
            \t\tAAAA00000000000000000000 /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tbuildConfigurationList = AAAA00000000000000000010 /* Build configuration list for PBXProject "Vault" */;
            \t\t};
            /* End PBXProject section */

            /* Begin XCBuildConfiguration section */
            \t\tAAAA00000000000000000020 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 14.0;
            \t\t\t\tSDKROOT = iphoneos;
            \t\t\t\tTARGETED_DEVICE_FAMILY = "1,2";
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tAAAA00000000000000000021 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tINFOPLIST_KEY_CFBundleDisplayName = Vault;
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;
            \(family)\t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tAAAA00000000000000000022 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tTARGETED_DEVICE_FAMILY = "1,2";
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tAAAA00000000000000000023 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tINFOPLIST_KEY_CFBundleDisplayName = "Vault Widget";
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 13.0;
            \t\t\t\tTARGETED_DEVICE_FAMILY = "1,2";
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            /* End XCBuildConfiguration section */

            /* Begin XCConfigurationList section */
            \t\tAAAA00000000000000000010 /* Build configuration list for PBXProject "Vault" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\tAAAA00000000000000000020 /* Debug */,
            \t\t\t);
            \t\t};
            \t\tAAAA00000000000000000011 /* Build configuration list for PBXNativeTarget "Vault" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\tAAAA00000000000000000021 /* Debug */,
            \t\t\t);
            \t\t};
            \t\tAAAA00000000000000000012 /* Build configuration list for PBXNativeTarget "VaultTests" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\tAAAA00000000000000000022 /* Debug */,
            \t\t\t);
            \t\t};
            \t\tAAAA00000000000000000013 /* Build configuration list for PBXNativeTarget "VaultWidget" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\tAAAA00000000000000000023 /* Debug */,
            \t\t\t);
            \t\t};
            /* End XCConfigurationList section */
            \t};
            \trootObject = AAAA00000000000000000000 /* Project object */;
            }

            """
    }

    static let appDelegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }

        """

    static func read(_ pbxproj: String) throws -> AppReading {
        try AppAssemblyTests.firstApp(
            ["Vault.xcodeproj/project.pbxproj": pbxproj, "Vault/AppDelegate.swift": appDelegate])
    }

    @Test func theAppTargetsSettingsAreTheAppsAndATestTargetsAreNot() throws {
        let app = try Self.read(Self.project())
        // The unit-test target and the widget are universal; the app is iPhone-only.
        #expect(app.devices == [.iphone])
        // The app's own 16.0 overrides the project's 14.0; the widget's 13.0 is not the app's.
        #expect(app.deploymentTarget == 16)
        #expect(app.name == "Vault")
        // Every fact read is on a line of the app target's own configuration.
        let text = Self.project().split(separator: "\n", omittingEmptySubsequences: false)
        let opening = try #require(
            text.firstIndex { $0.contains("AAAA00000000000000000021 /* Debug */ = {") })
        let lines = app.appFacts.filter {
            if case .product = $0.kind { false } else { $0.language == .pbxproj }
        }.map(\.location.line)
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { (opening + 1...opening + 8).contains($0) }, "\(app.appFacts)")
    }

    @Test func aSettingTheAppTargetLeavesOutIsTheProjects() throws {
        // No TARGETED_DEVICE_FAMILY of the app's own: the project's, iPhone and iPad.
        let app = try Self.read(Self.project(appFamily: nil))
        #expect(app.devices == [.iphone, .ipad])
        #expect(app.deploymentTarget == 16)
    }

    @Test func aProjectWithNoApplicationTargetCountsEveryConfiguration() {
        // A framework's project: no app target to speak for, so every configuration is read.
        let lines = Self.project(appTarget: "framework").split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(
            ProjectFileTargets(lines: lines).appConfigurations(for: ProjectFileReader.buildSettings) == nil)
    }

    @Test func objectsAndListEntriesAreReadAsXcodeWritesThem() {
        #expect(
            ProjectFileTargets.opening("\t\tAAAA00000000000000000001 /* Vault */ = {")
                == "AAAA00000000000000000001")
        #expect(ProjectFileTargets.opening("\t\t\tbuildSettings = {") == "buildSettings")
        #expect(ProjectFileTargets.opening("\t\t\tname = Vault;") == nil)
        #expect(
            ProjectFileTargets.entry("\t\t\t\tAAAA00000000000000000020 /* Debug */,")
                == "AAAA00000000000000000020")
        #expect(ProjectFileTargets.entry("\t\t\t);") == nil)
        let targets = ProjectFileTargets(
            lines: Self.project().split(separator: "\n", omittingEmptySubsequences: false))
        // `buildSettings = {` opens no object: its next line is no `isa`.
        #expect(targets.objects["buildSettings"] == nil)
        #expect(targets.objects["AAAA00000000000000000011"]?.entries == ["AAAA00000000000000000021"])
        let counted = targets.appConfigurations(for: ProjectFileReader.buildSettings)
        #expect(counted?["AAAA00000000000000000021"]?.contains("TARGETED_DEVICE_FAMILY") == true)
        #expect(counted?["AAAA00000000000000000022"] == nil)
        #expect(counted?["AAAA00000000000000000023"] == nil)
    }
}
