import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { Text("Secret note") }
    }
}
