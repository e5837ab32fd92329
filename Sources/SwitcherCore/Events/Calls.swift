/// An incoming call: its banner, answered full screen or declined (`dismiss`). The audit's
/// call.
extension SystemEvent.Name {
    public static let call = Self("call")
    public static let answer = Self("answer")
}

extension SystemEvent.Declaration {
    static let call = Self(
        .call, .call, "Call", verb: "call", "incoming call", audit: [.call],
        perform: { $0.interrupt(.call) }, announcement: "incoming call")

    static let answer = Self(
        .answer, .answer, "Answer", verb: "answer", "answer", perform: { $0.answerCallNow() },
        announcement: "call answered", pressed: "answer")
}

extension AuditEvent {
    /// An incoming call banner, declined.
    public static let call = interruption("call", place: 80, words: "calls", .call)
}
