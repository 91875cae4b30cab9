extension Board {
  /// Applies `action` if the board allows it, or throws why not, leaving the board unchanged.
  ///
  /// Every accepted action increases ``revision`` by one. Titles are stored as given: the rules normalise and
  /// de-duplicate them when the mutation commits.
  ///
  /// ```swift
  /// var board = Board()
  /// try board.apply(.addCard(title: "Ship it", column: "doing"))
  /// try board.apply(.setLimit(column: "doing", limit: 1))
  /// try board.apply(.addCard(title: "Another", column: "doing"))  // throws BoardRejection.columnFull
  /// ```
  ///
  /// - Parameter action: The action a client sent.
  /// - Throws: ``BoardRejection``, when a rule of the board forbids the action.
  public mutating func apply(_ action: BoardAction) throws(BoardRejection) {
    switch action {
    case .addCard(let title, let columnID):
      let column = try existingColumn(columnID)
      try Self.validate(title: title)
      try checkRoom(in: column)
      revision += 1
      cards.append(Card(id: nextCardID, title: title, column: columnID, placedAt: revision))
      nextCardID += 1
    case .moveCard(let cardID, let columnID):
      let index = try cardIndex(cardID)
      let column = try existingColumn(columnID)
      guard cards[index].column != columnID else { throw .alreadyInColumn(card: cardID, column: column.name) }
      try checkRoom(in: column)
      revision += 1
      var card = cards.remove(at: index)
      card.column = columnID
      card.placedAt = revision
      cards.append(card)
    case .renameCard(let cardID, let title):
      let index = try cardIndex(cardID)
      try Self.validate(title: title)
      guard Self.normalisedTitle(title) != cards[index].title else { throw .sameTitle(card: cardID) }
      revision += 1
      cards[index].title = title
    case .deleteCard(let cardID):
      let index = try cardIndex(cardID)
      revision += 1
      cards.remove(at: index)
    case .setLimit(let columnID, let limit):
      guard let index = columns.firstIndex(where: { $0.id == columnID }) else { throw .noSuchColumn(columnID) }
      guard Self.limitRange.contains(limit) else { throw .limitOutOfRange(limit) }
      let count = cardCount(in: columnID)
      guard limit >= count else { throw .limitBelowCardCount(column: columns[index].name, cardCount: count) }
      revision += 1
      columns[index].limit = limit
    }
  }

  /// The number of cards in the column `columnID`, counted (not the derived ``Column/cardCount``, so that a value
  /// no rule has run on yet is judged correctly).
  func cardCount(in columnID: String) -> Int {
    cards.reduce(0) { $1.column == columnID ? $0 + 1 : $0 }
  }

  private func existingColumn(_ id: String) throws(BoardRejection) -> Column {
    guard let column = column(id) else { throw .noSuchColumn(id) }
    return column
  }

  private func cardIndex(_ id: Int) throws(BoardRejection) -> Int {
    guard let index = cards.firstIndex(where: { $0.id == id }) else { throw .noSuchCard(id) }
    return index
  }

  private func checkRoom(in column: Column) throws(BoardRejection) {
    guard cardCount(in: column.id) < column.limit else { throw .columnFull(column: column.name, limit: column.limit) }
  }

  private static func validate(title: String) throws(BoardRejection) {
    let normalised = normalisedTitle(title)
    guard !normalised.isEmpty else { throw .emptyTitle }
    guard normalised.count <= maxTitleLength else { throw .titleTooLong }
  }
}
