import SwiftUI

/// A view modifier that covers its content while the scene is not active.
struct SensitiveContent: ViewModifier {
    @Environment(\.scenePhase) private var scenePhase
    @State private var hiding = false

    func body(content: Content) -> some View {
        ZStack {
            content
            if hiding {
                Color.black
            }
        }
        .onChange(of: scenePhase) { newPhase in
            hiding = newPhase != .active
        }
    }
}
