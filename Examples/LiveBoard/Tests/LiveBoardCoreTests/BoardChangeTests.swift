import LiveBoardCore
import StateKit
import StreamCore
import Testing

/// The change a client is sent is computed from the state's committed `DiffedValue`s, so it reports what the
/// rules did as well as what the action did.
@Suite("Board changes")
struct BoardChangeTests {
  /// Sends `actions` to a fresh state and returns the `BoardChange` of each commit.
  static func changes(_ actions: [BoardAction]) -> [BoardChange] {
    let state = ManagedState(wrappedValue: Board())
    var changes: [BoardChange] = []
    let subscription = state.publisher.sink { diff in
      if let old = diff.old { changes.append(BoardChange(from: old, to: diff.new)) }
    }
    for action in actions { state.send(action) }
    subscription.cancel()
    return changes
  }

  @Test("adding a card reports the card and the column whose count changed")
  func add() {
    let changes = Self.changes([.addCard(title: " Ship  it", column: "doing")])
    #expect(changes.count == 1)
    #expect(changes[0].revision == 1)
    #expect(changes[0].cards == [Board.Card(id: 1, title: "Ship it", column: "doing", placedAt: 1)])
    #expect(changes[0].removedCards.isEmpty)
    #expect(changes[0].columns.map(\.id) == ["doing"])
    #expect(changes[0].cardCount == 1)
  }

  @Test("a move reports the card in its new column and both columns")
  func move() {
    let changes = Self.changes([.addCard(title: "Ship", column: "todo"), .moveCard(card: 1, column: "done")])
    #expect(changes[1].cards == [Board.Card(id: 1, title: "Ship", column: "done", placedAt: 2)])
    #expect(changes[1].columns.map(\.id) == ["todo", "done"])
  }

  @Test("a rename the rules numbered reports the numbered title; a delete reports the identifier")
  func renameAndDelete() {
    let changes = Self.changes([
      .addCard(title: "Ship", column: "todo"),
      .addCard(title: "Plan", column: "todo"),
      .renameCard(card: 2, title: "SHIP"),
      .deleteCard(card: 1),
    ])
    #expect(changes[2].cards.map(\.title) == ["SHIP (2)"])
    #expect(changes[2].columns.isEmpty)
    #expect(changes[3].cards.isEmpty)
    #expect(changes[3].removedCards == [1])
    #expect(changes[3].cardCount == 1)
  }

  @Test("a changed limit reports the column alone")
  func limit() {
    let changes = Self.changes([.setLimit(column: "done", limit: 9)])
    #expect(changes[0].cards.isEmpty)
    #expect(changes[0].columns.map(\.limit) == [9])
  }
}
