import SwiftUI

/// A cover with a shadow: the shadow is not in the lab's model.
struct ContentView: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        ZStack {
            Text("Account 1234 5678")
            if scenePhase != .active {
                Color.white
                    .shadow(radius: 4)
            }
        }
    }
}
