import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherScan

/// Following the app's own code past a call: a notification it posts to its observers, a
/// property's `didSet`, an Objective-C handler into a Swift extension, a Swift set into an
/// Objective-C setter.
@Suite struct FollowedNotificationTests {
    static func report(_ fixture: String) throws -> AppReport { try FollowedCallTests.report(fixture) }

    @Test func aPostedNotificationIsFollowedToItsObserver() throws {
        let report = try Self.report("posted-notification")
        let finding = try #require(report.findings.first { $0.isRecognised && $0.location.line == 17 })
        #expect(finding.location.file == "App/Curtain.swift")
        #expect(finding.configuration?.id == "privacy-window-active")
        // The handler, the post, the observer's registration, the window.
        #expect(
            finding.chain.map(\.description) == [
                "App/AppDelegate.swift:13", "App/AppDelegate.swift:14", "App/Curtain.swift:8",
                "App/Curtain.swift:17",
            ])
        #expect(!report.leaksAnywhere)
        #expect(!report.notAssessed)
    }

    @Test func aPostReachesEveryObserverOfItsNameAndNoOther() {
        let post = FollowedCallTests.call(
            CallTarget(member: "posted:vaultWillLock", base: "", mayBePrivacy: false),
            text: "NotificationCenter.default.post(name: .vaultWillLock, object: nil)")
        let observers = [
            FollowedCallTests.summary("Curtain", "posted:vaultWillLock", .addsView(kind: .colour, tag: nil)),
            FollowedCallTests.summary("Shade", "posted:vaultWillLock", .createsWindow(level: nil)),
            FollowedCallTests.summary("Other", "posted:vaultDidUnlock", .removesView(tag: nil)),
        ]
        let followed = FollowedCalls.follow([post], functions: observers)
        // Two observers of two unrelated types are not ambiguous: both run.
        #expect(followed.map(\.action) == [.addsView(kind: .colour, tag: nil), .createsWindow(level: nil)])
        #expect(followed.allSatisfy { $0.handler == post.handler })
        // The chain names the post and the observer's registration.
        #expect(
            followed.first?.via == [
                SourceLocation(file: "S.swift", line: 4), SourceLocation(file: "Curtain.swift", line: 1),
            ])
    }

    @Test func aNotificationsNameIsOneHoweverItIsSpelled() {
        #expect(Notifications.member(".vaultWillLock") == "posted:vaultWillLock")
        #expect(Notifications.member("Notification.Name.vaultWillLock") == "posted:vaultWillLock")
        #expect(Notifications.member("Notification.Name(\"vaultWillLock\")") == "posted:vaultWillLock")
        #expect(Notifications.member("VaultWillLockNotification") == "posted:vaultWillLock")
        // UIKit's own are handlers of their own, not posts to follow.
        #expect(Notifications.member("UIApplication.willResignActiveNotification") == nil)
        #expect(Notifications.member("names[0]") == nil)
    }

    @Test func anObjectiveCHandlerIsFollowedIntoASwiftExtensionOfItsClass() throws {
        let report = try Self.report("objc-calls-swift")
        let finding = try #require(report.findings.first { $0.isRecognised })
        #expect(finding.location.description == "App/AppDelegate+Curtain.swift:7")
        #expect(finding.configuration?.id == "privacy-window")
        #expect(finding.chain.map(\.description).prefix(2) == ["App/AppDelegate.m:5", "App/AppDelegate.m:8"])
        // Put up only on entering the background: the live switcher card leaks. `[self.editorViewController
        // save]` on resigning active is a call that leads nowhere, not privacy code left unread.
        #expect(report.leaksAnywhere)
        #expect(!report.notAssessed)
    }

    /// `[presenter presentWithMainWindow:window]` sends the selector of a Swift method named
    /// `presentWithMainWindow(_:)`: that method is the one called, not an overload-free
    /// `present(from:animated:)` that Swift's import rule (`With…` dropped) would name.
    @Test func anObjectiveCMessageReachesTheSwiftMethodItsSelectorNames() throws {
        let app = try AppAssemblyTests.firstApp(
            [
                "App/AppDelegate.m": """
                @implementation AppDelegate
                - (void)applicationWillResignActive:(UIApplication *)application {
                    self.lockPresenter = [[LockPresenter alloc] init];
                    [self.lockPresenter presentWithMainWindow:self.window];
                }
                @end

                """,
                "App/LockPresenter.swift": """
                import UIKit

                @objcMembers
                final class LockPresenter: NSObject {
                    func present(from viewController: UIViewController, animated: Bool) {
                        viewController.present(LockViewController(), animated: animated)
                    }

                    func presentWithMainWindow(_ window: UIWindow) {
                        window.isHidden = true
                    }
                }

                """,
            ])
        let reached = app.facts.filter { $0.handler.callback == "applicationWillResignActive:" }
        #expect(
            reached.contains { $0.location.description == "App/LockPresenter.swift:10" }, "\(reached)")
        #expect(
            !reached.contains { $0.location.description == "App/LockPresenter.swift:6" }, "\(reached)")
    }

    @Test func aDidSetAndAnObjectiveCSetterAreFollowed() throws {
        let report = try Self.report("didset-objc-setter")
        let finding = try #require(
            report.findings.first { $0.isRecognised && $0.location.file == "App/WindowGate.m" })
        #expect(finding.chain.map(\.description).contains("App/Locker.swift:16"))
        #expect(!report.leaksAnywhere)
        #expect(!report.notAssessed)
    }

    @Test func aSelectorIsCalledFromSwiftByItsFirstKeyword() {
        #expect(ObjectiveCFile.swiftName("showCurtainIfNeeded") == "showCurtainIfNeeded")
        #expect(ObjectiveCFile.swiftName("showWithAnimated:") == "show")
        #expect(ObjectiveCFile.swiftName("lockVault:reason:") == "lockVault")
        #expect(ObjectiveCFile.setterProperty("setIsClosed:") == "$isClosed")
        #expect(ObjectiveCFile.setterProperty("settle:") == nil)
        #expect(ObjectiveCFile.setterProperty("setA:b:") == nil)
    }
}

