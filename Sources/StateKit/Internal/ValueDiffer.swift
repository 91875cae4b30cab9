/// Walks two values by reflection and collects the leaves that differ, by path: the engine of ``StateDiff``.
///
/// Equal parts (by `==` where the type is `Equatable`, so ``IgnoredState`` fields never differ) are skipped without
/// being walked; ``IgnoredState`` fields are never walked at all. A part is reported whole when it is a leaf (a
/// string, a number, a Boolean, a type without fields), when its two sides have different types or enum cases,
/// when one side of an optional is `nil`, or when the walk is deeper than ``maxDepth``. A pair of objects already
/// compared is not compared again, so a cycle of objects ends. Arrays and dictionaries of `Equatable` values, and
/// sets, are compared element by element with the elements' own `==` (``DiffableCollection``); only the differing
/// elements are reflected.
struct ValueDiffer {
  /// How deep the walk goes before it reports what it reached whole.
  static let maxDepth = 32

  private(set) var changes: [StateDiff.Change] = []
  /// The pairs of objects compared so far, so a cycle of objects is walked once.
  private var visited: Set<[ObjectIdentifier]> = []

  /// The differing leaves of `old` and `new`, in field order (dictionary keys and set elements sorted by text).
  static func changes(from old: Any, to new: Any) -> [StateDiff.Change] {
    var differ = ValueDiffer()
    differ.compare(old, new, path: "", depth: 0)
    return differ.changes
  }

  /// The name a value's type is written with: `Item`, `Box<Int>`.
  static func typeName(of value: Any) -> String {
    String(describing: type(of: value))
  }

  mutating func compare(_ old: Any, _ new: Any, path: String, depth: Int) {
    // Arrays, dictionaries and sets of `Equatable` values compare their elements with their own `==`, unboxed (and
    // only once: a whole-collection `==` first would walk them twice).
    if depth < Self.maxDepth, let collection = old as? any DiffableCollection,
      collection.compareElements(with: new, path: path, depth: depth, into: &self)
    {
      return
    }
    let equatable = Self.equal(old, new)
    if equatable == true { return }
    if ValueText.leafText(old) != nil { return record(old, new, path: path, knownUnequal: equatable == false) }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    guard ObjectIdentifier(type(of: old)) == ObjectIdentifier(type(of: new)), depth < Self.maxDepth,
      oldMirror.displayStyle == newMirror.displayStyle
    else { return record(old, new, path: path, knownUnequal: equatable == false) }
    switch oldMirror.displayStyle {
    case .optional:
      switch (oldMirror.children.first?.value, newMirror.children.first?.value) {
      case (let oldWrapped?, let newWrapped?): compare(oldWrapped, newWrapped, path: path, depth: depth + 1)
      case (nil, nil): return
      default: record(old, new, path: path, knownUnequal: true)
      }
    case .collection:
      compareElements(oldMirror, newMirror, path: path, depth: depth)
    case .dictionary:
      compareDictionaries(oldMirror, newMirror, path: path, depth: depth)
    case .enum:
      compareEnums(old, new, oldMirror, newMirror, path: path, depth: depth)
    case .class
    where (old as AnyObject) === (new as AnyObject)
      || !visited.insert([ObjectIdentifier(old as AnyObject), ObjectIdentifier(new as AnyObject)]).inserted:
      return
    case .struct, .class, .tuple:
      guard !oldMirror.children.isEmpty else { return record(old, new, path: path, knownUnequal: equatable == false) }
      compareFields(oldMirror, newMirror, path: path, depth: depth)
    default:
      record(old, new, path: path, knownUnequal: equatable == false)
    }
  }

  /// Records `change` as it is.
  mutating func append(_ change: StateDiff.Change) {
    changes.append(change)
  }

  /// Records `old` → `new` at `path` whole, unless neither `==` nor their texts tell them apart.
  mutating func record(_ old: Any?, _ new: Any?, path: String, knownUnequal: Bool) {
    let oldText = old.map { ValueText.of($0) }
    let newText = new.map { ValueText.of($0) }
    guard knownUnequal || oldText != newText else { return }
    changes.append(StateDiff.Change(path: path, old: oldText, new: newText))
  }

