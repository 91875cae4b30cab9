extension Board {
  /// `title` trimmed, with every run of whitespace (spaces, tabs, line breaks) replaced by one space.
  ///
  /// ```swift
  /// print(Board.normalisedTitle("  Fix \t the   login\n"))  // Prints "Fix the login"
  /// ```
  public static func normalisedTitle(_ title: String) -> String {
    if isNormalisedASCII(title) { return title }
    return title.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Whether `title` is plain ASCII with no whitespace but single inner spaces: most titles, checked byte by byte
  /// without allocating (the rules normalise every title on every mutation).
  private static func isNormalisedASCII(_ title: String) -> Bool {
    var previous: UInt8 = 0x20
    for byte in title.utf8 {
      if byte >= 0x80 || byte < 0x20 || byte == 0x7F { return false }
      if byte == 0x20 && previous == 0x20 { return false }
      previous = byte
    }
    return previous != 0x20 || title.isEmpty
  }

  /// `cards` with unique titles (ignoring case). A card whose title is the one in `committed` keeps it; so does, in
  /// identifier order, any other card whose title is free. Each remaining card gets its title with the first free
  /// number: `"Fix login (2)"`, `"Fix login (3)"`.
  ///
  /// - Parameters:
  ///   - cards: The cards being committed.
  ///   - committed: The cards as last committed; empty when the board is being created.
  /// - Returns: `cards`, in the same order, with unique titles.
  static func deduplicatingTitles(of cards: [Card], keepingTitlesIn committed: [Card]) -> [Card] {
    var committedTitles: [Int: String] = [:]
    for card in committed { committedTitles[card.id] = card.title }
    var taken = Set<String>()
    var claimants: [Int] = []
    for (index, card) in cards.enumerated() {
      if committedTitles[card.id] == card.title, taken.insert(card.title.lowercased()).inserted { continue }
      claimants.append(index)
    }
    guard !claimants.isEmpty else { return cards }
    claimants.sort { cards[$0].id < cards[$1].id }
    let clashing = claimants.filter { !taken.insert(cards[$0].title.lowercased()).inserted }
    var unique = cards
    for index in clashing {
      let title = cards[index].title
      var number = 2
      while !taken.insert("\(title) (\(number))".lowercased()).inserted { number += 1 }
      unique[index].title = "\(title) (\(number))"
    }
    return unique
  }
}
