import Foundation

/// A stretch of cells on one row that changed between two frames.
public struct CellRun: Hashable, Sendable {
    public var y: Int
    public var columns: Range<Int>
    public init(y: Int, columns: Range<Int>) {
        self.y = y
        self.columns = columns
    }
}

/// The cells of `new` that differ from `old`, as runs along each row, top to bottom.
/// Everything is a change when there is no previous frame or its size differs (a resize).
/// Only what a terminal shows counts: glyph, colours, attributes — not the sensitive mark.
public func changedRuns(old: Canvas?, new: Canvas) -> [CellRun] {
    guard let old, old.width == new.width, old.height == new.height else {
        guard new.width > 0 else { return [] }
        return (0..<new.height).map { CellRun(y: $0, columns: 0..<new.width) }
    }
    var runs: [CellRun] = []
    let width = new.width
    guard width > 0, new.height > 0 else { return [] }
    old.cells.withUnsafeBufferPointer { before in
        new.cells.withUnsafeBufferPointer { after in
            for y in 0..<new.height {
                let row = y * width
                // Most rows of a frame are as they were: the same bytes look the same (a cell is
                // plain bits), so a row is compared cell by cell only when its bytes differ.
                let rowBytes = width * MemoryLayout<Cell>.stride
                if memcmp(before.baseAddress! + row, after.baseAddress! + row, rowBytes) == 0 { continue }
                var x = 0
                while x < width {
                    guard !looksSame(before[row + x], after[row + x]) else {
                        x += 1
                        continue
                    }
                    let start = x
                    while x < width && !looksSame(before[row + x], after[row + x]) { x += 1 }
                    runs.append(CellRun(y: y, columns: start..<x))
                }
            }
        }
    }
    return runs
}

@inline(__always)
private func looksSame(_ a: Cell, _ b: Cell) -> Bool { a.looksSame(as: b) }
