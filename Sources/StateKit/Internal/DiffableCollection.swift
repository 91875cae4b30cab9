/// A collection whose elements a ``ValueDiffer`` compares with their own `==`, without boxing or reflecting the equal
/// ones: arrays and dictionaries of `Equatable` values, and sets.
protocol DiffableCollection {
  /// Records the differing elements of `self` and `other` under `path`; `false` when `other` is not of this type.
  func compareElements(with other: Any, path: String, depth: Int, into differ: inout ValueDiffer) -> Bool
}

extension Array: DiffableCollection where Element: Equatable {
  /// Compares index by index; an element only one side has is a change at its index.
  func compareElements(with other: Any, path: String, depth: Int, into differ: inout ValueDiffer) -> Bool {
    guard let other = other as? [Element] else { return false }
    for index in 0..<Swift.max(count, other.count) {
      switch (index < count, index < other.count) {
      case (true, true):
        if self[index] != other[index] {
          differ.compare(self[index], other[index], path: "\(path)[\(index)]", depth: depth + 1)
        }
      case (true, false):
        differ.record(self[index], nil, path: "\(path)[\(index)]", knownUnequal: true)
      default:
        differ.record(nil, other[index], path: "\(path)[\(index)]", knownUnequal: true)
      }
    }
    return true
  }
}

extension Dictionary: DiffableCollection where Value: Equatable {
  /// Compares value by value, in the order of the keys' texts; a key only one side has is a change at that key.
  func compareElements(with other: Any, path: String, depth: Int, into differ: inout ValueDiffer) -> Bool {
    guard let other = other as? [Key: Value] else { return false }
    var differing: [(text: String, key: Key)] = []
    for (key, value) in self where other[key] != value { differing.append((ValueText.of(key), key)) }
    for key in other.keys where self[key] == nil { differing.append((ValueText.of(key), key)) }
    for (text, key) in differing.sorted(by: { $0.text < $1.text }) {
      let entryPath = "\(path)[\(text)]"
      switch (self[key], other[key]) {
      case (let old?, let new?): differ.compare(old, new, path: entryPath, depth: depth + 1)
      case (let old?, nil): differ.record(old, nil, path: entryPath, knownUnequal: true)
      case (nil, let new?): differ.record(nil, new, path: entryPath, knownUnequal: true)
      case (nil, nil): continue
      }
    }
    return true
  }
}

extension Set: DiffableCollection {
  /// Each element only one side has is a change at the set's path: removed (`old` only) or inserted (`new` only),
  /// in the order of their texts.
  func compareElements(with other: Any, path: String, depth: Int, into differ: inout ValueDiffer) -> Bool {
    guard let other = other as? Set<Element> else { return false }
    let changed = symmetricDifference(other).map { (text: ValueText.of($0), element: $0) }
    for (text, element) in changed.sorted(by: { $0.text < $1.text }) {
      let isRemoved = contains(element)
      differ.append(StateDiff.Change(path: path, old: isRemoved ? text : nil, new: isRemoved ? nil : text))
    }
    return true
  }
}
