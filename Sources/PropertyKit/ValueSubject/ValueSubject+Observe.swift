import StreamCore

extension ValueSubject {
  /// A value subject of the field at `keyPath`, linked both ways, as CombineExt's `observe(keyPath:)` is: a write to
  /// this subject updates the field subject, and a write to the field subject writes the field here.
  ///
  /// The field subject keeps this subject alive (it writes into it); this subject does not keep the field subject
  /// alive, and the link ends when the field subject is released. A write forwarded across the link is not
  /// forwarded back, and for an `Equatable` field an equal value is not forwarded at all.
  ///
  /// ```swift
  /// struct Form { var name = ""; var age = 0 }
  /// let form = ValueSubject(wrappedValue: Form())
  /// let name = form.observe(keyPath: \.name)
  /// let cancellable = name.sink { print("name: \($0)") }  // Prints "name: "
  /// form.wrappedValue.name = "Ada"                        // Prints "name: Ada"
  /// name.wrappedValue = "Grace"
  /// print(form.wrappedValue.name)                         // Prints "Grace"
  /// ```
  ///
  /// - Parameter keyPath: The field.
  /// - Returns: A subject holding the field's current value, linked both ways.
  public func observe<Field>(keyPath: WritableKeyPath<Value, Field>) -> ValueSubject<Field> {
    let field = ValueSubject<Field>(wrappedValue: wrappedValue[keyPath: keyPath])
    let link = FieldLink(equality: PointeeEquality.lookUp(Field.self))
    let fromRoot = dropFirst().sink { [weak field] value in
      guard let field else { return }
      link.forward(value[keyPath: keyPath], unlessEqualTo: field.wrappedValue) { field.wrappedValue = $0 }
    }
    // Through the field's core, without keeping the field alive: the field holds this subscription.
    let toRoot = CorePublisher(field.core).dropFirst().sink { value in
      link.forward(value, unlessEqualTo: self.wrappedValue[keyPath: keyPath]) {
        self.wrappedValue[keyPath: keyPath] = $0
      }
    }
    field.links.keep([fromRoot, toRoot])
    return field
  }
}

/// The two directions of one ``ValueSubject/observe(keyPath:)`` link: a value forwarded one way is not forwarded
/// back by the same thread, and an equal value (for an `Equatable` field) is not forwarded at all.
final class FieldLink {
  private let equality: PointeeEquality.Comparison?

  init(equality: PointeeEquality.Comparison?) {
    self.equality = equality
  }

  func forward<Field>(_ value: Field, unlessEqualTo current: Field, _ write: (Field) -> Void) {
    guard !ChangeScope.contains(self) else { return }
    if let equality {
      let isEqual = withUnsafePointer(to: value) { new in withUnsafePointer(to: current) { equality(new, $0) } }
      if isEqual { return }
    }
    ChangeScope.run(in: self) { write(value) }
  }
}

/// The subscriptions that link a field subject made by ``ValueSubject/observe(keyPath:)`` to its root; released
/// with the field subject.
final class LinkedSubscriptions: @unchecked Sendable {  // Owns a lock; `subscriptions` is only touched under it.
  private let lock = Lock()
  private var subscriptions: [AnyCancellable] = []

  func keep(_ more: [AnyCancellable]) {
    lock.withLock { subscriptions += more }
  }
}
