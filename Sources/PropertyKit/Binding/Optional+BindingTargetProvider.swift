import StreamCore

extension Optional: BindingTargetProvider where Wrapped: BindingTargetProvider {
  /// The wrapped target's binding target, or for `nil` a target whose lifetime has already ended, so that
  /// binding to it does nothing.
  ///
  /// As in ReactiveSwift, an optional target can be bound without unwrapping it: `maybe <~ source`.
  ///
  /// ```swift
  /// let present: MutableProperty<Int>? = MutableProperty(0)
  /// let absent: MutableProperty<Int>? = nil
  /// present <~ Just(1)
  /// absent <~ Just(2)  // Does nothing
  /// print(present?.value ?? 0)  // Prints "1"
  /// ```
  public var bindingTarget: BindingTarget<Wrapped.Value> {
    switch self {
    case .some(let target): target.bindingTarget
    case .none: BindingTarget(lifetime: .empty) { _ in }
    }
  }
}
