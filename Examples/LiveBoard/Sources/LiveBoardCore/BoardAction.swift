/// What a client asks the board to do: the board's MVI actions.
///
/// On the wire each action is a JSON object whose `"type"` names the case and whose other keys are its fields, such as
/// `{"type": "moveCard", "card": 4, "column": "done"}`; ``ClientRequest`` decodes them.
public enum BoardAction: Equatable, Sendable {
  /// Adds a card titled `title` at the end of the column `column`.
  case addCard(title: String, column: String)
  /// Moves card `card` to the end of the column `column`.
  case moveCard(card: Int, column: String)
  /// Gives card `card` the title `title`.
  case renameCard(card: Int, title: String)
  /// Removes card `card` from the board.
  case deleteCard(card: Int)
  /// Sets how many cards the column `column` takes at most.
  case setLimit(column: String, limit: Int)

  /// The case's name, as the wire spells it in `"type"`.
  public var name: String {
    switch self {
    case .addCard: "addCard"
    case .moveCard: "moveCard"
    case .renameCard: "renameCard"
    case .deleteCard: "deleteCard"
    case .setLimit: "setLimit"
    }
  }
}

/// Why the board rejected an action; the ``description`` is the message the client that sent it is shown.
public enum BoardRejection: Error, Equatable, Sendable, CustomStringConvertible {
  /// The action names a column the board does not have.
  case noSuchColumn(String)
  /// The action names a card that is not on the board (another client may have just deleted it).
  case noSuchCard(Int)
  /// The title is empty once normalised.
  case emptyTitle
  /// The title is longer than ``Board/maxTitleLength`` once normalised.
  case titleTooLong
  /// The target column already holds as many cards as its limit.
  case columnFull(column: String, limit: Int)
  /// The card is already in the column it was moved to.
  case alreadyInColumn(card: Int, column: String)
  /// The new title is the card's title already.
  case sameTitle(card: Int)
  /// The limit is outside ``Board/limitRange``.
  case limitOutOfRange(Int)
  /// The limit is below the number of cards the column holds.
  case limitBelowCardCount(column: String, cardCount: Int)

  /// The message for people, naming columns by their names.
  public var description: String {
    switch self {
    case .noSuchColumn(let id): "There is no column \u{201C}\(id)\u{201D}."
    case .noSuchCard(let id): "Card #\(id) is not on the board: someone may have just deleted it."
    case .emptyTitle: "A card needs a title."
    case .titleTooLong: "A title has at most \(Board.maxTitleLength) characters."
    case .columnFull(let column, let limit):
      "\u{201C}\(column)\u{201D} is full: it takes at most \(limit) \(limit == 1 ? "card" : "cards")."
    case .alreadyInColumn(let card, let column): "Card #\(card) is already in \u{201C}\(column)\u{201D}."
    case .sameTitle(let card): "Card #\(card) already has that title."
    case .limitOutOfRange(let limit):
      "A limit is between \(Board.limitRange.lowerBound) and \(Board.limitRange.upperBound), not \(limit)."
    case .limitBelowCardCount(let column, let cardCount):
      "\u{201C}\(column)\u{201D} holds \(cardCount) cards: its limit cannot go below that."
    }
  }
}
