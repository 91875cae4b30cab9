public import StreamCore

extension UIState: Publisher {
  /// The state's changes: the previous value as `old` (`nil` for the first), the new value as `new`.
  public typealias Output = DiffedValue<Value>
  /// A state's publisher never fails.
  public typealias Failure = Never

  /// Sends the current value (with `old == nil`) when the subscriber first asks for a value, then each change.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == DiffedValue<Value>, S.Failure == Never {
    core.subscribe(subscriber, owner: self)
  }
}

extension UIState: SafeBinding {
  /// A binding to the whole value, whose writes are atomic writes of this state.
  ///
  /// ```swift
  /// @UIState var count = 0
  /// let binding = $count.observe()
  /// binding.wrappedValue = 2
  /// print(count)  // Prints "2"
  /// ```
  public func observe() -> UIBinding<Value> {
    UIBinding(
      read: { self.wrappedValue },
      update: { body in self.withLock(body) },
      changes: eraseToAnyPublisher(),
      route: fields.rootRoute,
      inPlace: inPlaceMutation
    )
  }

  /// The state's changes as a ``UIBinding`` to the whole value: the current value first (with `old == nil`), then
  /// each change.
  ///
  /// ```swift
  /// @UIState var counter = 0
  /// let cancellable = $counter.publisher.sink { diff in print("\(diff.old ?? 0) → \(diff.new)") }
  /// // Prints "0 → 0"
  /// counter = 5  // Prints "0 → 5"
  /// ```
  public var publisher: UIBinding<Value> {
    observe()
  }

  /// A binding to a field: `$state.isOn`.
  ///
  /// Writes are atomic writes of the state; the binding publishes only when its field changes (when the field is
  /// `Equatable`).
  ///
  /// ```swift
  /// struct ViewState: Equatable { var isOn = false }
  /// @UIState var state = ViewState()
  /// $state.isOn.wrappedValue = true
  /// print(state.isOn)  // Prints "true"
  /// ```
  public subscript<Field>(dynamicMember keyPath: WritableKeyPath<Value, Field>) -> UIBinding<Field> {
    observe(keyPath)
  }

  /// A binding to the whole value: `$state()`.
  ///
  /// ```swift
  /// @UIState var count = 0
  /// $count().wrappedValue = 3
  /// print(count)  // Prints "3"
  /// ```
  ///
  /// - Returns: A binding to the whole value.
  public func callAsFunction() -> UIBinding<Value> {
    observe()
  }

  /// A binding to the field at `keyPath`: `$state(\.isOn)`, the way to reach fields whose names are `Publisher`
  /// operators (`$state(\.count)`).
  ///
  /// ```swift
  /// struct ViewState: Equatable { var count = 0 }
  /// @UIState var state = ViewState()
  /// $state(\.count).wrappedValue = 3
  /// print(state.count)  // Prints "3"
  /// ```
  ///
  /// - Parameter keyPath: The field.
  /// - Returns: A binding to the field.
  public func callAsFunction<Field>(_ keyPath: WritableKeyPath<Value, Field>) -> UIBinding<Field> {
    observe(keyPath)
  }
}

extension UIState: ObservableObject {
  /// Fires once for each committed change.
  ///
  /// Unlike Combine's `objectWillChange`, it fires after the change is committed, in commit order with the state's
  /// other subscribers: firing before would mean calling subscribers while the write holds the state's write gate,
  /// or giving up the write's atomicity. Observers that re-read the state on this signal (as SwiftUI does) see the
  /// new value.
  ///
  /// ```swift
  /// @UIState var count = 0
  /// let cancellable = $count.objectWillChange.sink { print("changed") }
  /// count = 1  // Prints "changed"
  /// count = 1  // prints nothing: equal
  /// ```
  public var objectWillChange: AnyPublisher<Void, Never> {
    CorePublisher(core, receivesCurrentValue: false, owner: self).map { _ in () }.eraseToAnyPublisher()
  }
}
