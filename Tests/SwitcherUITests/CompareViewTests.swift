import SwitcherCore
import SwitcherTestSupport
import SwitcherUI
import Testing

/// The comparison's grid: devices side by side, wrapped into rows, tall frames when they fit.
@Suite struct CompareViewTests {
    static func view(_ devices: [DeviceKind], caption: Bool = false) -> CompareView {
        var view = CompareView(
            columns: devices.enumerated().map {
                CompareView.Column(label: "column-\($0.offset)", lab: Fixtures.lab(device: $0.element))
            })
        view.keepsCaptionLine = caption
        return view
    }

    static let phones: [DeviceKind] = [.iphone, .iphone, .iphone]

    /// Tall iPhone frames are 34×27 and compact ones 32×24; each column has 2 rows of heading
    /// and 2 columns of gap; the status line takes the bottom row.
    @Test(arguments: [
        (Size(width: 120, height: 40), [[0, 1, 2]], true),
        (Size(width: 110, height: 30), [[0, 1, 2]], true),
        (Size(width: 109, height: 30), [[0, 1, 2]], false),
        (Size(width: 80, height: 60), [[0, 1], [2]], true),
        (Size(width: 80, height: 53), [[0, 1], [2]], false),
        (Size(width: 40, height: 90), [[0], [1], [2]], true),
    ])
    func threePhonesWrapIntoRows(_ size: Size, _ rows: [[Int]], _ tall: Bool) throws {
        let grid = try #require(Self.view(Self.phones).grid(for: size), "no grid at \(size)")
        #expect(grid.rows == rows)
        #expect(grid.tall == tall)
    }

    @Test(arguments: [
        Size(width: 103, height: 28), Size(width: 80, height: 52), Size(width: 35, height: 200),
    ])
    func belowTheSmallestGridANoticeSaysWhatItNeeds(_ size: Size) {
        let view = Self.view(Self.phones)
        #expect(view.grid(for: size) == nil)
        let text = view.render(size: size).lines.joined(separator: "\n")
        #expect(text.contains("too small for 3 devices"), "\(text)")
        if size.width >= 40 { #expect(text.contains("need 104×27, or 36×79 stacked"), "\(text)") }
        // And that size is enough.
        #expect(view.grid(for: Size(width: 104, height: 27)) != nil)
    }

    @Test func devicesKeepTheirOwnWidths() throws {
        let view = Self.view([.iphoneHome, .ipad, .android])
        // 2 + (34 + 2) + (65 + 2) + (34 + 2) = 141.
        #expect(try #require(view.grid(for: Size(width: 141, height: 40))).rows == [[0, 1, 2]])
        #expect(try #require(view.grid(for: Size(width: 140, height: 60))).rows == [[0, 1], [2]])
        #expect(view.recordingSize(base: Size(width: 120, height: 40)) == Size(width: 141, height: 40))
    }

    @Test func aRecordingGrowsToOneRowAndACaptionGetsItsLine() {
        let six = Self.view(Array(repeating: .iphone, count: 6), caption: true)
        #expect(six.recordingSize(base: Size(width: 120, height: 40)) == Size(width: 218, height: 40))
        let rows = six.render(size: Size(width: 218, height: 40)).lines
        for index in 0..<6 { #expect(rows.contains { $0.contains("column-\(index)") }) }
        // The base size stays when it is larger already.
        #expect(
            Self.view(Self.phones).recordingSize(base: Size(width: 150, height: 50))
                == Size(width: 150, height: 50))
    }

    @Test func eachColumnShowsItsOwnWorld() {
        var view = Self.view([.iphoneHome, .iphoneHome])
        view.caption = "Two labs"
        let labs = view.columns.map(\.lab)
        labs[1].world.send(.home)
        labs[1].run(2)
        let rows = view.render(size: Size(width: 120, height: 40)).lines
        let medical = rows.filter { $0.contains("Jane Appleseed") }
        // The first lab still shows the app; the second has gone home and has its snapshot.
        #expect(medical.count >= 1)
        #expect(
            medical.allSatisfy {
                $0.firstRange(of: "Jane Appleseed")!.lowerBound < $0.index($0.startIndex, offsetBy: 60)
            })
        #expect(rows.contains { $0.contains("no snapshot yet") && $0.contains("snapshot 118") })
        #expect(rows.contains { $0.contains("Two labs") })
    }
}
