/// What one committed change did to the board, card by card: what a client applies to its copy of the board.
///
/// It is computed from the state's `DiffedValue` (the committed value before and after), so it reports what the
/// rules did too — a title they numbered, a count they derived — not only what the action asked for.
///
/// ```swift
/// var after = Board()
/// try after.apply(.addCard(title: "Ship it", column: "todo"))
/// after.applyRules()
/// let change = BoardChange(from: Board(), to: after)
/// print(change.cards.map(\.title), change.columns.map(\.id))  // Prints "["Ship it"] ["todo"]"
/// ```
public struct BoardChange: Codable, Equatable, Sendable {
  /// The board's revision after the change.
  public var revision: Int
  /// The cards that are new or whose title, column or place changed, in their new state.
  public var cards: [Board.Card]
  /// The identifiers of the cards that left the board.
  public var removedCards: [Int]
  /// The columns whose limit or counts changed, in their new state.
  public var columns: [Board.Column]
  /// How many cards the board holds after the change.
  public var cardCount: Int

  /// The change from `old` to `new`.
  ///
  /// - Complexity: O(*n*) in the number of cards, and O(1) when neither the cards nor the columns changed.
  public init(from old: Board, to new: Board) {
    revision = new.revision
    cardCount = new.cardCount
    columns = old.columns == new.columns ? [] : new.columns.filter { !old.columns.contains($0) }
    guard old.cards != new.cards else {
      cards = []
      removedCards = []
      return
    }
    var before: [Int: Board.Card] = [:]
    before.reserveCapacity(old.cards.count)
    for card in old.cards { before[card.id] = card }
    cards = []
    for card in new.cards {
      if before.removeValue(forKey: card.id) != card { cards.append(card) }
    }
    removedCards = before.keys.sorted()
  }
}
