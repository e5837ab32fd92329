import SwiftUI

/// A lock screen over every window whenever the app is not active: a symbol and a padded line
/// of text on white, the app's screen under it.
@main
struct PrivacyApp: App {
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            ContentView()
                .overlay {
                    if scenePhase != .active {
                        ZStack {
                            Color.white
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                            VStack {
                                Image(systemName: "lock.fill")
                                Text("Locked")
                                    .font(.headline)
                                    .padding()
                                    .background(.thinMaterial)
                            }
                        }
                        .ignoresSafeArea()
                    }
                }
        }
    }
}

struct ContentView: View {
    var body: some View {
        HStack {
            Image("PrivacyCover")
            Text("Account 1234 5678")
        }
        .background(.regularMaterial)
    }
}
