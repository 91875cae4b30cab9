public import StateKit
import StreamCore

extension ManagedState: SafeBinding {
  /// A binding to the whole value; each write is one mutation of the state, through its rules.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract {
  ///   var count = 0
  ///   var isOdd = false
  ///   mutating func applyRules() { isOdd = count % 2 != 0 }
  /// }
  /// @ManagedState var model = Counter()
  /// $model.observe().wrappedValue.count = 3
  /// print(model.isOdd)  // Prints "true"
  /// ```
  ///
  /// - Returns: A binding whose ``UIBinding/modify(_:)`` is ``ManagedState/withLock(_:)``.
  public func observe() -> UIBinding<Value> {
    UIBinding(
      read: { self.wrappedValue },
      update: { body in self.withLock(body) },
      changes: eraseToAnyPublisher(),
      route: fields.rootRoute,
      inPlace: inPlaceMutation
    )
  }

  /// A binding to a field, where a binding is asked for: `$model.text.wrappedValue`, a `UIBinding` parameter or
  /// annotation. Writes are mutations of the state, through its rules; the binding publishes only when its field
  /// changes (when the field is `Equatable`).
  ///
  /// A plain read or write through the wrapper (`print(state.clicks)`, `state.tags.append("x")`) is the field's
  /// value: this subscript is the disfavored overload, chosen only where the value itself does not fit. For a
  /// binding without a type context, ask for it with `$model(\.text)`. A field whose name is also a `Publisher`
  /// operator (`count`, `first`, …) is found as the operator by `$model.count`; use `$model(\.count)` for those.
  ///
  /// ```swift
  /// struct Form: BehavioralStateContract { var name = ""; var greeting = ""
  ///   mutating func applyRules() { greeting = "Hello, \(name)" }
  /// }
  /// @ManagedState var form = Form()
  /// $form.name.wrappedValue = "Ada"
  /// print(form.greeting)  // Prints "Hello, Ada"
  /// let name: UIBinding<String> = $form.name  // a binding, asked for by the annotation
  /// print($form.name)  // Prints "Ada": a plain read is the value
  /// ```
  @_disfavoredOverload
  public subscript<Field>(dynamicMember keyPath: WritableKeyPath<Value, Field>) -> UIBinding<Field> {
    observe(keyPath)
  }

  /// A binding to the whole value: `$model()`.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var count = 0 }
  /// @ManagedState var model = Counter()
  /// $model().wrappedValue = Counter(count: 2)
  /// print(model.count)  // Prints "2"
  /// ```
  ///
  /// - Returns: A binding to the whole value.
  public func callAsFunction() -> UIBinding<Value> {
    observe()
  }

  /// A binding to the field at `keyPath`: `$model(\.count)`. Writes are mutations of the state, through its rules.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract {
  ///   var count = 0
  ///   var isOdd = false
  ///   mutating func applyRules() { isOdd = count % 2 != 0 }
  /// }
  /// @ManagedState var model = Counter()
  /// $model(\.count).wrappedValue = 3
  /// print(model.isOdd)  // Prints "true"
  /// ```
  ///
  /// - Parameter keyPath: The field.
  /// - Returns: A binding to the field.
  public func callAsFunction<Field>(_ keyPath: WritableKeyPath<Value, Field>) -> UIBinding<Field> {
    observe(keyPath)
  }
}

extension UIBinding: StateHandle {
  /// A binding to a managed state, for a model that declares
  /// `static func applyAnyRules(to state: UIBinding<Self>) -> [Any]` (CombineExt's spelling).
  ///
  /// ```swift
  /// struct Clock: BehavioralStateContract {
  ///   var ticks = 0
  ///   @AnyTokenBuilder<Any>
  ///   static func applyAnyRules(to state: UIBinding<Self>) -> [Any] {
  ///     NotificationCenter.default.publisher(for: .tick).sink { _ in state.wrappedValue.ticks += 1 }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter stateBinding: The state's getter, setter (through its rules) and publisher.
  public init(stateBinding: StateBinding<Value>) {
    self.init(
      read: stateBinding.get,
      update: stateBinding.modify,
      changes: stateBinding.publisher,
      inPlace: stateBinding.inPlace
    )
  }
}
