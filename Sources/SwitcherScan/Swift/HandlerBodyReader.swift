import Foundation
import SwiftSyntax

/// Reads one handler's body (a lifecycle method, an observer's block or selector, a
/// `scenePhase` change) into facts: the views it adds and removes, alpha and its animation,
/// windows, presentations, `ignoreSnapshotOnNextApplicationLaunch`, and the work it defers.
/// Calls to methods of the same type are followed (four levels deep, each method once per
/// handler), as article 000's
/// `showPrivacyProtectionWindow()`. A statement that touches views, windows or snapshots but
/// that no rule reads is an `unrecognised` fact: never a guess.
final class HandlerBodyReader {
    let reader: DeclarationReader
    let handler: Handler
    /// The `scenePhase` closure's parameter, for a SwiftUI handler.
    let phase: String?
    var facts: [SourceFact] = []
    private var visited: Set<String> = []

    struct Context {
        var animated = false
        var duration: Double?
        var deferred: Deferral?
        var moment: LifecycleMoment
        /// The text of the function the statement is in: where a cover's tag, level and
        /// presentation style are set.
        var scope: String
        var depth = 0
        /// The calls to helpers that led here, from the handler's body.
        var via: [SourceLocation] = []
        /// The clauses of `if … else` and `switch` that led here.
        var branches: [SourceFact.Branch] = []
    }

    /// Reading a function for calls from other types and files, not a handler.
    let summary: Bool

    init(reader: DeclarationReader, handler: Handler, phase: String?, summary: Bool = false) {
        self.reader = reader
        self.handler = handler
        self.phase = phase
        self.summary = summary
    }

    func read(_ body: Syntax) {
        walk(body, Context(moment: handler.moment, scope: body.trimmedDescription))
    }

    /// Words of a statement that may be privacy code (lowercased). The lifecycle's own names
    /// catch a handler that hands the event on to another type (`implementation?
    /// .handleWillResignActiveNotification()`), which is not followed: said, not dropped.
    static let keywords: Set<String> = [
        "view", "window", "alpha", "blur", "snapshot", "overlay", "cover", "privacy", "present", "layer",
        "hidden", "secure", "dismiss", "screen", "redact", "mask", "resignactive", "enterbackground", "views",
        "windows", "subview", "subviews", "superview", "blurred", "snapshots", "overlays", "presented",
    ]

    private var itemsSeen = 0
    /// Statements recognised without a fact of their own (`cover.tag = 1234`).
    private var silent = 0

    private func walk(_ node: Syntax, _ context: Context) {
        // Every step counts against the file's budget; past it, nothing more is read (and
        // the file is reported as too large to read).
        reader.budget -= 1
        guard reader.budget >= 0 else { return }
        if let item = node.as(CodeBlockItemSyntax.self) {
            walkItem(item, context)
            return
        }
        if let list = node.as(CodeBlockItemListSyntax.self) {
            var context = context
            for item in list {
                walk(Syntax(item), context)
                // `guard phase == .background else { return }`: the rest runs at that moment.
                if let guardStmt = item.item.as(GuardStmtSyntax.self),
                    let moment = phaseMoment(
                        guardStmt.conditions.trimmedDescription)
                {
                    context.moment = moment.then
                }
            }
            return
        }
        if let call = node.as(FunctionCallExprSyntax.self), handleCall(call, context) { return }
        // `a = b` as the parser leaves it, unfolded: a sequence of left, `=`, right.
        if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let left = sequence.elements.first
        {
            let right = sequence.elements.dropFirst(2)
            handleAssignment(
                left: left, right: right.map(\.trimmedDescription).joined(separator: " "), at: sequence,
                context)
            for element in right { walk(Syntax(element), context) }
            return
        }
        if phase != nil, let ifExpr = node.as(IfExprSyntax.self),
            let moment = phaseMoment(ifExpr.conditions.trimmedDescription)
        {
            var then = context
            then.moment = moment.then
            walk(Syntax(ifExpr.body), then)
            if let elseBody = ifExpr.elseBody {
                var other = context
                other.moment = moment.otherwise ?? context.moment
                walk(Syntax(elseBody), other)
            }
            return
        }
        if phase != nil, let switchCase = node.as(SwitchCaseSyntax.self) {
            var inner = context
            inner.moment = caseMoment(switchCase, context.moment)
            walk(Syntax(switchCase.statements), inner)
            return
        }
        // Clauses that never run together: each a branch of its own.
        if let ifExpr = node.as(IfExprSyntax.self), let elseBody = ifExpr.elseBody {
            walk(Syntax(ifExpr.conditions), context)
            for (clause, part) in [Syntax(ifExpr.body), Syntax(elseBody)].enumerated() {
                var inner = context
                inner.branches.append(branch(ifExpr, clause: clause))
                walk(part, inner)
            }
            return
        }
        if let switchExpr = node.as(SwitchExprSyntax.self) {
            walk(Syntax(switchExpr.subject), context)
            // A case that ends in `fallthrough` runs with the next: one clause.
            var clause = 0
            for part in switchExpr.cases {
                var inner = context
                inner.branches.append(branch(switchExpr, clause: clause))
                walk(Syntax(part), inner)
                let falls = part.as(SwitchCaseSyntax.self)?.statements.last?.item.is(
                    FallThroughStmtSyntax.self)
                if falls != true { clause += 1 }
            }
            return
        }
        for child in node.children(viewMode: .sourceAccurate) { walk(child, context) }
    }

