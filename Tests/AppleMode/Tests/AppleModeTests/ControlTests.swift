// The control: Foundation's names, Combine and SwiftUI's shapes, without the library, compile and run here too, so
// the stand-in is faithful and whatever fails in the examples is the library's.
import AppleShapes
import Combine
import SwiftUI
import Testing

final class PlainModel: ObservableObject {
  @Published var name = ""
}

struct PlainView: View {
  @ObservedObject var model: PlainModel
}

@Suite("Control: Apple-shaped code without the library")
struct ControlTests {
  @Test("@Published in an ObservableObject fires objectWillChange; onReceive gets each value")
  func publishedFires() {
    let view = PlainView(model: PlainModel())
    var willChange = 0
    var names: [String] = []
    let observation = view.model.objectWillChange.sink { willChange += 1 }
    let shown = view.onReceive(view.model.$name) { names.append($0) }
    view.model.name = "Ann"
    #expect(willChange == 1)
    #expect(names == ["", "Ann"])
    observation.cancel()
    shown.subscription.cancel()
  }
}
