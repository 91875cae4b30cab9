public import StreamCore

extension SafeBinding {
  /// Runs `onChange` each time the field at `keyPath` changes, with `inout` access to the field; a change it makes is
  /// written back to the field.
  ///
  /// `onChange` runs with no lock held, on a copy of the field as of the change; if it changes the copy, the result
  /// is written back in one write (which fires the binding again only if it changes the field again).
  ///
  /// ```swift
  /// struct Form: Equatable { var name = "" }
  /// @UIState var form = Form()
  /// let cancellable = $form.bind(to: \.name) { name in name = name.uppercased() }
  /// form.name = "ada"
  /// print(form.name)  // Prints "ADA"
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The field to watch and update.
  ///   - onChange: Called with the field's new value, first for the current value.
  /// - Returns: The subscription; the binding lives until it is cancelled.
  public func bind<Field: Equatable>(
    to keyPath: WritableKeyPath<Value, Field>,
    onChange: @escaping (inout Field) -> Void
  ) -> AnyCancellable {
    let root = observe()
    return fieldChanges(keyPath).sink { (diff: DiffedValue<Field>) in
      var field = diff.new
      onChange(&field)
      if field != diff.new { root.modify { $0[keyPath: keyPath] = field } }
    }
  }

  /// Runs `onChange` each time the field at `keyPath` changes, with `inout` access to the whole value; a change it
  /// makes is written back.
  ///
  /// `onChange` runs with no lock held, on a copy of the value as of the change; if it changes the copy, the copy is
  /// written back in one write (for a value that is not `Equatable`, always). If the value changed in between, the
  /// write would undo that change, so `onChange` runs again on the newer value instead.
  ///
  /// ```swift
  /// struct Login: Equatable { var username = ""; var status = "" }
  /// @UIState var login = Login()
  /// let cancellable = $login.bind(to: \.username) { login in login.status = "edited" }
  /// login.username = "ada"
  /// print(login.status)  // Prints "edited"
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The field to watch.
  ///   - onChange: Called with the whole value when the field changes, first for the current value.
  /// - Returns: The subscription; the binding lives until it is cancelled.
  @_disfavoredOverload
  public func bind<Field: Equatable>(
    to keyPath: WritableKeyPath<Value, Field>,
    onChange: @escaping (inout Value) -> Void
  ) -> AnyCancellable {
    let root = observe()
    let equality = ChangeFilter<Value>()
    return diffs(whereChanged: keyPath).sink { (diff: DiffedValue<Value>) in
      root.writeBack(from: diff.new, equality: equality, onChange)
    }
  }

  /// Observes the field at `keyPath`: runs `onChange` with its value each time it changes. Works with read-only key
  /// paths (`let` fields, computed properties).
  ///
  /// ```swift
  /// struct Cart: Equatable { var items: [String] = []; var isEmpty: Bool { items.isEmpty } }
  /// @UIState var cart = Cart()
  /// let cancellable = $cart.bind(to: \.isEmpty) { isEmpty in print(isEmpty) }  // Prints "true"
  /// cart.items = ["tea"]                                                        // Prints "false"
  /// cart.items = ["tea", "milk"]                                                // prints nothing
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The field to watch.
  ///   - onChange: Called with the field's new value, first for the current value.
  /// - Returns: The subscription.
  @_disfavoredOverload
  public func bind<Field: Equatable>(
    to keyPath: KeyPath<Value, Field>,
    onChange: @escaping (Field) -> Void
  ) -> AnyCancellable {
    fieldChanges(keyPath).sink { (diff: DiffedValue<Field>) in onChange(diff.new) }
  }

  /// The diffs of the whole value whose field at `keyPath` changed.
  func diffs<Field: Equatable>(whereChanged keyPath: KeyPath<Value, Field>) -> Publishers.Filter<Self> {
    filter { (diff: DiffedValue<Value>) in diff.hasChanged(keyPath) }
  }
}
