import SwiftUI

@main
struct VaultApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var isCovered = false

    var body: some Scene {
        WindowGroup {
            ContentView()
                .overlay {
                    if isCovered { Color.white.ignoresSafeArea() }
                }
        }
        .onChange(of: scenePhase) { phase in
            isCovered = phase != .active
        }
    }
}
