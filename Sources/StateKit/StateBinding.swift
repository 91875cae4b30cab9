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
///
/// A handle is `Sendable` when the value is, so a rule can capture it in `NotificationCenter`'s and `Task`'s
/// `@Sendable` closures: the handle a state makes reaches the state through its lock, and
/// ``init(get:set:publisher:)`` takes `@Sendable` closures and a `Sendable` publisher.
public struct StateBinding<Value>: StateHandle, Publisher {
  /// The state's changes: the previous committed value as `old` (`nil` for the first), the new one as `new`.
  public typealias Output = DiffedValue<Value>
  /// A state binding's publisher never fails.
  public typealias Failure = Never

  /// Reads the state's current value.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// let state = ManagedState(wrappedValue: Counter(clicks: 4))
  /// let binding = StateBinding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 }, publisher: state)
  /// print(binding.get().clicks)  // Prints "4"
  /// ```
  public let get: () -> Value
  /// Writes a value; the state runs its rules, commits and notifies.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// let state = ManagedState(wrappedValue: Counter())
  /// let binding = StateBinding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 }, publisher: state)
  /// binding.set(Counter(clicks: 9))
  /// print(state.clicks)  // Prints "9"
  /// ```
  public let set: (Value) -> Void
  /// The state's changes: the current value first (`old == nil`), then each committed change.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// let state = ManagedState(wrappedValue: Counter())
  /// let binding = StateBinding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 }, publisher: state)
  /// let cancellable = binding.publisher.sink { print($0.old?.clicks as Any, $0.new.clicks) }  // Prints "nil 0"
  /// state.wrappedValue.clicks = 1  // Prints "Optional(0) 1"
  /// ```
  public let publisher: AnyPublisher<DiffedValue<Value>, Never>
  /// For a handle a state made: its in-place mutation, so `handle.wrappedValue.count += 1` is one mutation.
  package let inPlace: InPlaceMutation<Value>?

  /// Creates a handle from its three parts.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// let state = ManagedState(wrappedValue: Counter(clicks: 1))
  /// let binding = StateBinding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 }, publisher: state)
  /// print(binding.wrappedValue.clicks)  // Prints "1"
  /// ```
  ///
  /// - Parameters:
  ///   - get: Reads the current value.
  ///   - set: Writes a value.
  ///   - publisher: Publishes the changes; `Sendable`, as the handle is.
  public init<Changes: Publisher<DiffedValue<Value>, Never> & Sendable>(
    get: @escaping @Sendable () -> Value,
    set: @escaping @Sendable (Value) -> Void,
    publisher: Changes
  ) {
    self.get = get
    self.set = set
    self.publisher = publisher.eraseToAnyPublisher()
    inPlace = nil
  }

  package init(
    get: @escaping () -> Value,
    set: @escaping (Value) -> Void,
    publisher: AnyPublisher<DiffedValue<Value>, Never>,
    inPlace: InPlaceMutation<Value>
  ) {
    self.get = get
    self.set = set
    self.publisher = publisher
    self.inPlace = inPlace
  }

  /// Returns `stateBinding` itself.
  ///
  /// ```swift
  /// let binding = StateBinding<Int>(get: { 7 }, set: { _ in }, publisher: Empty())
  /// let same = StateBinding(stateBinding: binding)
  /// print(same.get())  // Prints "7"
  /// ```
  public init(stateBinding: StateBinding<Value>) {
    self = stateBinding
  }

  /// The state's current value; setting it is a mutation of the state.
  ///
  /// For the handle a ``ManagedState`` gives ``BehavioralStateContract/applyAnyRules(to:)``, a change in place
  /// (`handle.wrappedValue.count += 1`) is one atomic mutation, as `model.count += 1` is: a write another thread
  /// makes meanwhile is never lost. For a handle made with ``init(get:set:publisher:)`` it is a read followed by a
  /// write.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// let state = ManagedState(wrappedValue: Counter())
  /// let binding = StateBinding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 }, publisher: state)
  /// binding.wrappedValue.clicks += 1
  /// print(state.clicks)  // Prints "1"
  /// ```
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
    nonmutating _modify {
      if let inPlace {
        var (value, token) = inPlace.begin()
        defer { inPlace.end(value, token) }
        yield &value
      } else {
        var value = get()
        defer { set(value) }
        yield &value
      }
    }
  }

  /// Changes the state's value in place with `body`: for a handle a state made, one atomic mutation.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// let binding = StateBinding(get: { Counter(clicks: 1) }, set: { print($0.clicks) }, publisher: Empty())
  /// binding.modify { $0.clicks += 1 }  // Prints "2"
  /// ```
  ///
  /// - Parameter body: Changes the value. It runs while this thread holds the state's mutation turn: other
  ///   threads' mutations wait, and a mutation it makes of the state itself is applied after this one.
  public func modify(_ body: (inout Value) -> Void) {
    if let inPlace { return inPlace.update(body) }
    var value = get()
    body(&value)
    set(value)
  }

  /// Attaches `subscriber` to ``publisher``.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == DiffedValue<Value>, S.Failure == Never {
    publisher.receive(subscriber: subscriber)
  }
}

// @unchecked: each part is thread-safe whenever `Value` is `Sendable`. The handle a `ManagedState` makes reaches the
// state only through its lock and mutation turn, and the public initializer takes `@Sendable` closures and a
// `Sendable` publisher.
extension StateBinding: @unchecked Sendable where Value: Sendable {}
