public import StreamCore

/// A read-write value that publishes its changes as `DiffedValue`s: the shared interface of
/// ``UIState``, ``UIBinding`` and `ManagedState`.
///
/// Write code once against any of them:
///
/// ```swift
/// func logChanges(of binding: some SafeBinding<Int>) -> AnyCancellable {
///   binding.justNew().sink { print("now \($0)") }
/// }
/// @UIState var count = 0
/// let cancellable = logChanges(of: $count)  // Prints "now 0"
/// count = 1                                 // Prints "now 1"
/// ```
///
/// A conforming type supplies ``wrappedValue`` and ``observe()``; everything else (key-path bindings, element
/// bindings, plain-value publishers) is built on them.
public protocol SafeBinding<Value>: Publisher where Output == DiffedValue<Value>, Failure == Never {
  /// The type of the value.
  associatedtype Value

  /// The current value.
  ///
  /// ```swift
  /// func reset(_ binding: some SafeBinding<Int>) { binding.wrappedValue = 0 }
  /// @UIState var count = 5
  /// reset($count)
  /// print(count)  // Prints "0"
  /// ```
  var wrappedValue: Value { get nonmutating set }

  /// A binding to the whole value, whose writes are atomic mutations of this one.
  ///
  /// ```swift
  /// @UIState var count = 0
  /// let binding = $count.observe()
  /// binding.wrappedValue = 2
  /// print(count)  // Prints "2"
  /// ```
  func observe() -> UIBinding<Value>
}

extension SafeBinding {
  /// The new values alone: the current value first, then each change.
  ///
  /// ```swift
  /// @UIState var count = 0
  /// let cancellable = $count.justNew().sink { print($0) }  // Prints "0"
  /// count = 1                                              // Prints "1"
  /// ```
  ///
  /// - Returns: A publisher of the value.
  public func justNew() -> AnyPublisher<Value, Never> {
    map(\.new).eraseToAnyPublisher()
  }

  /// The new values of one field: the current one first, then each change of that field (each change of the whole
  /// value, if the field is not `Equatable`).
  ///
  /// ```swift
  /// struct Form: Equatable { var name = ""; var age = 0 }
  /// @UIState var form = Form()
  /// let cancellable = $form.justNew(\.age).sink { print($0) }  // Prints "0"
  /// form.name = "Ada"                                          // prints nothing
  /// form.age = 36                                              // Prints "36"
  /// ```
  ///
  /// - Parameter keyPath: The field.
  /// - Returns: A publisher of the field's value.
  public func justNew<Field>(_ keyPath: KeyPath<Value, Field>) -> AnyPublisher<Field, Never> {
    fieldChanges(keyPath).map(\.new).eraseToAnyPublisher()
  }

  /// The same as ``justNew(_:)``: the new values of one field.
  ///
  /// ```swift
  /// struct Form: Equatable { var name = "" }
  /// @UIState var form = Form()
  /// let cancellable = $form.extractNew(\.name).sink { print($0) }  // Prints ""
  /// form.name = "Ada"                                              // Prints "Ada"
  /// ```
  ///
  /// - Parameter keyPath: The field.
  /// - Returns: A publisher of the field's value.
  public func extractNew<Field>(_ keyPath: KeyPath<Value, Field>) -> AnyPublisher<Field, Never> {
    justNew(keyPath)
  }

  /// A binding to one field, publishing only when that field changes (when it is `Equatable`).
  ///
  /// ```swift
  /// struct Form: Equatable { var name = "" }
  /// @UIState var form = Form()
  /// let name = $form.observe(\.name)
  /// name.wrappedValue = "Ada"
  /// print(form.name)  // Prints "Ada"
  /// ```
  ///
  /// - Parameter keyPath: The field.
  /// - Returns: A binding to the field.
  public func observe<Field>(_ keyPath: WritableKeyPath<Value, Field>) -> UIBinding<Field> {
    observe().projecting(keyPath)
  }
}

extension UIBinding: SafeBinding {
  /// The binding itself.
  ///
  /// ```swift
  /// let binding = UIBinding.constant(1)
  /// print(binding.observe().wrappedValue)  // Prints "1"
  /// ```
  public func observe() -> UIBinding<Value> {
    self
  }
}
