public import StreamCore

extension MutableProperty {
  /// Changes the value in place, atomically, and publishes the result once.
  ///
  /// No other write is committed between reading the value and writing the result: other writers wait while
  /// `body` runs (readers and observers do not), so `body` must not wait for another thread that writes this
  /// property. It must not read or write this property itself (use the `inout` argument) — doing so, or calling
  /// `modify` of the same property inside `body`, traps with a message naming the property's type. The result is
  /// published even if `body` throws, with the changes it made.
  ///
  /// ```swift
  /// let items = MutableProperty([1, 2])
  /// let count = items.modify { items in
  ///   items.append(3)
  ///   return items.count
  /// }
  /// print(count, items.value)  // Prints "3 [1, 2, 3]"
  /// ```
  ///
  /// - Parameter body: Changes the value; its result is returned.
  /// - Returns: What `body` returns.
  public func modify<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    writeGate.lock { checkNotNested("modify") }
    // Every write to the core passes the gate, which this thread holds.
    var value = storage.core.currentValueWhileWritesAreHeldOff
    defer { commitAndUnlock(value) }
    return try ChangeScope.run(in: self) { try body(&value) }
  }

  /// Runs `body` with the current value while holding off writes, and returns its result.
  ///
  /// The same rules as for ``modify(_:)`` apply to `body`.
  ///
  /// ```swift
  /// let name = MutableProperty("Ada")
  /// let length = name.withValue { $0.count }
  /// print(length)  // Prints "3"
  /// ```
  ///
  /// - Returns: What `body` returns.
  public func withValue<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
    writeGate.lock { checkNotNested("withValue") }
    defer { writeGate.unlock() }
    let value = storage.core.currentValueWhileWritesAreHeldOff
    return try ChangeScope.run(in: self) { try body(value) }
  }

  /// Sets the value to `newValue` and returns the value it replaced, atomically.
  ///
  /// ```swift
  /// let state = MutableProperty("idle")
  /// let previous = state.swap("running")
  /// print(previous, state.value)  // Prints "idle running"
  /// ```
  ///
  /// - Returns: The previous value.
  @discardableResult
  public func swap(_ newValue: Value) -> Value {
    modify { value in
      let old = value
      value = newValue
      return old
    }
  }

  /// With the write gate held: commits `value`, releases the gate once its place in the delivery order is fixed,
  /// then delivers it unless another thread is delivering (which then delivers it, in order).
  @inlinable
  func commitAndUnlock(_ value: Value) {
    storage.core.send(value, releasing: writeGate)
  }

  private func checkNotNested(_ operation: String) {
    if ChangeScope.contains(self) {
      trap(
        "MutableProperty<\(Value.self)>: \(operation) called inside a modify of the same property; "
          + "change the value through the inout argument instead"
      )
    }
  }
}
