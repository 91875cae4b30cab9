/// One of PropertyKit's static combining functions: `Property.zip(_:_:)`…, `Property.combineLatest(_:_:)`….
struct PropertyCombiner: Sendable {
  let method: String
  /// What each value of the result holds, in prose: "matched in order", "the latest of each".
  let meaning: String
  let isInlinable: Bool
  /// The body combining `upstreams`, indented by four spaces.
  let body: @Sendable (Upstreams) -> String

  func declaration(_ upstreams: Upstreams) -> String {
    let same = (0..<upstreams.count).map { _ in "1" }.joined(separator: ", ")
    let letters = upstreams.names.map { _ in "p" }.joined(separator: ", ")
    return """
        /// A property of the values of \(upstreams.spelled) properties, \(meaning).
        ///
        /// ```swift
        /// let p = MutableProperty(1)
        /// print(Property.\(method)(\(letters)).value)  // Prints "(\(same))"
        /// ```
      \(isInlinable ? "  @inlinable\n" : "")\
        public static func \(method)<\(upstreams.conforming(to: "PropertyProtocol"))>(
          \(zip(upstreams.names, upstreams.types).map { "_ \($0): \($1)" }.joined(separator: ",\n    "))
        ) -> Property<(\(upstreams.types.map { "\($0).Value" }.joined(separator: ", ")))> where A.Value == Value {
      \(body(upstreams))
        }


      """
  }

  /// CombineEx's form of `declaration`: spelled on any `Property` type, whatever its value (the static ignores it),
  /// and chosen only where the first input's value is not that type's.
  func anyTypeDeclaration(_ upstreams: Upstreams) -> String {
    let arguments = upstreams.names.joined(separator: ", ")
    return """
        /// CombineEx's `\(method)` of \(upstreams.spelled) properties, spelled on a `Property` of any value.
        ///
        /// The same property as the form whose first input has this type's value, which is chosen where it applies.
        ///
        /// ```swift
        /// let names = MutableProperty(["Ada"])
        /// let count = MutableProperty(1)
        /// print(Property<Void>.\(method)(\(upstreams.names.map { _ in "names" }.dropLast().joined(separator: ", ")), count).value.\(upstreams.count - 1))  // Prints "1"
        /// ```
        public static func \(method)<\(upstreams.conforming(to: "PropertyProtocol"))>(
          \(zip(upstreams.names, upstreams.types).map { "_ \($0): \($1)" }.joined(separator: ",\n    "))
        ) -> Property<(\(upstreams.types.map { "\($0).Value" }.joined(separator: ", ")))> {
          Property<A.Value>.\(method)(\(arguments))
        }


      """
  }

  /// The function of an empty collection's sentinel, which every combiner has in the same form.
  var sentinelDeclaration: String {
    """
      /// A property of the values of a collection of properties, \(meaning); `emptySentinel` is its constant value
      /// when the collection is empty.
      ///
      /// ```swift
      /// let none = Property.\(method)([MutableProperty<String>](), emptySentinel: ["empty"])
      /// print(none.value)  // Prints "["empty"]"
      /// ```
      ///
      /// - Parameters:
      ///   - properties: The properties to combine.
      ///   - emptySentinel: The value when `properties` is empty.
      /// - Returns: The derived property; it keeps the properties alive.
      public static func \(method)<Element: PropertyProtocol>(
        _ properties: some Sequence<Element>,
        emptySentinel: [Value]
      ) -> Property<[Value]> where Element.Value == Value {
        let properties = Array(properties)
        guard !properties.isEmpty else { return Property<[Value]>(value: emptySentinel) }
        return Property<Value>.\(method)(properties)
      }

    """
  }

  /// The file of this combiner: its functions for two to six properties, then the sentinel one.
  var file: String {
    "import StreamCore\n\nextension Property {\n" + (2...6).map { declaration(Upstreams(count: $0)) }.joined()
      + (2...6).map { anyTypeDeclaration(Upstreams(count: $0)) }.joined() + sentinelDeclaration + "}\n"
  }
}

let propertyZip = PropertyCombiner(method: "zip", meaning: "matched in order", isInlinable: false) { upstreams in
  guard upstreams.count > 2 else { return "    a.zipped(with: b)" }
  let publishers = upstreams.names.map { "\($0).publisher(live: live)" }.joined(separator: ", ")
  return """
        deriveProperty(from: [\(upstreams.names.joined(separator: ", "))]) { live in
          Publishers.Aggregate.zip(\(publishers))
        }
    """
}

let propertyCombineLatest = PropertyCombiner(
  method: "combineLatest",
  meaning: "the latest of each whenever one changes",
  isInlinable: true
) { upstreams in
  guard upstreams.count > 2 else { return "    a.combinedLatest(with: b)" }
  let storages = upstreams.names.map { "\($0)Storage" }
  let lines =
    zip(storages, upstreams.names).map { "let \($0) = \($1).publisher.storage" }
    + ["var combination = PropertyCombination(initial: (\(storages.map { "\($0).value" }.joined(separator: ", "))))"]
    + upstreams.names.indices.map {
      "combination.follow(\(storages[$0]), of: \(upstreams.names[$0])) { $0.\($0) = $1 }"
    }
    + ["return combination.property()"]
  return lines.map { "    " + $0 }.joined(separator: "\n")
}

/// PropertyKit's generated files, by name.
func propertyKitFiles() -> [String: String] {
  [
    "Generated/Property+Zip.swift": propertyZip.file,
    "Generated/Property+CombineLatest.swift": propertyCombineLatest.file,
  ]
}