/// A handler that hands a case to a function switching over it.
@Suite struct FollowedCaseTests {
    @Test func aCaseHandedToAStateMachineIsFollowedToThatCaseOnly() throws {
        let report = try FollowedCallTests.report("state-machine")
        let finding = try #require(report.findings.first { $0.isRecognised })
        #expect(finding.location.description == "App/LifecycleMachine.swift:16")
        #expect(finding.configuration?.id == "color-overlay")
        #expect(
            finding.chain.map(\.description).prefix(2) == [
                "App/AppDelegate.swift:8", "App/AppDelegate.swift:9",
            ])
        #expect(!report.notAssessed)
        // Each handler brings in its own case's statements, and no other case's.
        let reading = try Scanner.read(FollowedCallTests.fixtures.appendingPathComponent("state-machine"))
        let facts = try #require(reading.apps.first).facts
        func moments(_ line: Int) -> Set<LifecycleMoment> {
            Set(
                facts.filter { $0.location.file == "App/LifecycleMachine.swift" && $0.location.line == line }
                    .map(\.handler.moment))
        }
        #expect(moments(16) == [.resignActive])
        #expect(moments(20) == [.enterBackground])
        #expect(moments(22) == [.becomeActive])
    }
}

/// A call on a protocol-typed value runs the implementation of whichever type the value is:
/// every conforming type's is followed; when they disagree, the events are not assessed.
@Suite struct ProtocolDispatchTests {
    static func facts(_ fixture: String) throws -> [SourceFact] {
        let reading = try Scanner.read(FollowedCallTests.fixtures.appendingPathComponent(fixture))
        return try #require(reading.apps.first).facts
    }

