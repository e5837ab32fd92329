import SwiftParser
import SwiftSyntax
import SwitcherCode
import SwitcherCore
import Testing

/// The printed Swift never hides a view controller's `view` behind a local of the same name
/// and then reaches for `view.window`: that line would add the cover to the new view's (nil)
/// window, so the cover would never show. `code blurred-snapshot --host notifications` once
/// printed exactly that.
@Suite struct PrintedCodeShadowingTests {
    /// Functions in which a `let`/`var` named `view` (not a `guard let`, whose right-hand side
    /// is read before the name is bound) is followed by `view.window`.
    final class ShadowedViewFinder: SyntaxVisitor {
        var offenders: [String] = []

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let body = node.body else { return .skipChildren }
            var shadowedAt: AbsolutePosition?
            for item in body.statements {
                if let declaration = item.item.as(VariableDeclSyntax.self),
                    declaration.bindings.contains(where: {
                        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "view"
                    })
                {
                    shadowedAt = shadowedAt ?? declaration.position
                } else if shadowedAt != nil, item.description.contains("view.window") {
                    offenders.append("\(node.name.text): \(item.trimmedDescription)")
                }
            }
            return .skipChildren
        }
    }

    static func shadowedViews(in source: String) -> [String] {
        let finder = ShadowedViewFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        return finder.offenders
    }

    @Test func theFinderFindsTheOldBlurredSnapshot() {
        let old = """
            class ViewController: UIViewController {
                private func showBlurredScreenshot() {
                    let view = UIImageView(image: blurredImage)
                    appSwitcherView = view
                    view.window?.addSubview(view)
                }
            }
            """
        #expect(Self.shadowedViews(in: old) == ["showBlurredScreenshot: view.window?.addSubview(view)"])
    }

    @Test func noPrintedSwiftConfigurationShadowsTheControllersView() throws {
        let configurations = StrategyCode.configurations(languages: [.swift])
        #expect(configurations.count >= 60)
        var offenders: [String] = []
        for request in configurations {
            for file in try StrategyCode.files(for: request) {
                for offender in Self.shadowedViews(in: file.text) {
                    offenders.append("switcherlab code \(request) — \(file.name): \(offender)")
                }
            }
        }
        #expect(offenders == [])
    }
}
