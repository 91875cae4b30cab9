public import StreamCore

extension ManagedState {
  /// Prints each committed change while debugging: the value's type, the MVI action that made it (if one did), and
  /// a ``StateDiff`` line pair per changed field; fields that did not change are not printed.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract {
  ///   enum Action { case add(Int) }
  ///   var count = 0
  ///   var isOdd = false
  ///   mutating func applyRules() { isOdd = count % 2 != 0 }
  ///   mutating func receive(_ action: Action) { if case .add(let amount) = action { count += amount } }
  /// }
  /// @ManagedState var model = Counter()
  /// let printing = $model.printChanges()
  /// $model.send(.add(3))
  /// // Prints:
  /// // Counter received .add(3):
  /// //   − count: 0
  /// //   + count: 3
  /// //   − isOdd: false
  /// //   + isOdd: true
  /// model.count = 4
  /// // Prints:
  /// // Counter changed:
  /// //   − count: 3
  /// //   + count: 4
  /// //   − isOdd: true
  /// //   + isOdd: false
  /// ```
  ///
  /// `output` is called once per committed change, with the change's lines joined by newlines, on the thread that
  /// made the mutation, after the commit and before the state's subscribers hear of it. A mutation that commits
  /// nothing prints nothing. Keep the returned cancellable for as long as the changes should be printed.
  ///
  /// - Parameter output: Where each change's text goes; `print` unless given.
  /// - Returns: A cancellable that stops the printing.
  /// - Complexity: Each commit costs a ``StateDiff`` of the old and new value while printing is on.
  public func printChanges(_ output: @escaping (String) -> Void = { Swift.print($0) }) -> AnyCancellable {
    let typeName = String(describing: Value.self)
    let tap = ChangeTap<Value> { old, new, action in
      let head = action.map { "\(typeName) received \(ValueText.of($0)):" } ?? "\(typeName) changed:"
      output(([head] + StateDiff(from: old, to: new).lines(indent: "  ")).joined(separator: "\n"))
    }
    addChangeTap(tap)
    return AnyCancellable { [weak self] in self?.removeChangeTap(tap) }
  }
}
