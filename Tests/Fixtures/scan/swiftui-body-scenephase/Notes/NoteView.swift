import SwiftUI

struct NoteView: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        ZStack {
            Text("Secret note")
            if scenePhase != .active {
                Color(.systemBackground)
            }
        }
    }
}