  private mutating func compareFields(_ old: Mirror, _ new: Mirror, path: String, depth: Int) {
    for (oldChild, newChild) in zip(old.children, new.children) where !(oldChild.value is any IgnoredStateMarker) {
      let label = oldChild.label ?? "?"
      let name = label.hasPrefix(".") ? String(label.dropFirst()) : label
      compare(oldChild.value, newChild.value, path: path.isEmpty ? name : path + "." + name, depth: depth + 1)
    }
  }

  /// Compares elements index by index; an element only one side has is a change at its index.
  private mutating func compareElements(_ old: Mirror, _ new: Mirror, path: String, depth: Int) {
    let olds = old.children.map(\.value)
    let news = new.children.map(\.value)
    for index in 0..<max(olds.count, news.count) {
      let elementPath = "\(path)[\(index)]"
      switch (index < olds.count, index < news.count) {
      case (true, true): compare(olds[index], news[index], path: elementPath, depth: depth + 1)
      case (true, false): record(olds[index], nil, path: elementPath, knownUnequal: true)
      default: record(nil, news[index], path: elementPath, knownUnequal: true)
      }
    }
  }

  /// Compares values key by key, in the order of the keys' texts; a key only one side has is a change at that key.
  private mutating func compareDictionaries(_ old: Mirror, _ new: Mirror, path: String, depth: Int) {
    let olds = Self.entries(old)
    let news = Self.entries(new)
    var keys = Set(olds.keys)
    keys.formUnion(news.keys)
    for key in keys.sorted(by: { $0.text < $1.text }) {
      let entryPath = "\(path)[\(key.text)]"
      switch (olds[key], news[key]) {
      case (let oldValue?, let newValue?): compare(oldValue, newValue, path: entryPath, depth: depth + 1)
      case (let oldValue?, nil): record(oldValue, nil, path: entryPath, knownUnequal: true)
      case (nil, let newValue?): record(nil, newValue, path: entryPath, knownUnequal: true)
      case (nil, nil): continue
      }
    }
  }

  /// Different cases (or cases without payloads) are reported whole; so is the same case when both sides fit the
  /// width. Otherwise the payloads are compared, under the case's name: `phase.loaded.items[2]`.
  private mutating func compareEnums(
    _ old: Any,
    _ new: Any,
    _ oldMirror: Mirror,
    _ newMirror: Mirror,
    path: String,
    depth: Int
  ) {
    guard let oldPayload = oldMirror.children.first, let newPayload = newMirror.children.first,
      let label = oldPayload.label, label == newPayload.label
    else { return record(old, new, path: path, knownUnequal: false) }
    let oldText = ValueText.of(old)
    let newText = ValueText.of(new)
    guard oldText.count >= ValueText.width || newText.count >= ValueText.width else {
      if oldText != newText { changes.append(StateDiff.Change(path: path, old: oldText, new: newText)) }
      return
    }
    compare(oldPayload.value, newPayload.value, path: path.isEmpty ? label : path + "." + label, depth: depth + 1)
  }

  private static func entries(_ mirror: Mirror) -> [EntryKey: Any] {
    var entries: [EntryKey: Any] = [:]
    for child in mirror.children {
      let pair = Mirror(reflecting: child.value).children.map(\.value)
      entries[EntryKey(pair[0])] = pair[1]
    }
    return entries
  }

  /// Whether two values are equal by `==`; `nil` when `old`'s type is not `Equatable`.
  private static func equal(_ old: Any, _ new: Any) -> Bool? {
    guard let old = old as? any Equatable else { return nil }
    return old.isEqual(to: new)
  }
}

/// A dictionary key or set element: compared by its own `==` where it is `Hashable`, written by its text.
private struct EntryKey: Hashable {
  let text: String
  private let identity: AnyHashable

  init(_ value: Any) {
    text = ValueText.of(value)
    identity = (value as? AnyHashable) ?? AnyHashable(text)
  }

  static func == (lhs: EntryKey, rhs: EntryKey) -> Bool { lhs.identity == rhs.identity }
  func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
