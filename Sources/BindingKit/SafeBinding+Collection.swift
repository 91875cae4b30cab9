import StreamCore

extension SafeBinding where Value: MutableCollection {
  /// A binding to the element at `index` that never traps: reads out of bounds give `defaultValue`, writes out of
  /// bounds are ignored and reported to ``BindingDiagnostics``.
  ///
  /// The binding follows the collection as it grows and shrinks: a write lands as soon as `index` is valid again.
  /// It publishes the element (or `defaultValue`) when that changes.
  ///
  /// ```swift
  /// @UIState var letters = ["A", "B"]
  /// let fourth = $letters.safe(3, default: "D")
  /// print(fourth.wrappedValue)      // Prints "D"
  /// fourth.wrappedValue = "X"       // ignored and reported: out of bounds
  /// letters += ["C", "C"]
  /// fourth.wrappedValue = "X"
  /// print(letters)                  // Prints "["A", "B", "C", "X"]"
  /// ```
  ///
  /// - Parameters:
  ///   - index: The element's position; it need not be valid.
  ///   - defaultValue: The value read while `index` is out of bounds.
  /// - Returns: A binding to the element.
  public func safe(
    _ index: Value.Index,
    default defaultValue: @autoclosure @escaping () -> Value.Element
  ) -> UIBinding<Value.Element> {
    let root = observe()
    return UIBinding<Value.Element>(
      read: { root.read()[safe: index] ?? defaultValue() },
      update: { body in
        var outOfBoundsCount: Int?
        root.update { collection in
          guard collection.isValid(index) else {
            outOfBoundsCount = collection.count
            return
          }
          body(&collection[index])
        }
        if let count = outOfBoundsCount {
          BindingDiagnostics.report(
            BindingDiagnostic(
              kind: .outOfBoundsWrite,
              message: "Ignored a write to index \(index) of a \(Value.self) with \(count) elements: "
                + "the index is out of bounds"
            )
          )
        }
      },
      changes: root.changes.elementChanges(at: index, default: defaultValue)
    )
  }

  /// A binding to the element at `index` whose default, used while `index` is out of bounds, is the element there
  /// now.
  ///
  /// ```swift
  /// @UIState var letters = ["A", "B"]
  /// let second = $letters.safe(1)
  /// letters = ["A"]
  /// print(second.wrappedValue)  // Prints "B"
  /// ```
  ///
  /// - Parameter index: The element's position. It must be valid now; otherwise this traps with a message naming
  ///   the index and the count.
  /// - Returns: A binding to the element.
  public func safe(_ index: Value.Index) -> UIBinding<Value.Element> {
    let current = wrappedValue
    guard let element = current[safe: index] else {
      trap(
        "safe(\(index)) needs a valid index to take its default from, but \(Value.self) has \(current.count) "
          + "elements; use safe(_:default:)"
      )
    }
    return safe(index, default: element)
  }

  /// A binding to the element at `index` that traps when read or written while `index` is out of bounds.
  ///
  /// Its publisher stays silent while `index` is out of bounds, and publishes the element when it changes.
  ///
  /// ```swift
  /// @UIState var letters = ["A", "B"]
  /// let first = $letters.unsafe(0)
  /// first.wrappedValue = "a"
  /// print(letters)  // Prints "["a", "B"]"
  /// ```
  ///
  /// - Parameter index: The element's position.
  /// - Returns: A binding to the element.
  public func unsafe(_ index: Value.Index) -> UIBinding<Value.Element> {
    let root = observe()
    return UIBinding<Value.Element>(
      read: {
        let collection = root.read()
        guard let element = collection[safe: index] else { outOfBounds(index, count: collection.count) }
        return element
      },
      update: { body in
        var outOfBoundsCount: Int?
        root.update { collection in
          guard collection.isValid(index) else {
            outOfBoundsCount = collection.count
            return
          }
          body(&collection[index])
        }
        if let count = outOfBoundsCount { outOfBounds(index, count: count) }
      },
      changes: root.changes.elementChanges(at: index, default: nil)
    )
  }

  /// One ``safe(_:default:)`` binding per element, each defaulting to its element as it is now, so none traps after
  /// the collection shrinks.
  ///
  /// ```swift
  /// @UIState var letters = ["A", "B", "C"]
  /// let bindings = $letters.bindingArray()
  /// bindings[0].wrappedValue = "a"
  /// letters = []
  /// print(bindings[2].wrappedValue)  // Prints "C"
  /// ```
  ///
  /// - Returns: The bindings, in the collection's order.
  /// - Complexity: O(*n*), where *n* is the length of the collection.
  public func bindingArray() -> [UIBinding<Value.Element>] {
    let current = wrappedValue
    return current.indices.map { index in safe(index, default: current[index]) }
  }

  private func outOfBounds(_ index: Value.Index, count: Int) -> Never {
    trap("unsafe(\(index)): index \(index) is out of bounds of a \(Value.self) with \(count) elements")
  }
}

extension SafeBinding where Value: MutableCollection, Value.Element: ExpressibleByNilLiteral {
  /// A binding to the element at `index` that reads `nil` while `index` is out of bounds.
  ///
  /// ```swift
  /// @UIState var names: [String?] = ["A", "B"]
  /// print($names.safe(1).wrappedValue as Any)   // Prints "Optional("B")"
  /// print($names.safe(10).wrappedValue as Any)  // Prints "nil"
  /// ```
  ///
  /// - Parameter index: The element's position; it need not be valid.
  /// - Returns: A binding to the element.
  public func safe(_ index: Value.Index) -> UIBinding<Value.Element> {
    safe(index, default: nil)
  }
}

extension Collection {
  func isValid(_ index: Index) -> Bool {
    index >= startIndex && index < endIndex
  }
}

extension Publisher where Failure == Never {
  /// The diffs of the element at `index`, only those that change it. With a `defaultValue`, out-of-bounds reads
  /// give it; without, nothing is published while `index` is out of bounds.
  func elementChanges<Elements: Collection>(
    at index: Elements.Index,
    default defaultValue: (() -> Elements.Element)?
  ) -> AnyPublisher<DiffedValue<Elements.Element>, Never> where Output == DiffedValue<Elements> {
    let filter = ChangeFilter<Elements.Element>()
    return compactMap { (diff: DiffedValue<Elements>) -> DiffedValue<Elements.Element>? in
      guard let new = diff.new[safe: index] ?? defaultValue?() else { return nil }
      let old = diff.old.flatMap { $0[safe: index] ?? defaultValue?() }
      let element = DiffedValue(old: old, new: new)
      return filter.isChange(element) ? element : nil
    }
    .eraseToAnyPublisher()
  }
}
