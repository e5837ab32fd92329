import SwiftUI

/// The app's screen with a cover over it whenever its scene is not active.
struct ContentView: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        ZStack {
            Text("Account 1234 5678")
            if scenePhase != .active {
                Color.white
            }
        }
    }
}
