import SwiftUI

/// A shadow, which is not in the lab's model.
struct ContentView: View {
    var body: some View {
        Text("Account").shadow(radius: 4)
    }
}
