import BindingKit
import StreamCore
import Testing

@Suite("UIState and UIBinding: compared, hashed, described and mirrored by value")
struct UIStateDescriptionsTests {
  struct Point: Hashable, CustomStringConvertible {
    var x = 1
    var y = 2
    var description: String { "(\(x), \(y))" }
  }

  @Test("states and bindings are equal and hash alike when their values are")
  func equalityAndHashingByValue() {
    let a = UIState(wrappedValue: Point())
    let b = UIState(wrappedValue: Point())
    #expect(a == b)
    #expect(Set([a, b]).count == 1)
    b.wrappedValue.x = 5
    #expect(a != b)
    #expect(a.observe() == UIBinding.constant(Point()))
    #expect(a.observe().hashValue == Point().hashValue)
  }

  @Test("description, debugDescription and the mirror are the value's")
  func descriptionsAndMirrorAreTheValues() {
    let state = UIState(wrappedValue: Point())
    let binding = state.observe()
    #expect("\(state)" == "(1, 2)")
    #expect(String(reflecting: state) == String(reflecting: Point()))
    #expect("\(binding)" == "(1, 2)")
    #expect(String(reflecting: binding) == String(reflecting: Point()))
    #expect(state.customMirror.children.map(\.label) == ["x", "y"])
    #expect(binding.customMirror.children.map { $0.value as? Int } == [1, 2])
  }

  @Test("a binding takes any publisher of DiffedValue, such as a state's publisher")
  func bindingFromAnyDiffedPublisher() {
    let state = UIState(wrappedValue: 1)
    let binding = UIBinding(publisher: state.publisher, get: { state.wrappedValue }, set: { state.wrappedValue = $0 })
    var seen: [Int] = []
    let cancellable = binding.sink { (value: Int) in seen.append(value) }
    binding.wrappedValue = 2
    state.wrappedValue = 3
    #expect(seen == [1, 2, 3])
    withExtendedLifetime(cancellable) {}
  }
}
