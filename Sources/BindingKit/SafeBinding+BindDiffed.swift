public import StreamCore

extension SafeBinding {
  /// Runs `onChange` each time the field at `keyPath` changes, with `inout` access to the whole value and the
  /// field's diff; a change it makes to the value is written back.
  ///
  /// `onChange` runs with no lock held, on a copy of the value as of the change; if it changes the copy, the copy is
  /// written back in one write (for a value that is not `Equatable`, always). If the value changed in between, the
  /// write would undo that change, so `onChange` runs again on the newer value (with the same diff of the field).
  ///
  /// ```swift
  /// struct Counter: Equatable { var count = 0; var text = "" }
  /// @UIState var counter = Counter()
  /// let cancellable = $counter.bindDiffed(to: \.count) { counter, count in
  ///   counter.text = "\(count.old ?? 0) → \(count.new)"
  /// }
  /// counter.count = 2
  /// print(counter.text)  // Prints "0 → 2"
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The field to watch.
  ///   - onChange: Called with the value and the field's diff, first for the current value (`old == nil`).
  /// - Returns: The subscription; the binding lives until it is cancelled.
  public func bindDiffed<Field: Equatable>(
    to keyPath: WritableKeyPath<Value, Field>,
    onChange: @escaping (inout Value, DiffedValue<Field>) -> Void
  ) -> AnyCancellable {
    let root = observe()
    let equality = ChangeFilter<Value>()
    return diffs(whereChanged: keyPath).sink { (diff: DiffedValue<Value>) in
      let field = diff.map(keyPath: keyPath)
      root.writeBack(from: diff.new, equality: equality) { value in onChange(&value, field) }
    }
  }

  /// Runs `onChange` each time the field at `keyPath` changes, with `inout` access to the diff of the whole value
  /// (CombineExt's one-argument form); a change it makes to `new` is written back.
  ///
  /// As with the other forms, `onChange` runs with no lock held, and runs again on the newer value if the value
  /// changed before its change could be written back.
  ///
  /// ```swift
  /// struct Counter: Equatable { var count = 0; var text = "" }
  /// @UIState var counter = Counter()
  /// let cancellable = $counter.bindDiffed(to: \.count) { pair in
  ///   pair.new.text = "was \(pair.old?.count ?? 0)"
  /// }
  /// counter.count = 3
  /// print(counter.text)  // Prints "was 0"
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The field to watch.
  ///   - onChange: Called with the diff of the whole value, first for the current value (`old == nil`).
  /// - Returns: The subscription; the binding lives until it is cancelled.
  public func bindDiffed<Field: Equatable>(
    to keyPath: KeyPath<Value, Field>,
    onChange: @escaping (inout DiffedValue<Value>) -> Void
  ) -> AnyCancellable {
    let root = observe()
    let equality = ChangeFilter<Value>()
    return diffs(whereChanged: keyPath).sink { (diff: DiffedValue<Value>) in
      root.writeBack(from: diff.new, equality: equality) { value in
        var pair = DiffedValue(old: diff.old, new: value)
        onChange(&pair)
        value = pair.new
      }
    }
  }

  /// Observes the field at `keyPath`: runs `onChange` with the whole value and the field's diff each time the field
  /// changes. Works with read-only key paths.
  ///
  /// ```swift
  /// struct Cart: Equatable { var items: [String] = []; var total: Int { items.count } }
  /// @UIState var cart = Cart()
  /// let cancellable = $cart.bindDiffed(to: \.total) { cart, total in
  ///   print(total.old as Any, total.new)
  /// }
  /// // Prints "nil 0"
  /// cart.items = ["tea"]  // Prints "Optional(0) 1"
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The field to watch.
  ///   - onChange: Called with the value and the field's diff, first for the current value (`old == nil`).
  /// - Returns: The subscription.
  @_disfavoredOverload
  public func bindDiffed<Field: Equatable>(
    to keyPath: KeyPath<Value, Field>,
    onChange: @escaping (Value, DiffedValue<Field>) -> Void
  ) -> AnyCancellable {
    diffs(whereChanged: keyPath).sink { (diff: DiffedValue<Value>) in onChange(diff.new, diff.map(keyPath: keyPath)) }
  }
}
