/// A handle to a managed state that ``BehavioralStateContract/applyAnyRules(to:)`` receives.
///
/// The handle type is the model's ``BehavioralStateContract/AnyRulesHandle``, inferred from how the model
/// declares `applyAnyRules(to:)`. A ``ManagedState`` builds it from a ``StateBinding`` — a getter, a setter that
/// goes through the state's rules, and the state's publisher of `DiffedValue`.
///
/// **Adopting it (BindingKit's `UIBinding`)**: implement ``init(stateBinding:)`` by forwarding to the type's own
/// initializer, so `static func applyAnyRules(to state: UIBinding<Self>) -> [Any]`, as CombineExt spells it,
/// is called with a working binding:
///
/// ```swift
/// extension UIBinding: StateHandle {
///   public init(stateBinding: StateBinding<Value>) {
///     self.init(publisher: stateBinding.publisher, get: stateBinding.get, set: stateBinding.set)
///   }
/// }
/// ```
public protocol StateHandle<Value> {
  /// The value of the state the handle reads and writes.
  associatedtype Value

  /// Creates a handle that reads, writes and observes the state through `stateBinding`.
  ///
  /// ```swift
  /// struct Reader<Value>: StateHandle {
  ///   let read: () -> Value
  ///   init(stateBinding: StateBinding<Value>) { read = stateBinding.get }
  /// }
  /// let binding = StateBinding<Int>(get: { 3 }, set: { _ in }, publisher: Empty().eraseToAnyPublisher())
  /// print(Reader(stateBinding: binding).read())  // Prints "3"
  /// ```
  init(stateBinding: StateBinding<Value>)
}
