public import StateKit
public import StreamCore

/// A kanban board shared by everyone connected: columns with a card limit each, and the cards on them.
///
/// The board is the value of a `ManagedState`. Its rules keep it consistent after every mutation, whoever makes it:
/// ``applyRules()`` normalises each card's title (trimmed, runs of whitespace collapsed to one space) and derives the
/// counts, and a binding rule de-duplicates titles, case-insensitively, by numbering the title a mutation just wrote
/// (`"Fix login"`, then `"Fix login (2)"`). Whether an action may happen at all — a column's limit, a card that no
/// longer exists — is decided by ``apply(_:)``, which rejects it with a ``BoardRejection`` before changing anything.
///
/// ```swift
/// @ManagedState var board = Board()
/// $board.send(.addCard(title: "  Write   the docs ", column: "todo"))
/// print(board.cards[0].title, board.columns[0].cardCount)  // Prints "Write the docs 1"
/// ```
public struct Board: BehavioralStateContract, Codable, Sendable {
  /// The MVI actions clients send.
  public typealias Action = BoardAction

  /// One column of the board.
  public struct Column: Codable, Equatable, Sendable {
    /// The column's stable identifier, used by actions (`"todo"`).
    public var id: String
    /// The name shown to people (`"To do"`).
    public var name: String
    /// How many cards the column takes at most.
    public var limit: Int
    /// How many cards are in the column; derived by the rules.
    public var cardCount = 0
    /// Whether the column holds `limit` cards; derived by the rules.
    public var isFull = false

    /// Creates an empty column.
    public init(id: String, name: String, limit: Int) {
      self.id = id
      self.name = name
      self.limit = limit
    }
  }

  /// One card.
  public struct Card: Codable, Equatable, Sendable {
    /// The card's identifier, unique on the board for ever: a deleted card's identifier is not reused.
    public var id: Int
    /// The title, normalised and unique on the board (case-insensitively) by the rules.
    public var title: String
    /// The identifier of the column the card is in.
    public var column: String
    /// The revision at which the card was put in its column; a column lists its cards in this order.
    public var placedAt: Int

    /// Creates a card.
    public init(id: Int, title: String, column: String, placedAt: Int) {
      self.id = id
      self.title = title
      self.column = column
      self.placedAt = placedAt
    }
  }

  /// The longest title an action may give a card, in characters, after normalising.
  public static let maxTitleLength = 80
  /// The range of limits ``BoardAction/setLimit(column:limit:)`` accepts.
  public static let limitRange = 1...500

  /// The columns, in the order they are shown.
  public var columns: [Column]
  /// Every card, in the order they were put in their columns (so ``Card/placedAt`` ascends).
  public var cards: [Card] = []
  /// The number of accepted actions so far: each one increases it by one.
  public var revision = 0
  /// The identifier the next added card gets.
  public var nextCardID = 1
  /// How many cards the board holds; derived by the rules.
  public var cardCount = 0

  /// The columns a new board starts with: "To do", "Doing" (at most 3 cards) and "Done".
  public static let standardColumns = [
    Column(id: "todo", name: "To do", limit: 20),
    Column(id: "doing", name: "Doing", limit: 3),
    Column(id: "done", name: "Done", limit: 50),
  ]

  /// Creates an empty board with `columns`.
  ///
  /// - Parameter columns: The columns, in the order they are shown; ``standardColumns`` unless given.
  public init(columns: [Column] = Board.standardColumns) {
    self.columns = columns
  }

  /// Normalises every title and derives the counts; runs at the start of every rule pass.
  public mutating func applyRules() {
    for index in cards.indices {
      let title = Self.normalisedTitle(cards[index].title)
      let kept = title.isEmpty ? "Untitled" : title
      // Written only when different: a write would copy the array the committed value shares.
      if kept != cards[index].title { cards[index].title = kept }
    }
    var counts: [String: Int] = [:]
    for card in cards { counts[card.column, default: 0] += 1 }
    for index in columns.indices {
      let count = counts[columns[index].id] ?? 0
      if columns[index].cardCount != count { columns[index].cardCount = count }
      let isFull = count >= columns[index].limit
      if columns[index].isFull != isFull { columns[index].isFull = isFull }
    }
    if cardCount != cards.count { cardCount = cards.count }
  }

  /// De-duplicates titles whenever the cards change: a title the mutation wrote that another card already has
  /// (ignoring case) is numbered, so the card that had it keeps it.
  @SubscriptionBuilder
  public static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
    state.bindDiffed(to: \.cards) { board, cards in
      let unique = Self.deduplicatingTitles(of: cards.new, keepingTitlesIn: cards.old ?? [])
      if unique != cards.new { board.cards = unique }
    }
  }

  /// Applies `action` when the board's rules allow it; a rejected action changes nothing.
  ///
  /// This is the MVI entry point (`$board.send(action)`), which cannot tell its caller why an action was rejected.
  /// The server calls ``apply(_:)`` inside `withLock`, which is the same single mutation and returns the reason.
  public mutating func receive(_ action: BoardAction) {
    try? apply(action)
  }

  /// The column with identifier `id`, if the board has one.
  public func column(_ id: String) -> Column? {
    columns.first { $0.id == id }
  }

  /// The card with identifier `id`, if it is on the board.
  public func card(_ id: Int) -> Card? {
    cards.first { $0.id == id }
  }
}
