import Foundation
import SwitcherTestSupport
import Testing

/// `switcherlab timeline` reads its event words through `SystemEvent`: anything malformed,
/// or an event the device has not, exits 2 with one line saying why, before anything runs.
@Suite struct TimelineCommandTests {
    @Test(arguments: [
        ([""], "event 1 '': unknown event ''"),
        ([":"], "event 1 ':': unknown event ':'"),
        (["::"], "event 1 '::': unknown event '::'"),
        (["launch:bank", ""], "event 2 '': unknown event ''"),
        (["launch:bank", "home:now"], "event 2 'home:now': home takes no argument"),
        (
            ["--device", "iphone-home", "launch:bank", "app-switch:left"],
            "event 2 'app-switch:left': AppSwitch needs the fast app-switch gesture (iphone, ipad, android), not iphone-home"
        ),
        (
            ["--device", "iphone", "launch:bank", "new-window:bank"],
            "event 2 'new-window:bank': NewWindow needs iPad windows"
        ),
        (
            ["--device", "android", "launch:bank", "face-id"],
            "event 2 'face-id': FaceID is an iOS prompt, not on android"
        ),
        (["launch:bank", "select:weather"], "event 2 'select:weather': Weather has no card in the switcher"),
    ])
    func badEventsExitWith2AndSayWhy(_ arguments: [String], _ message: String) throws {
        let run = try Switcherlab.run(["timeline"] + arguments, in: URL(fileURLWithPath: "/"))
        #expect(run.status == 2)
        #expect(
            run.error == "switcherlab: \(message)\n" || run.error.hasPrefix("switcherlab: \(message)"),
            "\(run.error)")
        #expect(run.error.split(separator: "\n").count == 1)
        #expect(run.output.isEmpty)
    }

    @Test func theDevicesOwnSwitcherGestureRuns() throws {
        for device in ["iphone-home", "iphone", "ipad", "android"] {
            let run = try Switcherlab.run(
                ["timeline", "--device", device, "launch:medical-id", "switcher"],
                in: URL(fileURLWithPath: "/"))
            #expect(run.status == 0, "\(device): \(run.error)")
            #expect(run.output.contains(device == "android" ? "onPause" : "WillResignActive"), "\(device)")
        }
    }
}
