import SwiftUI

/// The card number marked privacy-sensitive, and the privacy reason applied above it whenever
/// the scene is not active.
struct ContentView: View {
    @Environment(\.scenePhase) private var scenePhase

    private var reasons: RedactionReasons {
        scenePhase == .active ? [] : .privacy
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Card number")
            Text("4000 1234 5678 9010").privacySensitive()
        }
        .redacted(reason: reasons)
    }
}
