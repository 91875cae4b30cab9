/// Writes values as a person would write them in Swift — `"tea"`, `3`, `nil`, `.add("tea", 3)`, `["a", "b"]`,
/// `Item(title: "tea")` — stopping once a width is reached, so a large value costs no more than its first characters.
///
/// ``IgnoredState`` fields are left out. Dictionaries and sets are written in the order of their written keys or
/// elements, so the text is stable.
struct ValueText {
  /// The most characters a value is written with; longer ones end in `…`.
  static let width = 80

  private var text = ""
  private let limit: Int

  private init(limit: Int) {
    self.limit = limit
  }

  /// `value` as text, at most `width` characters.
  static func of(_ value: Any, width: Int = ValueText.width) -> String {
    var writer = ValueText(limit: width)
    writer.write(value, depth: 0)
    guard writer.text.count > width else { return writer.text }
    return String(writer.text.prefix(width - 1)) + "…"
  }

  private var isFull: Bool { text.utf8.count > limit }

  private mutating func append(_ part: String) {
    guard !isFull else { return }
    text += part
  }

  private mutating func write(_ value: Any, depth: Int) {
    guard !isFull else { return }
    if let leaf = Self.leafText(value) { return append(leaf) }
    let mirror = Mirror(reflecting: value)
    guard depth < ValueDiffer.maxDepth else { return append(String(describing: value)) }
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return append("nil") }
      write(wrapped, depth: depth + 1)
    case .collection:
      writeList(mirror.children.lazy.map(\.value), depth: depth)
    case .set:
      writeSorted(mirror.children.map { Self.of($0.value, width: limit) }, open: "[", close: "]", empty: "[]")
    case .dictionary:
      let pairs = mirror.children.map { child -> String in
        let pair = Mirror(reflecting: child.value).children.map(\.value)
        return Self.of(pair[0], width: limit) + ": " + Self.of(pair[1], width: limit)
      }
      writeSorted(pairs, open: "[", close: "]", empty: "[:]")
    case .tuple:
      writeFields(mirror, depth: depth)
    case .enum:
      writeEnum(value, mirror: mirror, depth: depth)
    case .struct, .class:
      if let described = value as? any CustomStringConvertible { return append(described.description) }
      append(ValueDiffer.typeName(of: value))
      writeFields(mirror, depth: depth)
    default:
      append(String(describing: value))
    }
  }

  /// Text for values written the same way wherever they appear: strings quoted, numbers and Booleans as they are.
  static func leafText(_ value: Any) -> String? {
    switch value {
    case let string as String: String(reflecting: string)
    case let string as Substring: String(reflecting: String(string))
    case let character as Character: String(reflecting: character)
    case let bool as Bool: bool ? "true" : "false"
    case let number as any BinaryInteger: String(describing: number)
    case let number as any FloatingPoint: String(describing: number)
    default: nil
    }
  }

  private mutating func writeList(_ elements: some Sequence<Any>, depth: Int) {
    append("[")
    var first = true
    for element in elements {
      guard !isFull else { return }
      if !first { append(", ") }
      first = false
      write(element, depth: depth + 1)
    }
    append("]")
  }

  private mutating func writeSorted(_ parts: [String], open: String, close: String, empty: String) {
    guard !parts.isEmpty else { return append(empty) }
    append(open + parts.sorted().joined(separator: ", ") + close)
  }

  /// `(label: value, …)` for a struct's, class's or tuple's children, leaving out ``IgnoredState`` fields.
  private mutating func writeFields(_ mirror: Mirror, depth: Int) {
    append("(")
    var first = true
    for child in mirror.children where !(child.value is any IgnoredStateMarker) {
      guard !isFull else { return }
      if !first { append(", ") }
      first = false
      if let label = child.label, !label.hasPrefix(".") { append(label + ": ") }
      write(child.value, depth: depth + 1)
    }
    append(")")
  }

  private mutating func writeEnum(_ value: Any, mirror: Mirror, depth: Int) {
    guard let payload = mirror.children.first else {
      if let described = value as? any CustomStringConvertible { return append(described.description) }
      return append("." + String(describing: value))
    }
    append("." + (payload.label ?? ""))
    let payloadMirror = Mirror(reflecting: payload.value)
    if payloadMirror.displayStyle == .tuple {
      writeFields(payloadMirror, depth: depth + 1)
    } else {
      append("(")
      write(payload.value, depth: depth + 1)
      append(")")
    }
  }
}
