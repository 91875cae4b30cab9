// CombineEx's `Property` given to `onReceive` in a SwiftUI view, unchanged but for the imports: a property is a
// publisher, so SwiftUI's `onReceive`, typed on Combine's `Publisher`, takes it.
import AppleShapes
import PropertyKit
import StreamCore
import SwiftUI
import Testing

struct CounterLabel: View {
  let count: Property<Int>
  @State private var text = ""

  var shownText: String { text }

  func body() -> SubscriptionView<Self> {
    onReceive(count) { text = "\($0)" }
  }
}

@Suite("Example: a Property given to SwiftUI's onReceive")
struct PropertyOnReceiveExampleTests {
  @Test("the label shows the property's current value, then each new one")
  func labelFollowsProperty() {
    let count = MutableProperty(1)
    let label = CounterLabel(count: Property(count))
    let shown = label.body()
    #expect(label.shownText == "1")
    count.value = 2
    #expect(label.shownText == "2")
    shown.subscription.cancel()
  }

  @Test("Property<Value>.zip and .combineLatest compile beside Combine's zip and combineLatest methods")
  func staticCombinersCompile() {
    let a = MutableProperty(1)
    let b = MutableProperty("a")
    let zipped = Property<Int>.zip(a, b)
    let latest = Property<Int>.combineLatest(a, b)
    a.value = 2
    #expect(zipped.value == (1, "a"))
    #expect(latest.value == (2, "a"))
  }
}
