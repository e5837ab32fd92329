import SwitcherCode
import SwitcherCore
import Testing

/// The printed code runs in the callbacks the lab's strategy runs: every app- or scene-delegate
/// lifecycle method a printed Swift file implements is one its strategy declares, with the
/// trigger the strategy really uses (a strategy without a choice of trigger keeps its own).
@Suite struct StrategyCodeCallbackTests {
    static let lifecycleMethods = [
        "WillResignActive", "DidBecomeActive", "DidEnterBackground", "WillEnterForeground",
    ]

    /// `applicationWillResignActive`, `sceneDidEnterBackground`: the delegate lifecycle methods
    /// a Swift file implements.
    static func implemented(in text: String) -> Set<String> {
        var out: Set<String> = []
        for prefix in ["application", "scene"] {
            for method in lifecycleMethods where text.contains("func \(prefix)\(method)(") {
                out.insert(prefix + method)
            }
        }
        return out
    }

    @Test func everyPrintedDelegateMethodIsOneItsStrategyDeclares() throws {
        let requests = StrategyCode.configurations(languages: [.swift]).filter {
            $0.host == .appDelegate || $0.host == .sceneDelegate
        }
        #expect(requests.count > 20)
        for request in requests {
            let info = try #require(Strategies.info(request.strategy))
            // A strategy with a choice of trigger declares its default's methods: the chosen
            // trigger's pair stands in for them, with didEnterBackground (a step some take
            // there) and the app delegate's didBecomeActive (work done at launch).
            let prefix = request.host == .appDelegate ? "application" : "scene"
            let declared: Set<String> =
                info.options.contains(.trigger)
                ? Set(
                    (request.trigger == .background
                        ? ["DidEnterBackground", "WillEnterForeground"]
                        : ["WillResignActive", "DidBecomeActive", "DidEnterBackground"]).map { prefix + $0 }
                        + ["applicationDidBecomeActive"])
                : Set(info.callbacks.map { String($0.prefix { $0 != "(" }) })
            let text = try StrategyCode.files(for: request).map(\.text).joined(separator: "\n")
            let printed = Self.implemented(in: text)
            #expect(!printed.isEmpty, "\(request)")
            #expect(printed.isSubset(of: declared), "\(request): \(printed.subtracting(declared).sorted())")
        }
    }

    /// The finished and completed overlays fade in on willResignActive and only finish in the
    /// background: step 1 of the fix stays in the printed code.
    @Test func theFinishedOverlayFadesInOnResignActive() throws {
        for id in ["overlay-finished-on-background", "overlay-completed-on-background"] {
            let text = try StrategyCode.files(for: CodeRequest(strategy: id, host: .sceneDelegate))
                .map(\.text).joined(separator: "\n")
            #expect(
                Self.implemented(in: text) == [
                    "sceneWillResignActive", "sceneDidEnterBackground", "sceneDidBecomeActive",
                ])
        }
    }
}
