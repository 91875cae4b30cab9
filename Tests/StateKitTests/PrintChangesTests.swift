import StateKit
import StreamCore
import TestSupport
import Testing

@Suite("ManagedState.printChanges: a field-level diff per committed change")
struct PrintChangesTests {
  @Test("Each committed change prints the type, the action, and only the changed fields")
  func actionsAndMutations() {
    @ManagedState var model = Basket()
    let printed = Log<String>()
    let printing = $model.printChanges { printed.append($0) }
    $model.send(.add("tea", 3))
    model.note = "gift"
    #expect(
      printed.entries == [
        """
        Basket received .add("tea", 3):
          + items[0]: "tea"
          − total: 0
          + total: 3
          − isEmpty: true
          + isEmpty: false
        """,
        """
        Basket changed:
          − note: ""
          + note: "gift"
        """,
      ]
    )
    withExtendedLifetime(printing) {}
  }

  @Test("A mutation that commits nothing prints nothing; @IgnoredState fields never print")
  func noChange() {
    @ManagedState var model = Basket()
    let printed = Log<String>()
    let printing = $model.printChanges { printed.append($0) }
    $model.send(.clear)  // renders changes, nothing else
    model.note = ""
    #expect(printed.entries.isEmpty)
    withExtendedLifetime(printing) {}
  }

  @Test("Shrinking arrays print the removed elements at their index; cancelling stops the printing")
  func shrinkAndCancel() {
    @ManagedState var model = Basket(items: ["tea", "jam", "oat"], total: 9)
    let printed = Log<String>()
    let printing = $model.printChanges { printed.append($0) }
    $model.send(.remove(at: 1))
    printing.cancel()
    $model.send(.clear)
    #expect(
      printed.entries == [
        """
        Basket received .remove(at: 1):
          − items[1]: "jam"
          + items[1]: "oat"
          − items[2]: "oat"
        """
      ]
    )
  }

  @Test("A change a subscriber makes prints after the change it reacted to, without an action")
  func subscriberChangeOrder() {
    @ManagedState var model = Basket()
    let printed = Log<String>()
    let printing = $model.printChanges { printed.append(String($0.split(separator: "\n")[0])) }
    let state = $model
    let reaction = $model.publisher(for: \.total).dropFirst().sink { _ in state.wrappedValue.note = "seen" }
    $model.send(.add("tea", 3))
    #expect(printed.entries == [#"Basket received .add("tea", 3):"#, "Basket changed:"])
    withExtendedLifetime((printing, reaction)) {}
  }

  @Test("An action sent from inside a rule keeps its action when it is applied after the current mutation")
  func reentrantAction() {
    @ManagedState var model = ActionCounter()
    let printed = Log<String>()
    let printing = $model.printChanges { printed.append(String($0.split(separator: "\n")[0])) }
    let state = $model
    var sentOnce = false
    let willChange = $model.objectWillChange.sink { _ in
      guard !sentOnce else { return }
      sentOnce = true
      state.send(.add(10))
    }
    $model.send(.increment)
    #expect(model.count == 11)
    #expect(printed.entries == ["ActionCounter received .increment:", "ActionCounter received .add(10):"])
    withExtendedLifetime((printing, willChange)) {}
  }
}
