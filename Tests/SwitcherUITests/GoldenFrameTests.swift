import Foundation
import SwitcherCore
import SwitcherUI
import Testing

/// The main screens as plain text, at 120×40 and at the minimum size, compared with the
/// files in `Golden/`. `UPDATE_GOLDEN=1 swift test` rewrites them; review the diff.
@Suite struct GoldenFrameTests {
    static let sizes = [Size(width: 120, height: 40), LabLayout.minimumSize(for: .iphoneHome)]

    /// Each screen, built on the virtual clock from a fresh lab.
    static let screens: [(name: String, make: @Sendable () -> Lab)] = [
        ("home", { Fixtures.lab(app: nil) }),
        ("app", { Fixtures.lab() }),
        (
            "switcher",
            {
                let lab = Fixtures.lab(app: nil)
                for app in ["Bank", "Messages", "Medical ID"] {
                    lab.world.send(.launch(app))
                    lab.run(1)
                    lab.world.send(.home)
                    lab.run(1.5)
                }
                lab.world.send(.launch("Medical ID"))
                lab.run(1)
                lab.press(.character("h"), .character("h"))
                lab.run(1)
                lab.press(.left)
                lab.run(1)
                return lab
            }
        ),
        (
            "control-center",
            {
                let lab = Fixtures.lab()
                lab.press(.character("c"))
                lab.run(1)
                return lab
            }
        ),
        (
            "lock",
            {
                let lab = Fixtures.lab()
                lab.press(.character("l"))
                lab.run(1)
                return lab
            }
        ),
        (
            "help",
            {
                let lab = Fixtures.lab()
                lab.press(.character("?"))
                return lab
            }
        ),
    ]

    static let folder = Fixtures.repository.appendingPathComponent("Tests/SwitcherUITests/Golden")

    @Test(arguments: screens.map(\.name))
    func frameMatchesGolden(_ name: String) throws {
        let make = try #require(Self.screens.first { $0.name == name }).make
        for size in Self.sizes {
            let frame = make().text(size)
            let file = Self.folder.appendingPathComponent("\(name)-\(size.width)x\(size.height).txt")
            if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
                try (frame + "\n").write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: file, encoding: .utf8)
            #expect(
                frame + "\n" == expected, "\(file.lastPathComponent) differs; UPDATE_GOLDEN=1 rewrites it")
        }
    }
}
