extension Publisher where Failure == Never {
  /// Attaches a sink that receives the ``DiffedValue/new`` value of each diff.
  ///
  /// Chosen only when the closure's parameter is written as the plain value type; `sink { diff in … }` and
  /// `sink { _ in … }` still receive the whole ``DiffedValue``, because this overload is disfavoured.
  ///
  /// ```swift
  /// let subject = CurrentValueSubject<DiffedValue<Int>, Never>(DiffedValue(old: nil, new: 1))
  /// let plain = subject.sink { (value: Int) in print(value) }         // Prints "1"
  /// let diffed = subject.sink { diff in print(diff.old as Any) }      // Prints "nil"
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, if any (`#isolation`): a closure formed on an actor runs only there, as with
  ///     ``sink(isolation:receiveCompletion:receiveValue:)``. Leave it to its default.
  ///   - receiveValue: Called with the new value of each diff.
  /// - Returns: A cancellable that ends the subscription.
  @_disfavoredOverload
  public func sink<Value>(
    isolation: isolated (any Actor)? = #isolation,
    receiveValue: @escaping (Value) -> Void
  ) -> AnyCancellable
  where Output == DiffedValue<Value> {
    #if canImport(Combine)
    // Combine's `sink` takes no isolation: the check is made here.
    let receiveDiff = IsolationCheck.wrap(
      { (diff: DiffedValue<Value>) in receiveValue(diff.new) },
      on: isolation,
      in: "sink"
    )
    return sink(receiveCompletion: { _ in }, receiveValue: receiveDiff)
    #else
    sink(isolation: isolation) { (diff: DiffedValue<Value>) in receiveValue(diff.new) }
    #endif
  }
}
