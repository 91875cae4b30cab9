import BindingKit
import Testing

@Suite struct DiffersTests {
  struct Person {
    var name: String
    var age: Int
  }

  @Test func comparesTheFieldAtTheKeyPath() {
    let alice = Person(name: "Alice", age: 30)
    let bob = Person(name: "Bob", age: 30)
    #expect(differs(lhs: alice, rhs: bob, keyPath: \.name))
    #expect(!differs(lhs: alice, rhs: bob, keyPath: \.age))
    #expect(!differs(lhs: alice, rhs: alice, keyPath: \.name.count))
  }
}
