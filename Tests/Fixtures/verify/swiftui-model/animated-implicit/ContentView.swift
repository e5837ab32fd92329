import SwiftUI

/// The same cover, animated by the view rather than by the change: `.animation(_:value:)`.
struct ContentView: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        let isCovered = scenePhase != .active
        ZStack {
            Text("Account 1234 5678")
            if isCovered {
                Color.white
            }
        }
        .animation(.easeInOut(duration: 0.5), value: isCovered)
    }
}
