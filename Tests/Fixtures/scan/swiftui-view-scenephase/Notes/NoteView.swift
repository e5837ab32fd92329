import SwiftUI

struct NoteView: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var hidden = false

    var body: some View {
        Text("Secret note")
            .blur(radius: hidden ? 20 : 0)
            .onChange(of: scenePhase) { _, newPhase in
                if newPhase == .background {
                    hidden = true
                } else if newPhase == .active {
                    hidden = false
                }
            }
    }
}
