public import StreamCore

/// A read-only value that changes over time: it always has a current value, readable from any thread, and
/// publishes its changes.
///
/// A property is constant (``init(value:)``), a view of another property (``init(capturing:)``,
/// `Property(_:)`), fed by a publisher (``init(initial:then:)``, `Property(_ subject:)`) or derived from other
/// properties by an operator such as `map`, whose value is correct at once, observed or not.
/// Its ``value`` is a cached read. It is also a property wrapper: `@Property var count: Int` reads the value, and
/// `$count` is the property.
///
/// ```swift
/// let count = MutableProperty(1)
/// let text = Property(capturing: count)
/// let cancellable = text.publisher.sink { print($0) }  // Prints "1"
/// count.value = 2                                     // Prints "2"
/// ```
@propertyWrapper
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

  /// Creates a read-only view of any property that keeps it alive: the same value, the same changes.
  ///
  /// As ReactiveSwift's `Property(capturing:)`, the view retains `property`, so a view of a ``MutableProperty``
  /// keeps the mutable property (and its publishers) alive for as long as the view lives.
  ///
  /// ```swift
  /// var count: MutableProperty<Int>? = MutableProperty(1)
  /// let readOnly = Property(capturing: count!)
  /// count!.value = 2
  /// count = nil
  /// print(readOnly.value)  // Prints "2": the view still holds the mutable property
  /// ```
  ///
  /// - Parameter property: The property to view; the view keeps it alive.
  public init(capturing property: some PropertyProtocol<Value>) {
    storage = property.publisher.storage
    sources = [property]
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
    PropertyPublisher(storage: storage, sendsCurrentValue: true, owner: self)
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
    PropertyPublisher(storage: storage, sendsCurrentValue: false, owner: self)
  }

  /// The current value, so that `@Property var name: Value` reads as a plain value; the same as ``value``.
  ///
  /// ```swift
  /// struct Screen {
  ///   @Property var count: Int
  /// }
  /// let source = MutableProperty(0)
  /// let screen = Screen(count: Property(capturing: source))
  /// source.value = 3
  /// print(screen.count)  // Prints "3"
  /// ```
  @inlinable
  public var wrappedValue: Value {
    value
  }

  /// The property itself, so `$name` in `@Property var name` is the ``Property``.
  ///
  /// ```swift
  /// struct Screen {
  ///   @Property var count: Int
  /// }
  /// let screen = Screen(count: Property(value: 1))
  /// let cancellable = screen.$count.publisher.sink { print($0) }  // Prints "1"
  /// ```
  @inlinable
  public var projectedValue: Property<Value> {
    self
  }
}

// @unchecked: the value and subscribers live in `PropertyStorage`'s lock-guarded subject core; `sources` is
// immutable.
extension Property: @unchecked Sendable where Value: Sendable {}
