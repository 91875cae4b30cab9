import LiveBoardCore
import Testing

/// What ``Board/apply(_:)`` accepts, and the reason it gives for what it rejects.
@Suite("Board actions")
struct BoardActionsTests {
  /// A board with one card (#1, "Ship it") in "Doing", whose limit is 1.
  static func boardWithFullDoing() throws -> Board {
    var board = Board()
    try board.apply(.setLimit(column: "doing", limit: 1))
    try board.apply(.addCard(title: "Ship it", column: "doing"))
    try board.apply(.addCard(title: "Plan", column: "todo"))
    return board
  }

  @Test(
    "each rule rejects with a message that says why, and leaves the board as it was",
    arguments: [
      (BoardAction.addCard(title: "x", column: "later"), BoardRejection.noSuchColumn("later")),
      (.addCard(title: " \t ", column: "todo"), .emptyTitle),
      (.addCard(title: String(repeating: "a", count: 81), column: "todo"), .titleTooLong),
      (.addCard(title: "More", column: "doing"), .columnFull(column: "Doing", limit: 1)),
      (.moveCard(card: 2, column: "doing"), .columnFull(column: "Doing", limit: 1)),
      (.moveCard(card: 1, column: "doing"), .alreadyInColumn(card: 1, column: "Doing")),
      (.moveCard(card: 42, column: "done"), .noSuchCard(42)),
      (.renameCard(card: 1, title: "  Ship   it "), .sameTitle(card: 1)),
      (.renameCard(card: 1, title: ""), .emptyTitle),
      (.deleteCard(card: 3), .noSuchCard(3)),
      (.setLimit(column: "doing", limit: 0), .limitOutOfRange(0)),
      (.setLimit(column: "todo", limit: 501), .limitOutOfRange(501)),
      (.setLimit(column: "nowhere", limit: 5), .noSuchColumn("nowhere")),
    ]
  )
  func rejections(action: BoardAction, rejection: BoardRejection) throws {
    let before = try Self.boardWithFullDoing()
    var board = before
    #expect(throws: rejection) { try board.apply(action) }
    #expect(board == before)
  }

  @Test("a limit below the cards a column holds is rejected; at that count it is accepted")
  func limitBelowCount() throws {
    var board = try Self.boardWithFullDoing()
    try board.apply(.addCard(title: "Second", column: "todo"))
    #expect(throws: BoardRejection.limitBelowCardCount(column: "To do", cardCount: 2)) {
      try board.apply(.setLimit(column: "todo", limit: 1))
    }
    try board.apply(.setLimit(column: "todo", limit: 2))
    #expect(board.column("todo")?.limit == 2)
  }

  @Test("every accepted action is one revision; a deleted card's identifier is not reused")
  func revisionsAndIdentifiers() throws {
    var board = Board()
    try board.apply(.addCard(title: "A", column: "todo"))
    try board.apply(.deleteCard(card: 1))
    try board.apply(.addCard(title: "B", column: "todo"))
    try board.apply(.renameCard(card: 2, title: "C"))
    #expect(board.revision == 4)
    #expect(board.cards.map(\.id) == [2])
    #expect(board.card(2)?.title == "C")
  }

  @Test("the messages name the column as people see it")
  func messages() {
    #expect(
      BoardRejection.columnFull(column: "Doing", limit: 3).description == "“Doing” is full: it takes at most 3 cards."
    )
    #expect(
      BoardRejection.columnFull(column: "Doing", limit: 1).description == "“Doing” is full: it takes at most 1 card."
    )
    #expect(
      BoardRejection.noSuchCard(4).description == "Card #4 is not on the board: someone may have just deleted it."
    )
    #expect(BoardRejection.titleTooLong.description == "A title has at most 80 characters.")
  }
}