    private func walkItem(_ item: CodeBlockItemSyntax, _ context: Context) {
        let factsBefore = facts.count
        let itemsBefore = itemsSeen
        let silentBefore = silent
        itemsSeen += 1
        for child in item.children(viewMode: .sourceAccurate) { walk(child, context) }
        let leaf = itemsSeen == itemsBefore + 1
        guard leaf, facts.count == factsBefore, silent == silentBefore else { return }
        let moments: Set<LifecycleMoment> = [.launch, .terminate]
        guard !moments.contains(context.moment) else { return }
        guard FollowedCalls.names(Self.keywords, in: item.trimmedDescription) else { return }
        // In a function read for calls from elsewhere, only what names privacy code by its
        // words: its other lines would make every call to it unassessable.
        if summary, !FollowedCalls.mayBePrivacy(item.trimmedDescription) { return }
        if FollowedCalls.drawsNothing(statement: item.trimmedDescription) { return }
        record(.unrecognised(ScanText.snippet(item.trimmedDescription, limit: 80)), at: item, context)
    }

    // MARK: calls

    /// Reads a call; true when its children were walked here.
    private func handleCall(_ call: FunctionCallExprSyntax, _ context: Context) -> Bool {
        let callee = call.calledExpression.trimmedDescription
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? callee
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? ""
        let arguments = call.arguments
        func literalBool(_ label: String) -> Bool? {
            arguments.first { $0.label?.text == label }.flatMap { Bool($0.expression.trimmedDescription) }
        }
        // Observers registered here are read as handlers of their own.
        if member == "addObserver" || member == "onReceive" || member == "sink" { return true }
        switch member {
        case "addSubview", "insertSubview",
            "addChild" where member != "addChild":
            let argument = arguments.first?.expression.trimmedDescription ?? ""
            if FollowedCalls.isLayoutPiece(receiver: base, added: argument) {
                silent += 1
                return true
            }
            record(
                .addsView(kind: kind(of: argument, context), tag: tag(in: context.scope)), at: call, context)
            if ["view", "self.view", "self?.view"].contains(base), isViewController(handler.owner) {
                facts[facts.count - 1].screen = handler.owner
            }
        case "removeFromSuperview":
            record(.removesView(tag: Self.integer(after: "viewWithTag(", in: callee)), at: call, context)
        case "addSublayer" where Self.isWindowLayer(arguments.first?.expression.trimmedDescription ?? ""):
            // The app's window's layer moved into another's (a secure text field's): the
            // secure-field-layer trick's set-up (MODEL §47). Nothing else moves a window's layer.
            record(.secureFieldLayer, at: call, context)
        case "removeAllAnimations", "removeAnimation":
            record(.removesAnimations, at: call, context)
        case "makeKeyAndVisible":
            record(.setsWindowHidden(false, ownWindow: Self.isOwnWindow(base)), at: call, context)
        case "present" where arguments.count >= 2:
            let presented = arguments.first?.expression.trimmedDescription ?? ""
            record(
                .presents(
                    style: style(of: presented, context), animated: literalBool("animated"),
                    fromTopmost: Self.walksPresentedChain(context.scope)), at: call, context)
        case "dismiss":
            record(
                .dismisses(animated: literalBool("animated"), itself: isStoredController(base)), at: call,
                context)
        case "ignoreSnapshotOnNextApplicationLaunch":
            record(.ignoresSnapshotOnNextLaunch, at: call, context)
        default:
            break
        }
        if callee == "UIWindow" {
            record(.createsWindow(level: level(in: context.scope)), at: call, context)
        }
        // `UIView.animate(withDuration:animations:completion:)`: the animations closure runs
        // animated, the completion after it.
        if member.hasPrefix("animate"), base == "UIView" || base.hasSuffix("UIView") {
            var animated = context
            animated.animated = true
            animated.duration = arguments.first { $0.label?.text == "withDuration" }.flatMap {
                Double($0.expression.trimmedDescription)
            }
            let hasAnimationsArgument = arguments.contains { $0.label?.text == "animations" }
            for argument in arguments {
                walk(Syntax(argument), argument.label?.text == "animations" ? animated : context)
            }
            if let trailing = call.trailingClosure {
                walk(Syntax(trailing), hasAnimationsArgument ? context : animated)
            }
            for extra in call.additionalTrailingClosures { walk(Syntax(extra), context) }
            return true
        }
        if let deferral = Self.deferral(callee: callee, member: member, call: call) {
            var later = context
            later.deferred = context.deferred ?? deferral
            for child in call.children(viewMode: .sourceAccurate) { walk(child, later) }
            return true
        }
        // A method of the same type: its body runs here.
        if base.isEmpty || base == "self", context.depth < 4,
            let function = reader.index.functions[handler.owner]?[member], let body = function.body
        {
            guard visited.insert(member).inserted else {
                silent += 1
                return true
            }
            var inner = context
            inner.depth += 1
            inner.scope = body.trimmedDescription
            inner.via.append(
                reader.file.location(
                    line: call.startLocation(converter: reader.converter, afterLeadingTrivia: true).line))
            let before = facts.count
            walk(Syntax(body.statements), inner)
            // Each helper once per handler: a second call reads nothing new, and helpers that
            // call each other would otherwise be walked along every path between them.
            if facts.count == before { silent += 1 }
            return true
        }
        // An object of the app's own made at set-up (`PrivacyScreen(plugin: self, …)`): its
        // initialiser runs here. Only at launch, where what it sets up stays: a cover view made
        // on the way out is read where it is added.
        if summary || handler.moment == .launch, let target = Self.madeObject(callee: callee, base: base) {
            record(.calls(target), at: call, context)
            return false
        }
        // Any other call of the app's own, or a post of its own notification (its observers run
        // inside it): followed across the app's files (`FollowedCalls`).
        if var target = Self.target(callee: callee, member: member, base: base, arguments: arguments) {
            target.receiverType = reader.index.receiverType(base, owner: handler.owner)
            if summary, let first = arguments.first?.expression.as(DeclReferenceExprSyntax.self) {
                target.forwardsCase = reader.summaryParameters.contains(first.baseName.text)
            }
            // In a handler, a call whose arguments name privacy code or the lifecycle (a post of
            // the app's own notification on willResignActive) is reported when it leads nowhere.
            if !summary, !target.mayBePrivacy {
                target.mayBePrivacy = FollowedCalls.names(Self.keywords, in: call.trimmedDescription)
            }
            record(.calls(target), at: call, context)
        }
        return false
    }

