public import StreamCore

/// A shared, observable value: a reference to a value that publishes every write.
///
/// `@ValueSubject var form = Form()` is like `@Published`, but the storage is an object that can be handed to
/// other code: `$form` is that object. It is itself a publisher of the whole value — the current value first,
/// then every write, equal values included (as `@Published` does) — and `$form.name` or `observe(\.name)`
/// publish one field, only when that field changes.
///
/// ```swift
/// struct Form: Equatable { var name = ""; var age = 0 }
/// final class Screen {
///   @ValueSubject var form = Form()
/// }
/// let screen = Screen()
/// let names = screen.$form.name.sink { print("name: \($0)") }  // Prints "name: "
/// screen.form.age = 30                                         // Prints nothing: the name did not change
/// screen.form.name = "Ada"                                     // Prints "name: Ada"
/// ```
///
/// A write such as `form.age += 1` reads and then writes; use ``modify(_:)`` to change the value atomically
/// when several threads write.
@propertyWrapper
@dynamicMemberLookup
public final class ValueSubject<Value>: Publisher, ObservableObject {
  /// The values the subject publishes: the whole value, on every write.
  public typealias Output = Value
  /// A value subject never fails; it finishes when it is released.
  public typealias Failure = Never

  @usableFromInline
  let core: SubjectCore<Value, Never>
  /// Serializes writes, so that ``modify(_:)`` is atomic without holding the subject core's lock while its body
  /// runs.
  private let writeGate = Lock()
  /// For a subject made by ``observe(keyPath:)``: its links to the root subject.
  let links = LinkedSubscriptions()

  /// Fires before every write.
  ///
  /// ```swift
  /// let subject = ValueSubject(wrappedValue: 1)
  /// let cancellable = subject.objectWillChange.sink { print("will change from \(subject.wrappedValue)") }
  /// subject.wrappedValue = 2  // Prints "will change from 1"
  /// ```
  public let objectWillChange = ObservableObjectPublisher()

  /// Creates a subject holding `wrappedValue`.
  ///
  /// ```swift
  /// let subject = ValueSubject(wrappedValue: 1)
  /// print(subject.wrappedValue)  // Prints "1"
  /// ```
  public init(wrappedValue: Value) {
    core = SubjectCore(current: wrappedValue)
  }

  deinit {
    core.send(completion: .finished)
  }

  /// The current value; every write is published, equal values included.
  ///
  /// ```swift
  /// let subject = ValueSubject(wrappedValue: 1)
  /// let cancellable = subject.sink { print($0) }  // Prints "1"
  /// subject.wrappedValue = 1                      // Prints "1"
  /// ```
  public var wrappedValue: Value {
    get {
      checkOutsideModify()
      return core.currentValue
    }
    set {
      checkOutsideModify()
      objectWillChange.send()
      writeGate.lock()
      commitAndUnlock(newValue)
    }
  }

  /// The subject itself, so `$form` in `@ValueSubject var form` is the ``ValueSubject``.
  ///
  /// ```swift
  /// final class Screen {
  ///   @ValueSubject var count = 0
  /// }
  /// let screen = Screen()
  /// let cancellable = screen.$count.sink { print($0) }  // Prints "0"
  /// screen.count = 1                                    // Prints "1"
  /// ```
  public var projectedValue: ValueSubject<Value> { self }

  /// Changes the value in place, atomically, and publishes the result once.
  ///
  /// Other writers wait while `body` runs (readers and subscribers do not); reading or writing this subject inside
  /// it traps.
  ///
  /// ```swift
  /// let counter = ValueSubject(wrappedValue: 0)
  /// counter.modify { $0 += 1 }
  /// print(counter.wrappedValue)  // Prints "1"
  /// ```
  ///
  /// - Returns: What `body` returns.
  public func modify<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    checkOutsideModify()
    objectWillChange.send()
    writeGate.lock()
    // Every write to the core passes the gate, which this thread holds.
    var value = core.currentValueWhileWritesAreHeldOff
    defer { commitAndUnlock(value) }
    return try ChangeScope.run(in: self) { try body(&value) }
  }

  /// With the write gate held: commits `value`, releases the gate once its place in the delivery order is fixed,
  /// then delivers it unless another thread is delivering (which then delivers it, in order).
  private func commitAndUnlock(_ value: Value) {
    core.send(value, releasing: writeGate)
  }

  /// Attaches `subscriber`: it gets the current value, then every write, then the end.
  @inlinable
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
    core.subscribe(subscriber, owner: self)
  }

  /// The field at `keyPath`: its current value, then each change of it (equal values are skipped).
  ///
  /// ```swift
  /// struct Form: Equatable { var name = "" }
  /// let form = ValueSubject(wrappedValue: Form())
  /// let names = form.observe(\.name).sink { print($0) }  // Prints ""
  /// form.wrappedValue.name = "Ada"                      // Prints "Ada"
  /// ```
  public func observe<Field: Equatable>(
    _ keyPath: KeyPath<Value, Field>
  ) -> Publishers.RemoveDuplicates<Publishers.MapKeyPath<ValueSubject<Value>, Field>> {
    map(keyPath).removeDuplicates()
  }

  /// The field at `keyPath`, as ``observe(_:)`` publishes it: `$form.name`.
  ///
  /// ```swift
  /// struct Form: Equatable { var name = ""; var age = 0 }
  /// let form = ValueSubject(wrappedValue: Form())
  /// let ages = form.age.sink { print($0) }  // Prints "0"
  /// form.wrappedValue.name = "Ada"          // Prints nothing: the age did not change
  /// ```
  public subscript<Field: Equatable>(
    dynamicMember keyPath: KeyPath<Value, Field>
  ) -> Publishers.RemoveDuplicates<Publishers.MapKeyPath<ValueSubject<Value>, Field>> {
    observe(keyPath)
  }

  private func checkOutsideModify() {
    if ChangeScope.contains(self) {
      trap("ValueSubject<\(Value.self)>: used inside its own modify; use the inout argument")
    }
  }
}

// @unchecked: the value and subscribers live in the lock-guarded subject core.
extension ValueSubject: @unchecked Sendable where Value: Sendable {}
