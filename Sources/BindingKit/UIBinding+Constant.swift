import StreamCore

extension UIBinding {
  /// A binding that always reads `value` and ignores writes.
  ///
  /// The first ignored write is reported to ``BindingDiagnostics`` (once per constant binding, never printed to
  /// standard output). Subscribers receive `value` once, with `old == nil`.
  ///
  /// ```swift
  /// let title = UIBinding<String>.constant("Fixed")
  /// title.wrappedValue = "Other"   // ignored, reported once
  /// print(title.wrappedValue)      // Prints "Fixed"
  /// ```
  ///
  /// - Parameter value: The value the binding always has.
  /// - Returns: A read-only binding.
  public static func constant(_ value: Value) -> UIBinding<Value> {
    let firstWrite = OnceFlag()
    return UIBinding(
      read: { value },
      update: { body in
        var attempted = value
        body(&attempted)
        guard firstWrite.claim() else { return }
        BindingDiagnostics.report(
          BindingDiagnostic(
            kind: .writeToConstant,
            message: "Ignored a write of \(attempted) to a constant UIBinding<\(Value.self)> that holds \(value)"
          )
        )
      },
      changes: Just(DiffedValue(old: nil, new: value)).eraseToAnyPublisher()
    )
  }

  /// A binding that is not assigned yet: reading, writing or subscribing to it traps with a message naming its type
  /// and how to assign it.
  ///
  /// Use it to declare a property-wrapper binding that is assigned after initialization:
  ///
  /// ```swift
  /// final class NameField {
  ///   @UIBinding(.placeholder) var name: String
  ///   func configure(with binding: UIBinding<String>) {
  ///     _name = binding
  ///   }
  /// }
  /// ```
  public static var placeholder: UIBinding<Value> {
    UIBinding(
      read: { unassigned() },
      update: { _ in unassigned() },
      changes: Deferred { () -> Just<DiffedValue<Value>> in unassigned() }.eraseToAnyPublisher()
    )
  }

  private static func unassigned() -> Never {
    trap(
      """
      A UIBinding<\(Value.self)> placeholder was used before a binding was assigned to it. \
      Assign one first, for example `_name = $state.name` or `_name = .constant(value)`.
      """
    )
  }
}
