public import StreamCore

/// A value that can be read and written from any thread and observed: the mutable counterpart of ``Property``.
///
/// Every observer receives every committed value, in commit order, even when an observer sets the property
/// itself: such a write is delivered after the current value has reached every observer, never recursively.
/// No lock is held while observers run. Releasing the property finishes its publishers; as in Combine, a live
/// subscription to them keeps the property alive until it is cancelled.
///
/// It is also a property wrapper; `$name` is the property itself:
///
/// ```swift
/// final class Counter {
///   @MutableProperty var count = 0
/// }
/// let counter = Counter()
/// let cancellable = counter.$count.publisher.sink { print($0) }  // Prints "0"
/// counter.count += 1                                           // Prints "1"
/// ```
@propertyWrapper
public final class MutableProperty<Value>: MutablePropertyProtocol {
  @usableFromInline
  let storage: PropertyStorage<Value>
  /// Serializes writes, so that ``modify(_:)`` is atomic without holding the subject core's lock while its body
  /// runs: readers, observers and new subscriptions never wait for a caller's change.
  @usableFromInline let writeGate = Lock()
  private let token = Lifetime.Token()

  /// The property's lifetime: it ends when the property is deinitialized.
  ///
  /// ```swift
  /// var count: MutableProperty<Int>? = MutableProperty(0)
  /// count!.lifetime.observeEnded { print("gone") }
  /// count = nil  // Prints "gone"
  /// ```
  public let lifetime: Lifetime

  /// Creates a property holding `initialValue`.
  ///
  /// ```swift
  /// let name = MutableProperty("Ada")
  /// print(name.value)  // Prints "Ada"
  /// ```
  public init(_ initialValue: Value) {
    storage = PropertyStorage(value: initialValue)
    lifetime = Lifetime(token)
  }

  /// Creates a property holding `wrappedValue`; the property-wrapper form of ``init(_:)``.
  ///
  /// ```swift
  /// final class Counter {
  ///   @MutableProperty var count = 0
  /// }
  /// print(Counter().count)  // Prints "0"
  /// ```
  public convenience init(wrappedValue: Value) {
    self.init(wrappedValue)
  }

  deinit {
    storage.core.send(completion: .finished)
  }

  /// The current value; setting it publishes the new value to every observer.
  ///
  /// Reading or writing it inside this property's own ``modify(_:)`` body traps: use the `inout` argument.
  ///
  /// ```swift
  /// let name = MutableProperty("Ada")
  /// name.value = "Grace"
  /// print(name.value)  // Prints "Grace"
  /// ```
  @inlinable
  public var value: Value {
    get {
      checkOutsideModify("read")
      return storage.value
    }
    set {
      writeGate.lock { checkOutsideModify("set") }
      commitAndUnlock(newValue)
    }
  }

  /// The current value, for the property-wrapper form; the same as ``value``.
  ///
  /// ```swift
  /// final class Counter {
  ///   @MutableProperty var count = 0
  /// }
  /// let counter = Counter()
  /// counter.count += 1
  /// print(counter.$count.value)  // Prints "1"
  /// ```
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// The property itself, so `$name` in `@MutableProperty var name` is the ``MutableProperty``.
  ///
  /// ```swift
  /// final class Counter {
  ///   @MutableProperty var count = 0
  /// }
  /// let counter = Counter()
  /// counter.$count.value = 3
  /// print(counter.count)  // Prints "3"
  /// ```
  public var projectedValue: MutableProperty<Value> { self }

  /// The current value, then every change; finishes when the property is released.
  ///
  /// A subscription does not keep the property alive.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let cancellable = count.publisher.sink { print($0) }  // Prints "1"
  /// count.value = 2                                      // Prints "2"
  /// ```
  public var publisher: PropertyPublisher<Value> {
    PropertyPublisher(storage: storage, sendsCurrentValue: true, owner: self)
  }

  /// Every change, without the current value; finishes when the property is released.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let cancellable = count.newValues.sink { print($0) }  // Prints nothing yet
  /// count.value = 2                                       // Prints "2"
  /// ```
  public var newValues: PropertyPublisher<Value> {
    PropertyPublisher(storage: storage, sendsCurrentValue: false, owner: self)
  }

  @usableFromInline
  func checkOutsideModify(_ access: String) {
    if ChangeScope.contains(self) {
      trap(
        "MutableProperty<\(Value.self)>: value \(access) inside the property's own modify; use the inout argument"
      )
    }
  }
}

// @unchecked: the value and subscribers live in `PropertyStorage`'s lock-guarded subject core.
extension MutableProperty: @unchecked Sendable where Value: Sendable {}
