public import StreamCore

/// A read-only view of a value that changes over time and can be observed: ``Property`` and
/// ``MutableProperty`` conform.
///
/// Operators, ``Property/init(_:)`` and `enabledIf:` accept any property through this protocol.
///
/// ```swift
/// func describe(_ count: some PropertyProtocol<Int>) -> String { "count is \(count.value)" }
/// print(describe(MutableProperty(3)))  // Prints "count is 3"
/// ```
public protocol PropertyProtocol<Value>: AnyObject {
  /// The type of the value.
  associatedtype Value

  /// The current value; thread-safe.
  var value: Value { get }

  /// The current value, then every change; finishes when the property's source is gone.
  var publisher: PropertyPublisher<Value> { get }

  /// Every change, without the current value; finishes when the property's source is gone.
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
  var value: Value { get set }

  /// The property's lifetime: it ends when the property is deinitialized.
  var lifetime: Lifetime { get }
}
