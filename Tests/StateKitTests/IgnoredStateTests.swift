import StateKit
import Testing

@Suite("IgnoredState")
struct IgnoredStateTests {
  struct Model: Hashable {
    var title = "a"
    @IgnoredState var cache: [Int] = []
  }

  struct Identified: Hashable {
    @IgnoredState(id: 1) var first = "x"
    @IgnoredState(id: 2) var second = "y"
  }

  @Test("The wrapped value takes no part in the enclosing type's == and hash")
  func equalityAndHash() {
    var changed = Model()
    changed.cache = [1, 2, 3]
    #expect(changed == Model())
    #expect(changed.hashValue == Model().hashValue)
    changed.title = "b"
    #expect(changed != Model())
  }

  @Test("Wrappers are equal exactly when their ids are equal; no id equals no id")
  func ids() {
    #expect(IgnoredState(wrappedValue: 1, id: "a") == IgnoredState(wrappedValue: 2, id: "a"))
    #expect(IgnoredState(wrappedValue: 1, id: "a") != IgnoredState(wrappedValue: 1, id: "b"))
    #expect(IgnoredState(wrappedValue: 1, id: 1) != IgnoredState(wrappedValue: 1))
    #expect(IgnoredState(wrappedValue: 1) == IgnoredState(wrappedValue: 2))
    #expect(IgnoredState(wrappedValue: 1, id: 7).hashValue == IgnoredState(wrappedValue: 2, id: 7).hashValue)
    var other = Identified()
    other.first = "changed"
    #expect(other == Identified())
    #expect(Identified().$first != Identified().$second)
  }

  @Test("A wrapped closure is called directly, with zero to three arguments")
  func closures() {
    struct Formatters {
      @IgnoredState var zero: () -> Int = { 0 }
      @IgnoredState var one: (Double) -> String = { "$\($0)" }
      @IgnoredState var two: (Int, Int) -> Int = { $0 + $1 }
      @IgnoredState var three: (Int, Int, Int) -> Int = { $0 * $1 * $2 }
    }
    let formatters = Formatters()
    #expect(formatters.one(9.99) == "$9.99")
    #expect(formatters.$zero() == 0)
    #expect(formatters.$one(9.99) == "$9.99")
    #expect(formatters.$two(2, 3) == 5)
    #expect(formatters.$three(2, 3, 4) == 24)
  }

  @Test("Dynamic member lookup reads and writes the wrapped value's properties")
  func dynamicMembers() {
    var wrapper = IgnoredState(wrappedValue: Plain(count: 1))
    wrapper.count += 1
    #expect(wrapper.wrappedValue.count == 2)
    #expect(wrapper.id == nil)
  }
}

@Suite("Mirrors of StateKit's wrappers")
struct StateKitMirrorTests {
  struct Cache { var hits = 2 }
  struct Counter: BehavioralStateContract { var clicks = 3 }

  @Test("IgnoredState and ManagedState mirror their values")
  func wrappersMirrorTheirValues() {
    let ignored = IgnoredState(wrappedValue: Cache())
    #expect(ignored.customMirror.children.map(\.label) == ["hits"])
    let state = ManagedState(wrappedValue: Counter())
    #expect(state.customMirror.children.map(\.label) == ["clicks"])
    #expect(state.customMirror.children.first?.value as? Int == 3)
  }
}
