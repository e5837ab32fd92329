import SwitcherCore
import Testing

@testable import SwitcherUI

/// What the lab says of a device comes from its row of the table: the Home-button iPhone has
/// Touch ID, the others Face ID, in the hint line, the `?` help and the prompt itself.
@Suite struct DeviceWordsTests {
    static let size = Size(width: 120, height: 40)

    static func hintLine(_ device: DeviceKind) -> String {
        Fixtures.lab(device: device).render(size: size).lines.last ?? ""
    }

    static func help(_ device: DeviceKind) -> String {
        let lab = Fixtures.lab(device: device)
        lab.press(.character("?"))
        return lab.text(size)
    }

    static func prompt(_ device: DeviceKind) -> String {
        let lab = Fixtures.lab(device: device)
        lab.run(1)
        lab.press(.character("f"))
        lab.run(1)
        return lab.text(size)
    }

    @Test func theHomeButtonIPhoneSaysTouchID() {
        #expect(Self.hintLine(.iphoneHome).contains("f Touch ID"))
        #expect(Self.help(.iphoneHome).contains("Touch ID prompt"))
        #expect(Self.prompt(.iphoneHome).contains("Touch ID"))
        for text in [Self.hintLine(.iphoneHome), Self.help(.iphoneHome), Self.prompt(.iphoneHome)] {
            #expect(!text.contains("Face ID"))
        }
    }

    @Test func faceIDDevicesSayFaceID() {
        // The iPad's wider frame leaves the hint line no room for it at this size.
        #expect(Self.hintLine(.iphone).contains("f Face ID"))
        for device in [DeviceKind.iphone, .ipad] {
            #expect(Self.help(device).contains("Face ID prompt"), "\(device)")
            #expect(Self.prompt(device).contains("Face ID"), "\(device)")
            #expect(!Self.help(device).contains("Touch ID"), "\(device)")
        }
    }

    /// Each device's words for the sensor are its table row's.
    @Test func theKeyTextReadsTheSensor() {
        // Android has no prompt: the key still sends the FaceID event, and says so.
        let expected: [DeviceKind: String] = [
            .iphoneHome: "Touch ID prompt", .iphone: "Face ID prompt", .ipad: "Face ID prompt",
            .android: "Face ID prompt",
        ]
        for device in DeviceKind.allCases {
            #expect(KeyText.sensor(then: " prompt").text(on: device) == expected[device], "\(device)")
        }
    }
}
