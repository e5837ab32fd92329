import SwiftUI

/// The account number marked privacy-sensitive, and the privacy reason applied whenever the
/// scene is not active.
struct ContentView: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        VStack {
            Text("Account")
            Text("1234 5678")
                .privacySensitive()
        }
        .redacted(reason: scenePhase == .active ? [] : .privacy)
    }
}
