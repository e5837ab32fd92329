import SwiftUI

/// The app's screen blurred whenever its scene is not active.
struct ContentView: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        VStack {
            Text("Account")
            Text("1234 5678")
        }
        .blur(radius: scenePhase == .active ? 0 : 20)
    }
}
