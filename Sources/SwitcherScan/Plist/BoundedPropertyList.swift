/// A property list value, as far as scan reads one.
enum PlistValue: Equatable, Sendable {
    case dictionary([(key: String, value: PlistValue)])
    case array([PlistValue])
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    /// Data, a date, a UID, a null: present, not read.
    case other

    static func == (left: PlistValue, right: PlistValue) -> Bool {
        switch (left, right) {
        case (.dictionary(let a), .dictionary(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.real(let a), .real(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.other, .other): true
        default: false
        }
    }

    subscript(key: String) -> PlistValue? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    var dictionary: [(key: String, value: PlistValue)]? {
        if case .dictionary(let entries) = self { entries } else { nil }
    }
    var array: [PlistValue]? { if case .array(let items) = self { items } else { nil } }
    var string: String? { if case .string(let text) = self { text } else { nil } }
    var bool: Bool? { if case .bool(let value) = self { value } else { nil } }

    /// A scalar as text (`1`, `iPhone`), nil for a collection.
    var scalarText: String? {
        switch self {
        case .string(let text): text
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .bool(let value): String(value)
        default: nil
        }
    }
}

/// Reads a property list, XML or binary (`bplist00`), with bounds on what it builds: at most
/// `objects` values, counted as they expand (a binary list's object referred to from N
/// places counts N times, so an array of N references to one array of N references is N×N,
/// however few bytes it takes), and at most `depth` collections inside each other. Foundation's
/// `PropertyListSerialization` expands such a list whole: 20 KB become a gigabyte.
struct BoundedPropertyList {
    struct Limits: Sendable {
        var objects = 100_000
        var depth = 32
    }

    enum Failure: Error, Equatable {
        /// Not a property list this reader can read.
        case malformed
        /// More values than the limit, shared references counted as they expand.
        case tooManyObjects
        case tooDeep

        var reason: String {
            switch self {
            case .malformed: "not a property list"
            case .tooManyObjects:
                "too large to read in time (too many objects, shared ones counted each time)"
            case .tooDeep: "too deeply nested"
            }
        }
    }

    let limits: Limits

    init(limits: Limits = Limits()) { self.limits = limits }

    func read(_ bytes: [UInt8]) throws(Failure) -> PlistValue {
        if bytes.starts(with: Array("bplist00".utf8)) {
            var reader = try BinaryReader(bytes: bytes, limits: limits)
            return try reader.root()
        }
        var reader = XMLReader(bytes: bytes, limits: limits)
        return try reader.document()
    }
}

/// `bplist00`: a trailer names the offset table, the size of offsets and references, the
/// count of objects and the top one; each object is read from its offset when reached.
private struct BinaryReader {
    let bytes: [UInt8]
    let limits: BoundedPropertyList.Limits
    let offsetSize: Int
    let referenceSize: Int
    let count: Int
    let top: Int
    let table: Int
    var built = 0

    init(bytes: [UInt8], limits: BoundedPropertyList.Limits) throws(BoundedPropertyList.Failure) {
        self.bytes = bytes
        self.limits = limits
        guard bytes.count >= 8 + 32 else { throw .malformed }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            let count = Self.number(bytes, at: trailer + 8, size: 8),
            let top = Self.number(bytes, at: trailer + 16, size: 8),
            let table = Self.number(bytes, at: trailer + 24, size: 8),
            count > 0, top < count, table >= 8, table <= trailer,
            count <= (trailer - table) / offsetSize
        else { throw .malformed }
        self.count = count
        self.top = top
        self.table = table
    }

    /// A big-endian unsigned number of `size` bytes at `at`; nil past the end or past Int.
    static func number(_ bytes: [UInt8], at: Int, size: Int) -> Int? {
        guard at >= 0, size >= 1, size <= 8, at + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for index in at..<(at + size) { value = value << 8 | UInt64(bytes[index]) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }

    mutating func root() throws(BoundedPropertyList.Failure) -> PlistValue {
        try object(top, depth: 0)
    }

    func offset(of reference: Int) throws(BoundedPropertyList.Failure) -> Int {
        guard reference >= 0, reference < count,
            let offset = Self.number(bytes, at: table + reference * offsetSize, size: offsetSize),
            offset >= 8, offset < table
        else { throw .malformed }
        return offset
    }

    /// The length of an object whose marker's low nibble is `nibble`: the nibble itself, or
    /// an integer object after the marker when it is 0xF. Returns the length and where the
    /// object's content starts.
    func length(nibble: Int, at: Int) throws(BoundedPropertyList.Failure) -> (Int, Int) {
        guard nibble == 0xF else { return (nibble, at + 1) }
        guard at + 1 < bytes.count, bytes[at + 1] >> 4 == 0x1 else { throw .malformed }
        let size = 1 << Int(bytes[at + 1] & 0xF)
        guard let value = Self.number(bytes, at: at + 2, size: size) else { throw .malformed }
        return (value, at + 2 + size)
    }

    mutating func object(_ reference: Int, depth: Int) throws(BoundedPropertyList.Failure) -> PlistValue {
        built += 1
        guard built <= limits.objects else { throw .tooManyObjects }
        let at = try offset(of: reference)
        let marker = bytes[at]
        let nibble = Int(marker & 0xF)
        switch marker >> 4 {
        case 0x0:
            if marker == 0x08 { return .bool(false) }
            if marker == 0x09 { return .bool(true) }
            return .other
        case 0x1:
            let size = 1 << nibble
            guard size <= 8, let value = Self.number(bytes, at: at + 1, size: size) else { return .other }
            return .integer(value)
        case 0x2:
            let size = 1 << nibble
            guard size == 4 || size == 8, let raw = Self.number(bytes, at: at + 1, size: size) else {
                throw .malformed
            }
            return .real(size == 8 ? Double(bitPattern: UInt64(raw)) : Double(Float(bitPattern: UInt32(raw))))
        case 0x5:
            let (length, start) = try length(nibble: nibble, at: at)
            guard length <= table - start else { throw .malformed }
            return .string(String(decoding: bytes[start..<(start + length)], as: UTF8.self))
        case 0x6:
            let (length, start) = try length(nibble: nibble, at: at)
            guard length <= (table - start) / 2 else { throw .malformed }
            var units: [UInt16] = []
            units.reserveCapacity(length)
            for index in 0..<length {
                units.append(UInt16(bytes[start + 2 * index]) << 8 | UInt16(bytes[start + 2 * index + 1]))
            }
            return .string(String(decoding: units, as: UTF16.self))
        case 0xA, 0xC:
            guard depth < limits.depth else { throw .tooDeep }
            let (length, start) = try length(nibble: nibble, at: at)
            let references = try references(length, at: start)
            var items: [PlistValue] = []
            for reference in references { items.append(try object(reference, depth: depth + 1)) }
            return .array(items)
        case 0xD:
            guard depth < limits.depth else { throw .tooDeep }
            let (length, start) = try length(nibble: nibble, at: at)
            guard length <= count else { throw .malformed }
            let keys = try references(length, at: start)
            let values = try references(length, at: start + length * referenceSize)
            var entries: [(key: String, value: PlistValue)] = []
            for (key, value) in zip(keys, values) {
                guard case .string(let name) = try object(key, depth: depth + 1) else { throw .malformed }
                entries.append((name, try object(value, depth: depth + 1)))
            }
            return .dictionary(entries)
        default:
            return .other
        }
    }

    func references(_ length: Int, at start: Int) throws(BoundedPropertyList.Failure) -> [Int] {
        guard length >= 0, length <= count * 2 + limits.objects, length <= (table - start) / referenceSize
        else { throw .malformed }
        var out: [Int] = []
        out.reserveCapacity(length)
        for index in 0..<length {
            guard let reference = Self.number(bytes, at: start + index * referenceSize, size: referenceSize)
            else { throw .malformed }
            out.append(reference)
        }
        return out
    }
}

/// An XML property list: `<plist>` around one value; `<dict>` of `<key>` and value pairs,
/// `<array>`, `<string>`, `<integer>`, `<real>`, `<true/>`, `<false/>`, `<date>`, `<data>`.
/// The prolog, doctype and comments are skipped; the five named entities and character
/// references are decoded; no entity is defined or expanded, so nothing grows.
private struct XMLReader {
    let bytes: [UInt8]
    let limits: BoundedPropertyList.Limits
    var at = 0
    var built = 0

    init(bytes: [UInt8], limits: BoundedPropertyList.Limits) {
        self.bytes = bytes
        self.limits = limits
    }

    enum Tag {
        case open(String)
        case close(String)
        case empty(String)
    }

    mutating func document() throws(BoundedPropertyList.Failure) -> PlistValue {
        guard case .open("plist") = try nextTag() else { throw .malformed }
        let value = try value(depth: 0)
        return value
    }

    /// The next tag, skipping text, `<?…?>`, `<!…>` and comments.
    mutating func nextTag() throws(BoundedPropertyList.Failure) -> Tag {
        while true {
            while at < bytes.count && bytes[at] != UInt8(ascii: "<") { at += 1 }
            guard at < bytes.count else { throw .malformed }
            if starts("<!--") {
                guard let end = find("-->", from: at + 4) else { throw .malformed }
                at = end + 3
                continue
            }
            if starts("<?") || starts("<!") {
                guard let end = find(">", from: at) else { throw .malformed }
                at = end + 1
                continue
            }
            guard let end = find(">", from: at) else { throw .malformed }
            var inside = bytes[(at + 1)..<end]
            at = end + 1
            let closing = inside.first == UInt8(ascii: "/")
            if closing { inside = inside.dropFirst() }
            let empty = inside.last == UInt8(ascii: "/")
            if empty { inside = inside.dropLast() }
            let name = String(
                decoding: inside.prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != 10 },
                as: UTF8.self)
            return closing ? .close(name) : empty ? .empty(name) : .open(name)
        }
    }

    func starts(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        return at + utf8.count <= bytes.count && bytes[at..<(at + utf8.count)].elementsEqual(utf8)
    }

    func find(_ text: String, from start: Int) -> Int? {
        let utf8 = Array(text.utf8)
        var index = start
        while index + utf8.count <= bytes.count {
            if bytes[index] == utf8[0] && bytes[index..<(index + utf8.count)].elementsEqual(utf8) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The text up to `</name>`, entities decoded.
    mutating func text(closing name: String) throws(BoundedPropertyList.Failure) -> String {
        guard let end = find("</" + name, from: at) else { throw .malformed }
        let raw = String(decoding: bytes[at..<end], as: UTF8.self)
        at = end
        guard case .close(name) = try nextTag() else { throw .malformed }
        return Self.decodeEntities(raw)
    }

    static func decodeEntities(_ raw: String) -> String {
        guard raw.contains("&") else { return raw }
        var out = ""
        var rest = Substring(raw)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            rest = rest[amp...]
            guard let semicolon = rest.prefix(12).firstIndex(of: ";") else {
                out += "&"
                rest = rest.dropFirst()
                continue
            }
            let entity = rest[rest.index(after: rest.startIndex)..<semicolon]
            let named = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
            if let text = named[String(entity)] {
                out += text
            } else if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16),
                let scalar = Unicode.Scalar(code)
            {
                out.unicodeScalars.append(scalar)
            } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()),
                let scalar = Unicode.Scalar(code)
            {
                out.unicodeScalars.append(scalar)
            } else {
                out += rest[...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }

    mutating func value(depth: Int) throws(BoundedPropertyList.Failure) -> PlistValue {
        try value(after: try nextTag(), depth: depth)
    }

    mutating func value(after tag: Tag, depth: Int) throws(BoundedPropertyList.Failure) -> PlistValue {
        built += 1
        guard built <= limits.objects else { throw .tooManyObjects }
        switch tag {
        case .empty("true"): return .bool(true)
        case .empty("false"): return .bool(false)
        case .empty("dict"): return .dictionary([])
        case .empty("array"): return .array([])
        case .empty("string"): return .string("")
        case .empty: return .other
        case .open("dict"):
            guard depth < limits.depth else { throw .tooDeep }
            var entries: [(key: String, value: PlistValue)] = []
            while true {
                let tag = try nextTag()
                if case .close("dict") = tag { return .dictionary(entries) }
                guard case .open("key") = tag else { throw .malformed }
                let key = try text(closing: "key")
                entries.append((key, try value(depth: depth + 1)))
            }
        case .open("array"):
            guard depth < limits.depth else { throw .tooDeep }
            var items: [PlistValue] = []
            while true {
                let tag = try nextTag()
                if case .close("array") = tag { return .array(items) }
                items.append(try value(after: tag, depth: depth + 1))
            }
        case .open("string"): return .string(try text(closing: "string"))
        case .open("integer"):
            let text = try text(closing: "integer").trimmingWhitespace
            return Int(text).map(PlistValue.integer) ?? .other
        case .open("real"):
            let text = try text(closing: "real").trimmingWhitespace
            return Double(text).map(PlistValue.real) ?? .other
        case .open(let name):
            _ = try text(closing: name)
            return .other
        case .close:
            throw .malformed
        }
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
