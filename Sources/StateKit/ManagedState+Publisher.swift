public import StreamCore

extension ManagedState: Publisher {
  /// Each committed change: the previous committed value as `old` (`nil` for the first), the new one as `new`.
  public typealias Output = DiffedValue<Value>
  /// A state's publisher never fails; it finishes when the state is deallocated.
  public typealias Failure = Never

  /// Subscribes to the committed changes: first `DiffedValue(old: nil, new: current)`, then one diff per change.
  ///
  /// Equal commits emit nothing. The publisher finishes when the state is deallocated.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == DiffedValue<Value>, S.Failure == Never {
    changes.subscribe(subscriber, owner: self)
  }

  /// The committed changes as a type-erased publisher — the same stream as `$model` itself.
  ///
  /// ```swift
  /// $model.publisher.sink { diff in print(diff.old?.count as Any, diff.new.count) }
  /// // Prints "nil 0"
  /// model.count = 5
  /// // Prints "Optional(0) 5"
  /// ```
  public var publisher: AnyPublisher<DiffedValue<Value>, Never> {
    CorePublisher(changes, owner: self).eraseToAnyPublisher()
  }

  /// The committed values themselves: the current value first, then each new one.
  ///
  /// ```swift
  /// $model.justNew().sink { print($0.count) }  // Prints "0"
  /// ```
  ///
  /// - Returns: A publisher of plain values.
  public func justNew() -> AnyPublisher<Value, Never> {
    CorePublisher(changes, owner: self).map(\.new).eraseToAnyPublisher()
  }

  /// One field of the committed values: its current value first, then each new value of the field.
  ///
  /// The same as ``publisher(for:)``.
  ///
  /// ```swift
  /// struct Form: BehavioralStateContract { var name = "", age = 0 }
  /// let form = ManagedState(wrappedValue: Form())
  /// let names = form.justNew(\.name).sink { print("name: \($0)") }  // Prints "name: "
  /// form.wrappedValue.age = 30                                     // Prints nothing: the name did not change
  /// form.wrappedValue.name = "Ada"                                 // Prints "name: Ada"
  /// ```
  ///
  /// - Parameter keyPath: The field.
  /// - Returns: A publisher that emits only when the field changes.
  public func justNew<Field: Equatable>(_ keyPath: KeyPath<Value, Field>) -> AnyPublisher<Field, Never> {
    publisher(for: keyPath)
  }

  /// One field of the committed values: its current value first, then a value whenever the field changes.
  ///
  /// ```swift
  /// $model.publisher(for: \.isOdd).sink { print($0) }  // Prints "false"
  /// model.count = 1                                    // Prints "true"
  /// model.count = 3                                    // (isOdd did not change: nothing)
  /// ```
  ///
  /// - Parameter keyPath: The field.
  /// - Returns: A publisher that emits only when the field changes.
  /// - Complexity: When the key path names stored properties, each commit compares the field once, in place,
  ///   however many subscribers observe it, and only when it changed do the field's subscribers run. A computed
  ///   property or a subscript is read and compared per subscriber and commit.
  public func publisher<Field: Equatable>(for keyPath: KeyPath<Value, Field>) -> AnyPublisher<Field, Never> {
    if let channel = fields.values(of: keyPath) {
      return CorePublisher(channel, owner: self).eraseToAnyPublisher()
    }
    // A computed property or a subscript: read only while subscribed, on each commit.
    return CorePublisher(changes, owner: self)
      .filter { $0.hasChanged(keyPath) }
      .map { $0.new[keyPath: keyPath] }
      .eraseToAnyPublisher()
  }
}
