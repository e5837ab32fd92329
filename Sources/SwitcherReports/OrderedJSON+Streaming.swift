import SwitcherCore

/// An array written element by element, for output too long to hold whole (a long sweep):
/// the same text as `OrderedJSON.array(elements).rendered`.
extension OrderedJSON {
    /// Writes `[`, each element as `array` renders it, then `]`; `[]` when there is none.
    public struct ArrayWriter {
        private let write: (String) -> Void
        private var count = 0

        public init(_ write: @escaping (String) -> Void) { self.write = write }

        public mutating func append(_ element: OrderedJSON) {
            // An element sits two spaces in; strings never hold a raw line break.
            let lines = element.rendered.split(separator: "\n", omittingEmptySubsequences: false)
            let indented = "  " + lines.joined(separator: "\n  ")
            write((count == 0 ? "[\n" : ",\n") + indented)
            count += 1
        }

        public func finish() { write(count == 0 ? "[]" : "\n]") }
    }
}