    // MARK: assignments

    private func handleAssignment(
        left leftExpression: ExprSyntax, right: String, at infix: SequenceExprSyntax, _ context: Context
    ) {
        let left = leftExpression.trimmedDescription
        let parts = left.split(separator: ".")
        let member = parts.last.map(String.init) ?? left
        let base = parts.dropLast().joined(separator: ".")
        switch member {
        case "alpha":
            record(
                .setsAlpha(value: Double(right), animated: context.animated, duration: context.duration),
                at: infix, context)
        case "isHidden":
            if base.lowercased().contains("window") {
                record(
                    .setsWindowHidden(right == "true", ownWindow: Self.isOwnWindow(base)), at: infix, context)
            } else if right == "true" {
                record(.redactsContent, at: infix, context)
            } else {
                silent += 1
            }
        case "text" where Self.isMask(right):
            record(.redactsContent, at: infix, context)
        case "isSecureTextEntry" where right == "true":
            record(.secureFieldLayer, at: infix, context)
        case "tag", "windowLevel", "backgroundColor", "frame", "autoresizingMask", "rootViewController",
            "modalPresentationStyle", "contentMode", "image", "translatesAutoresizingMaskIntoConstraints",
            "effect", "isUserInteractionEnabled", "modalTransitionStyle",
            // Light or dark appearance: the same content, in other colours.
            "overrideUserInterfaceStyle":
            silent += 1
        default:
            // SwiftUI: a state flag the body shows a cover by. Only a flag of a SwiftUI App or
            // view that its body reads is one: any other assignment (`didReport = true`) is not a
            // cover, and is left to the keyword check (unrecognised when it may be privacy code).
            guard parts.count == 1 || (parts.count == 2 && parts[0] == "self"),
                isShownByBody(member)
            else {
                // A published property: its `sink` runs with the new value (`$name=.case`, else
                // the whole sink), followed like a call.
                let value = right.hasPrefix(".") ? "=" + right : ""
                // Unfollowed, it is reported when it reads like privacy code (`isPrivacyShown = true`).
                let privacy = !summary && FollowedCalls.names(Self.keywords, in: left + " " + right)
                record(
                    .calls(CallTarget(member: "$" + member + value, base: base, mayBePrivacy: privacy)),
                    at: infix,
                    context)
                return
            }
            if right == "true" {
                record(
                    bodyHidesContent ? .redactsContent : .addsView(kind: swiftUIKind(of: member), tag: nil),
                    at: infix, context)
                // A view's flag set from a notification (`onReceive`) changes that view, which may
                // be one of many: its screen only, as a view controller's own view is.
                if reader.index.roles[handler.owner] == .swiftUIView,
                    [.notificationObserver, .sceneNotificationObserver].contains(handler.host)
                {
                    facts[facts.count - 1].screen = handler.owner
                }
            } else if right == "false" {
                record(.removesView(tag: nil), at: infix, context)
            } else if let moment = phaseMoment(right) {
                var inner = context
                inner.moment = moment.then
                record(.addsView(kind: swiftUIKind(of: member), tag: nil), at: infix, inner)
            } else if let number = Double(right) {
                if number == 0 {
                    record(.removesView(tag: nil), at: infix, context)
                } else {
                    record(.addsView(kind: .blur, tag: nil), at: infix, context)
                }
            }
        }
    }

    private func record(_ action: SourceAction, at node: some SyntaxProtocol, _ context: Context) {
        var where_ = handler
        where_.moment = context.moment
        let line = node.startLocation(converter: reader.converter, afterLeadingTrivia: true).line
        let text = reader.lines
        let sourceLine =
            line - 1 < text.count && line >= 1
            ? String(text[line - 1].prefix(SourceFact.maximumText))
            : String(node.trimmedDescription.prefix(SourceFact.maximumText))
        var fact = SourceFact(
            location: reader.file.location(line: line), language: .swift, handler: where_, action: action,
            deferred: context.deferred, text: sourceLine)
        fact.via = context.via
        fact.branches = context.branches
        facts.append(fact)
    }

    private func branch(_ node: some SyntaxProtocol, clause: Int) -> SourceFact.Branch {
        let start = node.startLocation(converter: reader.converter, afterLeadingTrivia: true)
        return SourceFact.Branch(
            statement: reader.file.location(line: start.line), column: start.column, clause: clause)
    }
}
