import SwiftUI

/// The app's screen blurred whenever its scene is not active, through a state the phase sets.
struct ContentView: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var covered = false

    var body: some View {
        HStack {
            Text("IBAN")
            Text("DE89 3704 0044")
        }
        .blur(radius: covered ? 20 : 0)
        .onChange(of: scenePhase) { _, phase in
            covered = phase != .active
        }
    }
}
