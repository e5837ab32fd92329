import Foundation

/// An asciicast v2 file read back: the header object and the events, each checked for
/// the form the format gives it.
public struct ParsedCast {
    public var header: [String: Any]
    public var events: [(time: Double, code: String, data: String)]

    public init(_ text: String) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.last == "" else { throw CastError("the file does not end with a newline") }
        lines.removeLast()
        guard let first = lines.first,
            let header = try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any]
        else { throw CastError("the first line is not a JSON object") }
        self.header = header
        events = []
        for line in lines.dropFirst() {
            guard let array = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any],
                array.count == 3,
                let time = array[0] as? Double ?? (array[0] as? Int).map(Double.init),
                let code = array[1] as? String, let data = array[2] as? String
            else { throw CastError("not an event: \(line)") }
            events.append((time, code, data))
        }
    }

    public struct CastError: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
