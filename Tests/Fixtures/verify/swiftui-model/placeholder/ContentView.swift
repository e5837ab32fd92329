import SwiftUI

/// The app's text replaced by placeholder blocks whenever its scene is not active.
struct ContentView: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        VStack {
            Text("Account")
            Text("1234 5678")
        }
        .redacted(reason: scenePhase == .active ? [] : .placeholder)
    }
}
