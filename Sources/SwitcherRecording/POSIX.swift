import Foundation  // which brings Glibc on Linux and Darwin on macOS

/// open(2) and write(2) by their module's name, written for each platform: inside a type
/// with an `open` or `write` of its own, the bare name would be that member.
enum POSIX {
    /// `open(2)`; `mode` matters only with `O_CREAT`.
    static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
        #if canImport(Glibc)
            Glibc.open(path, flags, mode)
        #elseif canImport(Darwin)
            Darwin.open(path, flags, mode)
        #endif
    }

    static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, bytes, count)
        #elseif canImport(Darwin)
            Darwin.write(descriptor, bytes, count)
        #endif
    }
}
