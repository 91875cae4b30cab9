import LiveBoardCore
import StateKit
import Testing

/// The board's rules, change by change: each step states every field the change makes, derived ones included.
@Suite("Board rules")
struct BoardRulesTests {
  typealias Card = Board.Card

  @Test("an added card's title is trimmed and its whitespace collapsed; the counts follow")
  func addNormalisesAndCounts() throws {
    let store = TestState(Board())
    try store.send(.addCard(title: "  Write \t the\n docs  ", column: "todo")) {
      $0.cards = [Card(id: 1, title: "Write the docs", column: "todo", placedAt: 1)]
      $0.revision = 1
      $0.nextCardID = 2
      $0.cardCount = 1
      $0.columns[0].cardCount = 1
    }
    try store.finish()
  }

  @Test("a title another card has, in any case, is numbered; the card that had it keeps it")
  func duplicateTitlesAreNumbered() throws {
    let store = TestState(Board())
    store.exhaustivity = .off
    try store.send(.addCard(title: "Fix login", column: "todo")) {
      $0.cards = [Card(id: 1, title: "Fix login", column: "todo", placedAt: 1)]
    }
    try store.send(.addCard(title: "fix  LOGIN", column: "doing")) {
      $0.cards.append(Card(id: 2, title: "fix LOGIN (2)", column: "doing", placedAt: 2))
    }
    try store.send(.addCard(title: "Fix login", column: "done")) {
      $0.cards.append(Card(id: 3, title: "Fix login (3)", column: "done", placedAt: 3))
    }
    try store.finish()
  }

  @Test("renaming a card to a taken title numbers the renamed card, not the one holding the title")
  func renameToTakenTitle() throws {
    let store = TestState(Board())
    store.exhaustivity = .off
    try store.send(.addCard(title: "Release", column: "todo")) { $0.nextCardID = 2 }
    try store.send(.addCard(title: "Draft", column: "todo")) { $0.nextCardID = 3 }
    try store.send(.renameCard(card: 2, title: "release")) {
      $0.cards[1].title = "release (2)"
      $0.revision = 3
    }
    #expect(store.value.cards.map(\.title) == ["Release", "release (2)"])
    try store.finish()
  }

  @Test("a move appends the card to its new column; the counts and isFull follow")
  func moveUpdatesCounts() throws {
    let store = TestState(Board())
    try store.send(.setLimit(column: "doing", limit: 1)) {
      $0.columns[1].limit = 1
      $0.revision = 1
    }
    try store.send(.addCard(title: "Ship", column: "todo")) {
      $0.cards = [Card(id: 1, title: "Ship", column: "todo", placedAt: 2)]
      $0.revision = 2
      $0.nextCardID = 2
      $0.cardCount = 1
      $0.columns[0].cardCount = 1
    }
    try store.send(.moveCard(card: 1, column: "doing")) {
      $0.cards = [Card(id: 1, title: "Ship", column: "doing", placedAt: 3)]
      $0.revision = 3
      $0.columns[0].cardCount = 0
      $0.columns[1].cardCount = 1
      $0.columns[1].isFull = true
    }
    try store.finish()
  }

  @Test("a rejected action sent as an MVI action changes nothing and notifies nobody")
  func rejectedSendChangesNothing() throws {
    let store = TestState(Board(columns: [Board.Column(id: "only", name: "Only", limit: 1)]))
    store.exhaustivity = .off
    try store.send(.addCard(title: "First", column: "only")) { $0.columns[0].isFull = true }
    try store.send(.addCard(title: "Second", column: "only"))  // the column is full
    try store.send(.moveCard(card: 9, column: "only"))  // no such card
    try store.send(.renameCard(card: 1, title: " First "))  // the same title once normalised
    #expect(store.value.revision == 1)
    try store.finish()
  }

  @Test("a write that is no action goes through the same rules: titles normalised, empty ones named, counts derived")
  func rulesApplyToEveryWrite() throws {
    let store = TestState(Board())
    try store.mutate {
      $0.cards = [
        Card(id: 7, title: "  spaced   out ", column: "done", placedAt: 0),
        Card(id: 8, title: " \n ", column: "done", placedAt: 0),
      ]
    } assert: {
      $0.cards = [
        Card(id: 7, title: "spaced out", column: "done", placedAt: 0),
        Card(id: 8, title: "Untitled", column: "done", placedAt: 0),
      ]
      $0.cardCount = 2
      $0.columns[2].cardCount = 2
    }
    try store.finish()
  }

  @Test("a board that starts with duplicate titles (a file edited by hand) is de-duplicated in identifier order")
  func initialDuplicatesAreNumbered() {
    var board = Board()
    board.cards = [
      Card(id: 5, title: "Plan", column: "todo", placedAt: 2),
      Card(id: 2, title: "plan", column: "todo", placedAt: 1),
      Card(id: 9, title: "Plan (2)", column: "done", placedAt: 3),
    ]
    let store = TestState(board)
    #expect(store.value.cards.map(\.title) == ["Plan (3)", "plan", "Plan (2)"])
    #expect(store.value.columns.map(\.cardCount) == [2, 0, 1])
  }

  @Test("normalising leaves a clean title as it is and cleans any other")
  func normalisedTitle() {
    #expect(Board.normalisedTitle("Ship it") == "Ship it")
    #expect(Board.normalisedTitle(" Ship  it ") == "Ship it")
    #expect(Board.normalisedTitle("Ship\tit\r\nnow") == "Ship it now")
    #expect(Board.normalisedTitle("Café\u{00A0} crème") == "Café crème")
    #expect(Board.normalisedTitle("   ").isEmpty)
  }
}
