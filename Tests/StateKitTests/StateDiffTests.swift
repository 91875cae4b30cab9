import StateKit
import Testing

@Suite("StateDiff: field-level differences by reflection")
struct StateDiffTests {
  typealias Change = StateDiff.Change

  @Test("Equal values have no changes and an empty description")
  func equalValues() {
    let diff = StateDiff(from: Account(), to: Account())
    #expect(diff.isEmpty)
    #expect(diff.changes.isEmpty)
    #expect(diff.description == "")
  }

  @Test("A top-level field is a change at its name, with values written as Swift literals")
  func topLevelField() {
    var new = Account()
    new.count = 3
    let diff = StateDiff(from: Account(), to: new)
    #expect(diff.changes == [Change(path: "count", old: "0", new: "3")])
    #expect(diff.description == "− count: 0\n+ count: 3")
  }

  @Test("A nested struct shows only its changed leaves: profile.name")
  func nestedStruct() {
    var new = Account()
    new.profile.name = "Ada"
    #expect(StateDiff(from: Account(), to: new).changes == [Change(path: "profile.name", old: #""""#, new: #""Ada""#)])
  }

  @Test("Arrays: a changed element field is items[2].title; added and removed elements are changes at their index")
  func arrays() {
    let base = Account(items: [.init(title: "tea"), .init(title: "jam"), .init(title: "oat")])
    var renamed = base
    renamed.items[2].title = "rye"
    #expect(
      StateDiff(from: base, to: renamed).changes == [Change(path: "items[2].title", old: #""oat""#, new: #""rye""#)]
    )

    var grown = base
    grown.items.append(.init(title: "fig", quantity: 2))
    #expect(
      StateDiff(from: base, to: grown).changes == [
        Change(path: "items[3]", old: nil, new: #"Item(title: "fig", quantity: 2)"#)
      ]
    )
    #expect(StateDiff(from: base, to: grown).description == #"+ items[3]: Item(title: "fig", quantity: 2)"#)

    var shrunk = base
    shrunk.items.removeLast()
    #expect(StateDiff(from: base, to: shrunk).description == #"− items[2]: Item(title: "oat", quantity: 1)"#)
  }

  @Test("Dictionaries: changes at tags[\"k\"], in sorted key order")
  func dictionaries() {
    let base = Account(tags: ["b": 1, "a": 1, "z": 1])
    var new = base
    new.tags["z"] = 2
    new.tags["a"] = nil
    new.tags["m"] = 5
    #expect(
      StateDiff(from: base, to: new).changes == [
        Change(path: #"tags["a"]"#, old: "1", new: nil),
        Change(path: #"tags["m"]"#, old: nil, new: "5"),
        Change(path: #"tags["z"]"#, old: "1", new: "2"),
      ]
    )
  }

  @Test("Sets: each removed or inserted element is a change at the set's path, sorted")
  func sets() {
    let diff = StateDiff(from: Account(roles: ["admin", "dev"]), to: Account(roles: ["dev", "ops", "guest"]))
    #expect(
      diff.changes == [
        Change(path: "roles", old: #""admin""#, new: nil),
        Change(path: "roles", old: nil, new: #""guest""#),
        Change(path: "roles", old: nil, new: #""ops""#),
      ]
    )
  }

  @Test("Optionals: nil is written nil, a value without Optional(…); both present compares the wrapped values")
  func optionals() {
    #expect(
      StateDiff(from: Account(), to: Account(nickname: "ada")).changes == [
        Change(path: "nickname", old: "nil", new: #""ada""#)
      ]
    )
    let profiles = StateDiff(from: Optional(Account.Profile(name: "a")), to: Optional(Account.Profile(name: "b")))
    #expect(profiles.changes == [Change(path: "name", old: #""a""#, new: #""b""#)])
  }

  @Test("Enums: cases written .case(payload); a different case or a short payload is shown whole")
  func enums() {
    #expect(
      StateDiff(from: Account(), to: Account(phase: .loading(progress: 0.5))).changes == [
        Change(path: "phase", old: ".idle", new: ".loading(progress: 0.5)")
      ]
    )
    #expect(
      StateDiff(from: Account(phase: .failed("x", code: 1)), to: Account(phase: .failed("x", code: 2))).changes == [
        Change(path: "phase", old: #".failed("x", code: 1)"#, new: #".failed("x", code: 2)"#)
      ]
    )
  }

  @Test("Enums with a payload too wide to show whole are compared by the payload's leaves, under the case name")
  func wideEnumPayload() {
    let long = String(repeating: "x", count: 90)
    let diff = StateDiff(from: Account.Phase.failed(long, code: 1), to: Account.Phase.failed(long, code: 2))
    #expect(diff.changes == [Change(path: "failed.code", old: "1", new: "2")])
  }

  @Test("@IgnoredState fields never appear, not even when only they changed")
  func ignoredState() {
    var new = Account()
    new.cache["seen"] = 1
    #expect(StateDiff(from: Account(), to: new).isEmpty)
    new.count = 1
    #expect(StateDiff(from: Account(), to: new).changes.map(\.path) == ["count"])
  }

  @Test("Classes are walked by their stored properties; the same instance has no changes")
  func classes() {
    final class Node {
      var name: String
      var next: Node?
      init(name: String, next: Node? = nil) {
        self.name = name
        self.next = next
      }
    }
    let shared = Node(name: "a")
    #expect(StateDiff(from: shared, to: shared).isEmpty)
    let diff = StateDiff(from: Node(name: "a", next: Node(name: "b")), to: Node(name: "a", next: Node(name: "c")))
    #expect(diff.changes == [Change(path: "next.name", old: #""b""#, new: #""c""#)])
  }

  @Test("A cycle of objects is walked once")
  func objectCycle() {
    final class Loop {
      var value: Int
      var next: Loop?
      init(value: Int) { self.value = value }
    }
    let first = Loop(value: 1)
    first.next = first
    let second = Loop(value: 2)
    second.next = second
    #expect(StateDiff(from: first, to: second).changes == [Change(path: "value", old: "1", new: "2")])
  }

  @Test("Long values are cut to 80 characters, ending in …")
  func truncation() {
    let diff = StateDiff(from: Account(), to: Account(nickname: String(repeating: "a", count: 200)))
    let written = diff.changes.first?.new ?? ""
    #expect(written.count == 80)
    #expect(written.hasPrefix("\"aaa"))
    #expect(written.hasSuffix("…"))
  }

  @Test("Two plain values differ at the empty path; the description has no path")
  func plainValues() {
    let diff = StateDiff(from: 1, to: 2)
    #expect(diff.changes == [Change(path: "", old: "1", new: "2")])
    #expect(diff.description == "− 1\n+ 2")
  }

  @Test("A 1,000-item state with one changed item has exactly one change")
  func largeState() {
    let base = Account(items: (0..<1_000).map { Account.Item(title: "item \($0)") })
    var new = base
    new.items[500].quantity = 7
    #expect(StateDiff(from: base, to: new).changes == [Change(path: "items[500].quantity", old: "1", new: "7")])
  }

  @Test("StateDiff's documented example: an added struct element, a changed field, an added key; no ignored field")
  func documentedExample() {
    struct Item: Equatable { var title: String }
    struct Basket: Equatable {
      var items: [Item] = []
      var total = 0
      var tags: [String: Int] = [:]
      @IgnoredState var cache: [String: Int] = [:]
    }
    var after = Basket(items: [Item(title: "tea")], total: 0, tags: ["k": 1])
    after.total = 3
    after.cache["seen"] = 1
    #expect(
      StateDiff(from: Basket(), to: after).description == """
        + items[0]: Item(title: "tea")
        − total: 0
        + total: 3
        + tags["k"]: 1
        """
    )
  }

  @Test("Arrays and dictionaries of values that are not Equatable are compared by reflection, the same way")
  func notEquatableElements() {
    struct Row { var title: String }
    struct Table {
      var rows: [Row]
      var byName: [String: Row]
    }
    let diff = StateDiff(
      from: Table(rows: [Row(title: "a"), Row(title: "b")], byName: ["x": Row(title: "a")]),
      to: Table(rows: [Row(title: "a"), Row(title: "c"), Row(title: "d")], byName: ["y": Row(title: "a")])
    )
    #expect(
      diff.changes == [
        Change(path: "rows[1].title", old: #""b""#, new: #""c""#),
        Change(path: "rows[2]", old: nil, new: #"Row(title: "d")"#),
        Change(path: #"byName["x"]"#, old: #"Row(title: "a")"#, new: nil),
        Change(path: #"byName["y"]"#, old: nil, new: #"Row(title: "a")"#),
      ]
    )
  }
}