    @Test func everyConformingTypesImplementationIsFollowedWithTheCaseHandedOn() throws {
        let report = try FollowedCallTests.report("protocol-dispatch")
        let finding = try #require(report.findings.first { $0.isRecognised })
        #expect(
            finding.chain.map(\.description) == [
                "App/AppDelegate.swift:8", "App/AppDelegate.swift:9", "App/SessionMachine.swift:16",
                "App/States.swift:10",
            ])
        #expect(finding.undecided == nil)
        #expect(!report.leaksAnywhere)
        #expect(!report.notAssessed)
        // Both implementations, each handler's own case only.
        let facts = try Self.facts("protocol-dispatch")
        func moments(_ line: Int) -> Set<LifecycleMoment> {
            Set(
                facts.filter { $0.location.file == "App/States.swift" && $0.location.line == line }
                    .map(\.handler.moment))
        }
        #expect(moments(10) == [.resignActive])
        #expect(moments(24) == [.resignActive])
        #expect(moments(27) == [.becomeActive])
    }

    @Test func implementationsThatDisagreeLeaveTheEventsNotAssessed() throws {
        let report = try FollowedCallTests.report("protocol-dispatch-undecided")
        let finding = try #require(report.findings.first { $0.isRecognised })
        #expect(finding.location.description == "App/States.swift:10")
        #expect(finding.configuration?.id == "color-overlay")
        #expect(finding.audited?.id == "none")
        let undecided = try #require(finding.undecided)
        #expect(
            undecided.contains("Unlocked") && undecided.contains("Locked put up no cover"), "\(undecided)")
        #expect(finding.notes.contains { $0.hasPrefix("not assessed: ") })
        #expect(!report.leaksAnywhere)
        #expect(report.notAssessed)
    }

    @Test func anImplementationInAnAppExtensionDoesNotRunInTheApp() throws {
        let report = try FollowedCallTests.report("protocol-dispatch-extension")
        let finding = try #require(report.findings.first { $0.isRecognised })
        #expect(
            finding.chain.map(\.description) == [
                "App/AppDelegate.swift:13", "App/AppDelegate.swift:14", "App/Watchdog.swift:11",
                "App/MainCoordinator.swift:11",
            ])
        #expect(finding.undecided == nil)
        #expect(!report.leaksAnywhere)
        let assessed = !report.notAssessed
        #expect(assessed)
    }

    @Test func theDeclaredTypeOfAPropertyIsReadThroughItsSpelling() {
        #expect(DeclarationIndex.declaredType("state: any SessionState = Unlocked()") == "SessionState")
        #expect(DeclarationIndex.declaredType("policy: (any Policy)?") == "Policy")
        #expect(DeclarationIndex.declaredType("policy: Policy!") == "Policy")
        #expect(DeclarationIndex.declaredType("states: [any SessionState]") == nil)
        #expect(DeclarationIndex.declaredType("count = 0") == nil)
    }

    /// More conforming types than `maximumImplementations`: the call is not followed.
    @Test func aProtocolWithTooManyImplementationsIsNotFollowed() {
        let handler = Handler(
            host: .appDelegate, moment: .resignActive, callback: "applicationWillResignActive(_:)",
            owner: "AppDelegate", location: SourceLocation(file: "App/AppDelegate.swift", line: 3))
        var target = CallTarget(member: "cover", base: "policy", mayBePrivacy: true)
        target.receiverType = "Policy"
        let call = SourceFact(
            location: SourceLocation(file: "App/AppDelegate.swift", line: 4), language: .swift,
            handler: handler, action: .calls(target), text: "policy.cover()")
        func implementations(_ count: Int) -> ([FunctionSummary], [TypeConformance]) {
            var functions: [FunctionSummary] = []
            var conformances = [TypeConformance(type: "Policy", inherits: [], isProtocol: true)]
            for number in 0..<count {
                let place = SourceLocation(file: "App/Policy\(number).swift", line: 2)
                var added = call
                added.location = SourceLocation(file: place.file, line: 3)
                added.action = .addsView(kind: .colour, tag: nil)
                functions.append(
                    FunctionSummary(owner: "Policy\(number)", name: "cover", location: place, facts: [added]))
                conformances.append(
                    TypeConformance(type: "Policy\(number)", inherits: ["Policy"], isProtocol: false))
            }
            return (functions, conformances)
        }
        let (few, fewConformances) = implementations(FollowedCalls.maximumImplementations)
        let followed = FollowedCalls.follow([call], functions: few, conformances: fewConformances)
        #expect(followed.count == FollowedCalls.maximumImplementations)
        #expect(
            followed.allSatisfy { $0.action == .addsView(kind: .colour, tag: nil) && $0.undecided == nil })
        let (many, manyConformances) = implementations(FollowedCalls.maximumImplementations + 1)
        let unfollowed = FollowedCalls.follow([call], functions: many, conformances: manyConformances)
        #expect(
            unfollowed.allSatisfy { if case .unrecognised = $0.action { true } else { false } },
            "\(unfollowed)")
    }
}
