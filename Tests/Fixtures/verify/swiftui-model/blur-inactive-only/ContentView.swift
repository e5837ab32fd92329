import SwiftUI

/// The app's screen blurred only while its scene is inactive: in the background, as the
/// snapshot is taken, the blur is gone.
struct ContentView: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Text("Account 1234 5678")
            .blur(radius: scenePhase == .inactive ? 20 : 0)
    }
}
