import SwiftUI

/// The app's screen; a white cover fades in over half a second whenever its scene is not
/// active, and out when it is again.
struct ContentView: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var isCovered = false

    var body: some View {
        ZStack {
            Text("Account 1234 5678")
            if isCovered {
                Color.white.transition(.opacity)
            }
        }
        .onChange(of: scenePhase) { _, phase in
            withAnimation(.easeInOut(duration: 0.5)) { isCovered = phase != .active }
        }
    }
}
