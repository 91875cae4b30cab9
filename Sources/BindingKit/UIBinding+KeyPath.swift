import StateKit
import StreamCore

extension UIBinding {
  /// A binding to a field of the value.
  ///
  /// Writes change the field in one write of the root (for a ``UIState`` or `ManagedState` root, one
  /// atomic mutation that notifies once). The projection publishes only when its field changes, if the field is
  /// `Equatable`; a field that is not `Equatable` publishes on every change of its parent.
  ///
  /// ```swift
  /// struct Profile: Equatable { var name = ""; var age = 0 }
  /// @UIState var profile = Profile()
  /// let age: UIBinding<Int> = $profile().age
  /// let cancellable = age.sink { (value: Int) in print(value) }  // Prints "0"
  /// profile.name = "Ada"                                           // prints nothing
  /// age.wrappedValue = 36                                          // Prints "36"
  /// ```
  public subscript<Field>(dynamicMember keyPath: WritableKeyPath<Value, Field>) -> UIBinding<Field> {
    projecting(keyPath)
  }

  /// The binding itself: `binding()` reads as "the binding to the whole value".
  ///
  /// ```swift
  /// @UIState var count = 0
  /// let whole: UIBinding<Int> = $count()
  /// print(whole().wrappedValue)  // Prints "0"
  /// ```
  ///
  /// - Returns: This binding.
  public func callAsFunction() -> UIBinding<Value> {
    self
  }

  /// A binding to the field at `keyPath`: `binding(\.name)` is `binding.name`, and also reaches fields whose names
  /// are `Publisher` operators (`binding(\.count)`).
  ///
  /// ```swift
  /// struct Form: Equatable { var name = "" }
  /// @UIState var form = Form()
  /// let name: UIBinding<String> = $form()(\.name)
  /// name.wrappedValue = "Ada"
  /// print(form.name)  // Prints "Ada"
  /// ```
  ///
  /// - Parameter keyPath: The field.
  /// - Returns: A binding to the field.
  public func callAsFunction<Field>(_ keyPath: WritableKeyPath<Value, Field>) -> UIBinding<Field> {
    projecting(keyPath)
  }

  func projecting<Field>(_ keyPath: WritableKeyPath<Value, Field>) -> UIBinding<Field> {
    let read = self.read
    let update = self.update
    let route = route?.appending(keyPath)
    return UIBinding<Field>(
      read: { read()[keyPath: keyPath] },
      update: { body in update { body(&$0[keyPath: keyPath]) } },
      changes: route?.changes() ?? changes.fieldChanges(keyPath),
      route: route,
      inPlace: inPlace?.projected(keyPath)
    )
  }
}

extension Publisher where Failure == Never {
  /// The diffs of one field, only those that change it (every diff, for a field that is not `Equatable`).
  func fieldChanges<Root, Field>(
    _ keyPath: KeyPath<Root, Field>
  ) -> AnyPublisher<DiffedValue<Field>, Never> where Output == DiffedValue<Root> {
    let filter = ChangeFilter<Field>()
    return compactMap { (diff: DiffedValue<Root>) -> DiffedValue<Field>? in
      let field = diff.map(keyPath: keyPath)
      return filter.isChange(field) ? field : nil
    }
    .eraseToAnyPublisher()
  }
}
