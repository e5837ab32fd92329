/// A value written as its raw value, as the command line, tapes and JSON spell it
/// (`iphone-home`, `scene`, `key-window-lost`): its description is its raw value.
public protocol RawValueDescribed: RawRepresentable, CustomStringConvertible where RawValue == String {}

extension RawValueDescribed {
    public var description: String { rawValue }
}
