import SwiftUI

/// A frosted cover laid over the app's screen whenever its scene is not active.
struct ContentView: View {
    @Environment(\.scenePhase) var phase

    var body: some View {
        VStack {
            Text("Balance")
            Text("12 345.67")
        }
        .overlay {
            if phase != .active {
                Rectangle()
                    .fill(.ultraThinMaterial)
                    .ignoresSafeArea()
            }
        }
    }
}
