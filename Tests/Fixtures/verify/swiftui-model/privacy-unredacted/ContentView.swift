import SwiftUI

/// The account number marked privacy-sensitive, and nothing that applies a redaction reason:
/// the lab does not assume the system redacts it in the app switcher.
struct ContentView: View {
    var body: some View {
        VStack {
            Text("Account")
            Text("1234 5678")
                .privacySensitive()
        }
    }
}
