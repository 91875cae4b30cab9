extension Collection {
  /// The element at `index`, or `nil` when `index` is not a valid index of this collection.
  ///
  /// An index is valid when it lies in `startIndex..<endIndex`, so slices with offset indices and `String.Index`
  /// values work as they do with the plain subscript:
  ///
  /// ```swift
  /// let letters = ["A", "B", "C"]
  /// print(letters[safe: 1] as Any)          // Prints "Optional("B")"
  /// print(letters[safe: 3] as Any)          // Prints "nil"
  /// let tail = letters[1...]                // indices 1 and 2
  /// print(tail[safe: 0] as Any)             // Prints "nil"
  /// let word = "hey"
  /// print(word[safe: word.startIndex] as Any)  // Prints "Optional("h")"
  /// print(word[safe: word.endIndex] as Any)    // Prints "nil"
  /// ```
  ///
  /// - Parameter index: A position that may or may not be valid.
  /// - Returns: The element at `index`, or `nil`.
  /// - Complexity: O(1).
  @inlinable
  public subscript(safe index: Index) -> Element? {
    index >= startIndex && index < endIndex ? self[index] : nil
  }
}

extension MutableCollection {
  /// The element at `index`, or `nil` when `index` is not a valid index; writing replaces the element only when
  /// `index` is valid and the new value is not `nil`.
  ///
  /// ```swift
  /// var letters = ["A", "B"]
  /// letters[safe: 1] = "b"    // replaced
  /// letters[safe: 5] = "Z"    // ignored: out of bounds
  /// letters[safe: 0] = nil    // ignored: nil
  /// print(letters)            // Prints "["A", "b"]"
  /// ```
  ///
  /// - Parameter index: A position that may or may not be valid.
  /// - Complexity: O(1).
  @inlinable
  public subscript(safe index: Index) -> Element? {
    get {
      index >= startIndex && index < endIndex ? self[index] : nil
    }
    set {
      if let newValue, index >= startIndex, index < endIndex {
        self[index] = newValue
      }
    }
  }
}

extension String {
  /// The character at `index`, or `nil` when `index` is not a valid index of this string: outside it, or inside a
  /// character (such as a Unicode scalar index in the middle of `"e\u{301}"`).
  ///
  /// ```swift
  /// let word = "e\u{301}x"                                   // "éx"
  /// let inside = word.unicodeScalars.index(after: word.startIndex)
  /// print(word[safe: inside] as Any)                         // Prints "nil"
  /// print(word[safe: word.index(after: word.startIndex)] as Any)  // Prints "Optional("x")"
  /// ```
  ///
  /// - Parameter index: A position that may or may not be valid.
  /// - Returns: The character at `index`, or `nil`.
  public subscript(safe index: Index) -> Character? {
    guard index >= startIndex, index < endIndex, index.samePosition(in: self) != nil else { return nil }
    return self[index]
  }
}

extension Substring {
  /// The character at `index`, or `nil` when `index` is not a valid index of this substring: outside it, or inside
  /// a character.
  ///
  /// ```swift
  /// let tail = "ae\u{301}x".dropFirst()                      // "éx"
  /// print(tail[safe: tail.startIndex] as Any)                // Prints "Optional("é")"
  /// print(tail[safe: "ae\u{301}x".startIndex] as Any)        // Prints "nil"
  /// ```
  ///
  /// - Parameter index: A position that may or may not be valid.
  /// - Returns: The character at `index`, or `nil`.
  public subscript(safe index: Index) -> Character? {
    guard index >= startIndex, index < endIndex, index.samePosition(in: base) != nil else { return nil }
    return self[index]
  }
}
