public import StreamCore

/// A read-only view of a value that changes over time and can be observed: ``Property`` and
/// ``MutableProperty`` conform.
///
/// Operators, `Property(_:)` and `enabledIf:` accept any property through this protocol. Every property is also a
/// `Publisher` that never fails: subscribed to, it sends its current value, then every change (as ``publisher``
/// does). Where a property has an operator of its own (`map`, `removeDuplicates()`, `combineLatest(with:)`, …), that
/// one is chosen and returns a property; the other operators are Combine's.
///
/// ```swift
/// func describe(_ count: some PropertyProtocol<Int>) -> String { "count is \(count.value)" }
/// print(describe(MutableProperty(3)))  // Prints "count is 3"
/// ```
public protocol PropertyProtocol<Value>: AnyObject, Publisher where Output == Value, Failure == Never {
  /// The type of the value.
  associatedtype Value

  /// The current value; thread-safe.
  ///
  /// ```swift
  /// let count: any PropertyProtocol<Int> = MutableProperty(3)
  /// print(count.value)  // Prints "3"
  /// ```
  var value: Value { get }

  /// The current value, then every change; finishes when the property's source is gone.
  ///
  /// ```swift
  /// func log(_ property: some PropertyProtocol<Int>) -> AnyCancellable { property.publisher.sink { print($0) } }
  /// let count = MutableProperty(1)
  /// let cancellable = log(count)  // Prints "1"
  /// count.value = 2               // Prints "2"
  /// ```
  var publisher: PropertyPublisher<Value> { get }

  /// Every change, without the current value; finishes when the property's source is gone.
  ///
  /// ```swift
  /// func log(_ property: some PropertyProtocol<Int>) -> AnyCancellable { property.newValues.sink { print($0) } }
  /// let count = MutableProperty(1)
  /// let cancellable = log(count)  // Prints nothing yet
  /// count.value = 2               // Prints "2"
  /// ```
  var newValues: PropertyPublisher<Value> { get }
}

/// A property whose value can also be set: ``MutableProperty`` conforms.
///
/// ```swift
/// func reset(_ count: some MutablePropertyProtocol<Int>) { count.value = 0 }
/// let count = MutableProperty(3)
/// reset(count)
/// print(count.value)  // Prints "0"
/// ```
public protocol MutablePropertyProtocol<Value>: PropertyProtocol {
  /// The current value; setting it publishes the new value.
  ///
  /// ```swift
  /// func increment(_ count: some MutablePropertyProtocol<Int>) { count.value += 1 }
  /// let count = MutableProperty(1)
  /// increment(count)
  /// print(count.value)  // Prints "2"
  /// ```
  var value: Value { get set }

  /// The property's lifetime: it ends when the property is deinitialized.
  ///
  /// ```swift
  /// func reportEnd(of property: some MutablePropertyProtocol<Int>) { property.lifetime.observeEnded { print("gone") } }
  /// var count: MutableProperty<Int>? = MutableProperty(0)
  /// reportEnd(of: count!)
  /// count = nil  // Prints "gone"
  /// ```
  var lifetime: Lifetime { get }
}
