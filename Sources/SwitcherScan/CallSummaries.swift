import SwitcherCore

/// A call a reader could not follow inside its own file: the method's name and what it is
/// called on, as written.
public struct CallTarget: Hashable, Sendable {
    /// The method's base name (`showPrivacyWindow`).
    public var member: String
    /// What it is called on (`PrivacyShield.shared`, `coordinator`, `self`); empty for a bare
    /// call.
    public var base: String
    /// The statement reads like privacy code (`FollowedCalls.mayBePrivacy`): when the call
    /// cannot be followed, it is reported as unrecognised rather than dropped.
    public var mayBePrivacy: Bool
    /// The declared type of what it is called on, when that is a property of the caller's
    /// type (`private var state: any SessionState` → `SessionState`): a protocol's call runs
    /// the witness of whichever conforming type the value is.
    public var receiverType: String?
    /// It hands on, first, the parameter the calling function received
    /// (`state.apply(event)` in `func send(_ event: SessionEvent)`): a call of the caller with a
    /// case (`send=.resignActive`) makes it a call with that case (`apply=.resignActive`).
    public var forwardsCase = false
    /// Made by a method the app's script or another class calls while the app is in front (a
    /// plugin's or helper's on-demand method): of what it leads to, only what is set up once
    /// and stays is kept (`SourceAction.staysSetUp`), as of the method's own body.
    public var onDemand = false
    /// An Objective-C message's whole first keyword where `member` dropped a `With…` from it
    /// (`presentWithMainAppWindow:` → `present`): a Swift method exposed to Objective-C keeps
    /// it in its selector (`presentWithMainAppWindow(_:)`), so a function of that name is the
    /// one called, before any `present`.
    public var selectorName: String? = nil
    /// A call of a type's initialiser (`PrivacyScreen(plugin: self)`), followed only from a
    /// launch callback: a cover view made on the way out is read where it is added.
    public var constructs = false
}

/// A type's declared conformances (`struct Locked: SessionState`, `extension Vault:
/// PrivacyPolicy`), or a protocol the file declares, for calls on protocol-typed values.
public struct TypeConformance: Hashable, Sendable {
    public var type: String
    /// What its declaration or extension inherits from, as written (last component).
    public var inherits: [String]
    /// The declaration is a protocol's.
    public var isProtocol: Bool
    /// The file that declares it.
    public var file = ""
    /// An enum's cases (`didEnterBackground`), for telling overloads apart by the case a call
    /// passes.
    public var cases: [String] = []
}

/// What one function does that bears on the snapshot, read as if it were a handler: for a
/// call to it from a handler in another file or type.
public struct FunctionSummary: Hashable, Sendable {
    /// The type (or extension) that declares it; empty at file scope.
    public var owner: String
    public var name: String
    public var location: SourceLocation
    /// Its facts, with the summary's own placeholder handler; its calls still to follow.
    public var facts: [SourceFact]
    /// Its first parameter's type as written (`AppEvent`), for overloads of one name.
    public var parameterType: String?
    /// A plain stored property's set (`$name`, nothing in it, MODEL §66): the set of a property
    /// of that name on a value of this type, not of another type's that shares the name.
    public var plainProperty = false
    /// A Kotlin extension function's receiver type (`Window` of `fun Window.setSecureScreen`,
    /// whose owner is the file's ""): a call on a value named for it (`window.setSecureScreen`,
    /// `activity.window::setSecureScreen`) is to this one, not to another type's of the name.
    public var receiver: String?
}

extension FunctionSummary {
    /// Whether it is a function of one of `types` (lowercased): its owner's, or the receiver's of
    /// a Kotlin extension function (`window.setSecureScreen` → `fun Window.setSecureScreen`).
    func isOf(_ types: Set<String>) -> Bool {
        types.contains(owner.lowercased()) || receiver.map { types.contains($0.lowercased()) } == true
    }
}

extension SourceAction {
    /// Set up once and kept whenever it runs: FLAG_SECURE, `setRecentsScreenshotEnabled` and the
    /// secure field's layer (MODEL §47), all that is read of a method the app calls while it is
    /// in front.
    var staysSetUp: Bool {
        switch self {
        case .secureFlag, .recentsScreenshotEnabled, .secureFieldLayer: true
        default: false
        }
    }
}
