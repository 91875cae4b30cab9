public import StreamCore

/// A read-only value that changes over time: it always has a current value, readable from any thread, and
/// publishes its changes.
///
/// A property is constant (``init(value:)``), a view of a mutable property (``init(capturing:)``,
/// `Property(_:)`), fed by a publisher (``init(initial:then:)``, `Property(_ subject:)`) or derived from other
/// properties by an operator such as `map`, whose value is correct at once, observed or not.
/// Its ``value`` is a cached read.
///
/// ```swift
/// let count = MutableProperty(1)
/// let text = Property(capturing: count)
/// let cancellable = text.publisher.sink { print($0) }  // Prints "1"
/// count.value = 2                                     // Prints "2"
/// ```
public final class Property<Value>: PropertyProtocol {
  @usableFromInline
  let storage: PropertyStorage<Value>
  /// The properties and objects this one keeps alive: its sources.
  private let sources: [AnyObject]

  @usableFromInline
  init(storage: PropertyStorage<Value>, sources: [AnyObject]) {
    self.storage = storage
    self.sources = sources
  }

  /// Creates a property whose value never changes.
  ///
  /// Its ``publisher`` sends the value and finishes; ``newValues`` finishes at once.
  ///
  /// ```swift
  /// let answer = Property(value: 42)
  /// print(answer.value)  // Prints "42"
  /// ```
  public convenience init(value: Value) {
    self.init(storage: PropertyStorage(value: value, isConstant: true), sources: [])
  }

  /// Creates a read-only view of `property`: the same value, the same changes.
  ///
  /// The view does not keep `property` alive; when `property` is released its publishers finish, and the view
  /// keeps the last value.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let readOnly = Property(capturing: count)
  /// count.value = 2
  /// print(readOnly.value)  // Prints "2"
  /// ```
  public init(capturing property: MutableProperty<Value>) {
    storage = property.storage
    sources = []
  }

  /// Creates a read-only view of any property, keeping it alive.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let readOnly = Property(count)
  /// count.value = 5
  /// print(readOnly.value)  // Prints "5"
  /// ```
  public init(_ property: some PropertyProtocol<Value>) {
    storage = property.publisher.storage
    sources = [property]
  }

  /// Creates a property that starts at `initial` and then takes each value `values` publishes.
  ///
  /// `values` is subscribed to once, now; values it sends synchronously are already applied when this returns.
  /// The property's publishers finish when `values` finishes. The subscription to `values` is cancelled when the
  /// property and all subscriptions to its publishers are gone.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<Int, Never>()
  /// let latest = Property(initial: 0, then: subject)
  /// subject.send(7)
  /// print(latest.value)  // Prints "7"
  /// ```
  public init(initial: Value, then values: some Publisher<Value, Never>) {
    storage = PropertyStorage(value: initial)
    sources = []
    storage.follow(values)
  }

  /// Creates a property that follows `subject`: its current value, then each value it publishes.
  ///
  /// The property keeps `subject` alive; its publishers finish when `subject` finishes.
  ///
  /// ```swift
  /// let subject = CurrentValueSubject<Int, Never>(1)
  /// let property = Property(subject)
  /// subject.value = 3
  /// print(property.value)  // Prints "3"
  /// ```
  public init(_ subject: CurrentValueSubject<Value, Never>) {
    storage = PropertyStorage(value: subject.value)
    sources = [subject]
    storage.follow(subject)
  }

  /// The current value; a cached read, safe from any thread.
  ///
  /// ```swift
  /// let count = MutableProperty(2)
  /// let doubled = count.map { $0 * 2 }
  /// count.value = 5
  /// print(doubled.value)  // Prints "10"
  /// ```
  @inlinable
  public var value: Value {
    storage.value
  }

  /// The current value, then every change; finishes when the property's source is gone.
  ///
  /// A new subscriber gets the value current at the moment it first has demand, atomically: no change is lost
  /// or repeated between reading the value and listening for changes.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let readOnly = Property(count)
  /// let cancellable = readOnly.publisher.sink { print($0) }  // Prints "1"
  /// count.value = 2                                         // Prints "2"
  /// ```
  @inlinable
  public var publisher: PropertyPublisher<Value> {
    PropertyPublisher(storage: storage, sendsCurrentValue: true)
  }

  /// Every change, without the current value; finishes when the property's source is gone.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let readOnly = Property(count)
  /// let cancellable = readOnly.newValues.sink { print($0) }  // Prints nothing yet
  /// count.value = 2                                          // Prints "2"
  /// ```
  @inlinable
  public var newValues: PropertyPublisher<Value> {
    PropertyPublisher(storage: storage, sendsCurrentValue: false)
  }
}

// @unchecked: the value and subscribers live in `PropertyStorage`'s lock-guarded subject core; `sources` is
// immutable.
extension Property: @unchecked Sendable where Value: Sendable {}
