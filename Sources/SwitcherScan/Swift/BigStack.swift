import Foundation

/// Runs work that recurses as deeply as its input nests (the Swift parser, the syntax
/// visitors) on a thread whose stack is sized for the readers' nesting limits. A scan's own
/// workers already have that stack; any other caller (a test, a tool, the cooperative pool's
/// small stacks) gets a thread of its own for the call.
enum BigStack {
    /// The name of a thread that has the stack.
    static let threadName = "switcherlab.scan.reader"

    /// A thread with the stack, running `body`; started by the caller.
    static func thread(_ body: @escaping @Sendable () -> Void) -> Thread {
        let thread = Thread(block: body)
        thread.stackSize = SwiftReader.stackSize
        thread.name = threadName
        return thread
    }

    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        if Thread.current.name == threadName { return body() }
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        thread {
            box.value = body()
            done.signal()
        }.start()
        done.wait()
        return box.value!
    }

    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}
