public import StreamCore

/// StateKit's own handle to a managed state: read, write (through the state's rules) and observe it.
///
/// It is what ``BehavioralStateContract/applyAnyRules(to:)`` receives unless the model declares another
/// ``StateHandle`` (BindingKit's `UIBinding`). It is also a publisher of the state's `DiffedValue`s.
///
/// ```swift
/// struct Clock: BehavioralStateContract {
///   var ticks = 0
///   static func applyAnyRules(to state: StateBinding<Self>) -> [Any] {
///     [NotificationCenter.default.publisher(for: .tick).sink { _ in state.wrappedValue.ticks += 1 }]
///   }
/// }
/// ```
public struct StateBinding<Value>: StateHandle, Publisher {
  public typealias Output = DiffedValue<Value>
  public typealias Failure = Never

  /// Reads the state's current value.
  public let get: () -> Value
  /// Writes a value; the state runs its rules, commits and notifies.
  public let set: (Value) -> Void
  /// The state's changes: the current value first (`old == nil`), then each committed change.
  public let publisher: AnyPublisher<DiffedValue<Value>, Never>

  /// Creates a handle from its three parts.
  ///
  /// - Parameters:
  ///   - get: Reads the current value.
  ///   - set: Writes a value.
  ///   - publisher: Publishes the changes.
  public init(
    get: @escaping () -> Value,
    set: @escaping (Value) -> Void,
    publisher: AnyPublisher<DiffedValue<Value>, Never>
  ) {
    self.get = get
    self.set = set
    self.publisher = publisher
  }

  /// Returns `stateBinding` itself.
  public init(stateBinding: StateBinding<Value>) {
    self = stateBinding
  }

  /// The state's current value; setting it is a mutation of the state.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == DiffedValue<Value>, S.Failure == Never {
    publisher.receive(subscriber: subscriber)
  }
}
