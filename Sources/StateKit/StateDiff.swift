/// The fields in which two values differ, found by reflection, each with its old and new value as text.
///
/// ```swift
/// struct Item: Equatable { var title: String }
/// struct Basket: Equatable {
///   var items: [Item] = []
///   var total = 0
///   var tags: [String: Int] = [:]
///   @IgnoredState var cache: [String: Int] = [:]
/// }
/// var after = Basket(items: [Item(title: "tea")], total: 0, tags: ["k": 1])
/// after.total = 3
/// after.cache["seen"] = 1  // never part of a diff
/// print(StateDiff(from: Basket(), to: after))
/// // Prints:
/// // + items[0]: Item(title: "tea")
/// // − total: 0
/// // + total: 3
/// // + tags["k"]: 1
/// ```
///
/// The walk goes through structs, classes, tuples, enums with payloads, optionals, arrays, dictionaries and sets,
/// and stops at the parts that differ: a nested value shows only its changed leaves (`profile.name`,
/// `items[2].title`). Paths are written like the Swift that reads them: `count`, `profile.name`, `items[2].title`,
/// `tags["k"]`. An element only one side has is a change at its index (or key), with `nil` on the other side; a set's
/// inserted or removed element is a change at the set's path. Dictionary keys and set elements come in the order
/// of their texts, so the output is stable. ``IgnoredState`` fields never appear.
///
/// Values are written as a person would write them — `"tea"`, `3`, `nil`, `.add("tea", 3)`, `["a", "b"]` — and cut
/// to 80 characters, ending in `…`. The same case of an enum is shown whole when it fits that width, and by the
/// changed leaves of its payload (`phase.loaded.items[2]`) when it does not.
///
/// - Complexity: O(*n*) in the size of the two values: equal parts of `Equatable` types are compared with `==`
///   and not walked further, and a value's text stops being built at 80 characters.
public struct StateDiff: Sendable, Equatable, CustomStringConvertible {
  /// One differing leaf: where it is, and its value on each side as text.
  ///
  /// ```swift
  /// let change = StateDiff(from: ["a"], to: ["a", "b"]).changes[0]
  /// print(change.path, change.old ?? "nil", change.new ?? "nil")  // Prints "[1] nil "b""
  /// ```
  public struct Change: Sendable, Equatable, CustomStringConvertible {
    /// Where the leaf is: `count`, `profile.name`, `items[2].title`, `tags["k"]`; empty for the value itself.
    public let path: String
    /// The old value as text; `nil` when the old value has no element at ``path``.
    public let old: String?
    /// The new value as text; `nil` when the new value has no element at ``path``.
    public let new: String?

    /// Creates a change.
    ///
    /// ```swift
    /// let change = StateDiff.Change(path: "count", old: "0", new: "1")
    /// print(change)
    /// // Prints:
    /// // − count: 0
    /// // + count: 1
    /// ```
    ///
    /// - Parameters:
    ///   - path: Where the leaf is.
    ///   - old: The old value as text, or `nil` when there was none.
    ///   - new: The new value as text, or `nil` when there is none.
    public init(path: String, old: String?, new: String?) {
      self.path = path
      self.old = old
      self.new = new
    }

    /// The change as `−`/`+` lines: `− path: old`, then `+ path: new`; a side without a value has no line.
    public var description: String {
      lines(minus: "−", plus: "+").joined(separator: "\n")
    }

    /// The change's lines, with the given markers.
    func lines(minus: String, plus: String) -> [String] {
      let prefix = path.isEmpty ? "" : path + ": "
      return [old.map { "\(minus) \(prefix)\($0)" }, new.map { "\(plus) \(prefix)\($0)" }].compactMap { $0 }
    }

    /// The change on one line, for diagnostics: `path: old -> new`.
    var inline: String {
      let prefix = path.isEmpty ? "" : path + ": "
      return "\(prefix)\(old ?? "(none)") -> \(new ?? "(none)")"
    }
  }

  /// The differing leaves, in field order.
  ///
  /// ```swift
  /// struct Point: Equatable { var x = 0, y = 0 }
  /// print(StateDiff(from: Point(), to: Point(x: 1, y: 2)).changes.map(\.path))  // Prints "["x", "y"]"
  /// ```
  public let changes: [Change]

  /// Compares `old` with `new`, field by field.
  ///
  /// ```swift
  /// struct Profile: Equatable { var name = "", age = 0 }
  /// struct User: Equatable { var profile = Profile() }
  /// print(StateDiff(from: User(), to: User(profile: Profile(name: "Ada"))))
  /// // Prints:
  /// // − profile.name: ""
  /// // + profile.name: "Ada"
  /// ```
  ///
  /// - Parameters:
  ///   - old: The value before.
  ///   - new: The value after.
  /// - Complexity: O(*n*) in the size of the two values.
  public init<Value>(from old: Value, to new: Value) {
    changes = ValueDiffer.changes(from: old, to: new)
  }

  init(changes: [Change]) {
    self.changes = changes
  }

  /// The changes at, inside or around one of `paths` (`items` covers `items[2].title`, and `items[2]` covers `items`).
  func only(under paths: [String]) -> StateDiff {
    func related(_ path: String, _ other: String) -> Bool {
      path == other || path.isEmpty || other.isEmpty || path.hasPrefix(other + ".") || path.hasPrefix(other + "[")
        || other.hasPrefix(path + ".") || other.hasPrefix(path + "[")
    }
    return StateDiff(changes: changes.filter { change in paths.contains { related(change.path, $0) } })
  }

  /// Whether the values showed no difference.
  ///
  /// ```swift
  /// print(StateDiff(from: [1, 2], to: [1, 2]).isEmpty)  // Prints "true"
  /// ```
  public var isEmpty: Bool { changes.isEmpty }

  /// The changes as lines: for each, `− path: old` then `+ path: new`; empty when nothing differs.
  ///
  /// ```swift
  /// print(StateDiff(from: 1, to: 2))
  /// // Prints:
  /// // − 1
  /// // + 2
  /// ```
  public var description: String {
    changes.map(\.description).joined(separator: "\n")
  }

  /// The lines with other markers, each indented by `indent`.
  func lines(minus: String = "−", plus: String = "+", indent: String = "") -> [String] {
    changes.flatMap { $0.lines(minus: minus, plus: plus) }.map { indent + $0 }
  }

  /// The changes on one line, for diagnostics: `count: 0 -> 1, isOdd: false -> true`.
  var inline: String {
    changes.map(\.inline).joined(separator: ", ")
  }
}
