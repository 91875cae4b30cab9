public import StreamCore

/// A binding target that hands each value to `deliver` with `subject` while the subject lives; it does not keep
/// `subject` alive.
///
/// A subject has no lifetime of its own, so the target's lifetime is the binding's: the token lives in the target's
/// action, which the binding holds until it ends (the source finishes, or the returned cancellable is cancelled).
/// Values bound after the subject is released are dropped.
private func subjectTarget<Object: AnyObject, Value>(
  _ subject: Object,
  _ deliver: @escaping (Object, Value) -> Void
) -> BindingTarget<Value> {
  let (lifetime, token) = Lifetime.make()
  return BindingTarget(lifetime: lifetime) { [weak subject] value in
    withExtendedLifetime(token) {
      if let subject { deliver(subject, value) }
    }
  }
}

extension CurrentValueSubject: BindingTargetProvider where Failure == Never {
  /// Sends each bound value to the subject; the binding does not keep the subject alive.
  ///
  /// The binding ends when the source finishes or when its cancellable is cancelled; values bound after the
  /// subject is released are dropped.
  ///
  /// ```swift
  /// let subject = CurrentValueSubject<Int, Never>(0)
  /// subject <~ Just(4)
  /// print(subject.value)  // Prints "4"
  /// ```
  public var bindingTarget: BindingTarget<Output> {
    subjectTarget(self) { $0.send($1) }
  }
}

extension PassthroughSubject: BindingTargetProvider where Failure == Never {
  /// Sends each bound value to the subject; the binding does not keep the subject alive.
  ///
  /// The binding ends when the source finishes or when its cancellable is cancelled; values bound after the
  /// subject is released are dropped.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<Int, Never>()
  /// let cancellable = subject.sink { print($0) }
  /// subject <~ Just(4)  // Prints "4"
  /// ```
  public var bindingTarget: BindingTarget<Output> {
    subjectTarget(self) { $0.send($1) }
  }
}

extension ValueSubject: BindingTargetProvider {
  /// Writes each bound value to the subject; the binding does not keep the subject alive.
  ///
  /// The binding ends when the source finishes or when its cancellable is cancelled; values bound after the
  /// subject is released are dropped.
  ///
  /// ```swift
  /// let subject = ValueSubject(wrappedValue: 0)
  /// subject <~ Just(4)
  /// print(subject.wrappedValue)  // Prints "4"
  /// ```
  public var bindingTarget: BindingTarget<Value> {
    subjectTarget(self) { $0.wrappedValue = $1 }
  }
}
