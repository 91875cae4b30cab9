public import StreamCore

/// A value type whose consistency rules a ``ManagedState`` enforces on every mutation.
///
/// Every requirement has a default, so a plain `Equatable` struct conforms with no code. Add what the model needs:
/// derived fields in ``applyRules()``, rules that react to one field in ``applyBindingRules(to:)``, external observers
/// in ``applyAnyRules(to:)``, and MVI actions in ``receive(_:)``.
///
/// ```swift
/// struct Counter: BehavioralStateContract {
///   var count = 0
///   var isOdd = false
///   var text = ""
///   mutating func applyRules() { isOdd = count % 2 != 0 }
///   @SubscriptionBuilder
///   static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
///     state.bindDiffed(to: \.count) { pair in pair.new.text = "was \(pair.old?.count ?? 0)" }
///   }
/// }
/// @ManagedState var model = Counter()
/// model.count += 1
/// print(model.isOdd, model.text)  // Prints "true was 0"
/// ```
///
/// ## External observers and BindingKit
///
/// CombineExt spells the external-observer hook `applyAnyRules(to state: UIBinding<Self>)`. `UIBinding` lives in
/// BindingKit, above this module, so the parameter is the associated type ``AnyRulesHandle``: Swift infers it from
/// the model's own declaration (`UIBinding<Self>` there), and it defaults to StateKit's ``StateBinding`` when the
/// model declares nothing. Either way the state calls the model's function once, when it is created, and keeps
/// the tokens as long as it lives.
///
/// Rules run with no lock held, while the state's *mutation turn* is held: other threads wait for it, and a
/// mutation made from inside a rule is applied after the current one commits (see <doc:ManagingState>).
public protocol BehavioralStateContract: Equatable {
  /// The publisher binding rules subscribe to: ``BindingRulesPublisher`` of this model.
  typealias RulesPublisher = BindingRulesPublisher<Self>

  /// The handle ``applyAnyRules(to:)`` receives; inferred from the model's declaration of it.
  ///
  /// Defaults to ``StateBinding``. BindingKit's `UIBinding` conforms to ``StateHandle``, so a model that declares
  /// `applyAnyRules(to state: UIBinding<Self>)` gets a `UIBinding`.
  associatedtype AnyRulesHandle: StateHandle<Self> = StateBinding<Self>

  /// The MVI actions the model receives through ``ManagedState/send(_:)``; `Never` when it takes none.
  associatedtype Action = Never

  /// Derives fields from other fields; runs at the start of every rule pass.
  ///
  /// Keep it a pure function of the value: it may run several times per mutation (see <doc:ManagingState>).
  ///
  /// ```swift
  /// struct Cart: BehavioralStateContract {
  ///   var prices: [Int] = [], total = 0
  ///   mutating func applyRules() { total = prices.reduce(0, +) }
  /// }
  /// let cart = ManagedState(wrappedValue: Cart())
  /// cart.wrappedValue.prices = [2, 3]
  /// print(cart.total)  // Prints "5"
  /// ```
  mutating func applyRules()

  /// Declares rules that fire when one field changes and may change other fields of the state being computed.
  ///
  /// Called once, when a ``ManagedState`` is created; the returned cancellables live as long as the state.
  ///
  /// ```swift
  /// struct Search: BehavioralStateContract {
  ///   var query = "", page = 0
  ///   static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
  ///     [state.bind(to: \.query) { model, _ in model.page = 0 }]
  ///   }
  /// }
  /// let search = ManagedState(wrappedValue: Search(page: 3))
  /// search.wrappedValue.query = "swift"
  /// print(search.page)  // Prints "0"
  /// ```
  ///
  /// - Parameter state: The rules publisher of the state being created.
  /// - Returns: The rules' cancellables.
  @SubscriptionBuilder
  static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable]

  /// Installs external observers (NotificationCenter and the like) that read or write the state.
  ///
  /// Called once, after the state's first value is committed; the returned tokens live as long as the state. A
  /// `Void` line in the body (an assignment, a call returning nothing) adds no token.
  ///
  /// ```swift
  /// struct Clock: BehavioralStateContract {
  ///   var ticks = 0
  ///   static func applyAnyRules(to state: StateBinding<Self>) -> [Any] {
  ///     let ticks = NotificationCenter.default.publisher(for: Notification.Name("tick"))
  ///     return [ticks.sink { _ in state.wrappedValue.ticks += 1 }]
  ///   }
  /// }
  /// let clock = ManagedState(wrappedValue: Clock())
  /// NotificationCenter.default.post(name: Notification.Name("tick"), object: nil)
  /// print(clock.ticks)  // Prints "1"
  /// ```
  ///
  /// - Parameter state: A handle that reads, writes and publishes the state.
  /// - Returns: Tokens to keep alive.
  @AnyTokenBuilder<Any>
  static func applyAnyRules(to state: AnyRulesHandle) -> [Any]

  /// Applies an MVI action to the value; the state then runs its rules and commits once.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract {
  ///   enum Action { case increment }
  ///   var clicks = 0
  ///   mutating func receive(_ action: Action) { clicks += 1 }
  /// }
  /// let counter = ManagedState(wrappedValue: Counter())
  /// counter.send(.increment)
  /// print(counter.clicks)  // Prints "1"
  /// ```
  ///
  /// - Parameter action: The action sent with ``ManagedState/send(_:)``.
  mutating func receive(_ action: Action)

  /// Runs after each action was received, before the rules.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract {
  ///   enum Action { case increment }
  ///   var clicks = 0, log = ""
  ///   mutating func receive(_ action: Action) { clicks += 1 }
  ///   mutating func postActionsProcessing() { log = "after \(clicks)" }
  /// }
  /// let counter = ManagedState(wrappedValue: Counter())
  /// counter.send(.increment)
  /// print(counter.log)  // Prints "after 1"
  /// ```
  mutating func postActionsProcessing()
}

extension BehavioralStateContract {
  /// Does nothing.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// var counter = Counter(clicks: 1)
  /// counter.applyRules()
  /// print(counter.clicks)  // Prints "1"
  /// ```
  public mutating func applyRules() {}

  /// Declares no binding rules.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// let state = ManagedState(wrappedValue: Counter())
  /// state.wrappedValue.clicks = 3  // no rule reacts
  /// print(state.clicks)  // Prints "3"
  /// ```
  @SubscriptionBuilder
  public static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
    []
  }

  /// Does nothing.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// var counter = Counter(clicks: 2)
  /// counter.postActionsProcessing()
  /// print(counter.clicks)  // Prints "2"
  /// ```
  public mutating func postActionsProcessing() {}
}

extension BehavioralStateContract where AnyRulesHandle == StateBinding<Self> {
  /// Installs no external observers.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// let handle = StateBinding<Counter>(get: { Counter() }, set: { _ in }, publisher: Empty().eraseToAnyPublisher())
  /// print(Counter.applyAnyRules(to: handle).count)  // Prints "0"
  /// ```
  @AnyTokenBuilder<Any>
  public static func applyAnyRules(to state: StateBinding<Self>) -> [Any] {
    []
  }
}

extension BehavioralStateContract where Action == Never {
  /// A model without actions receives none.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }
  /// print(Counter.Action.self)  // Prints "Never"
  /// ```
  public mutating func receive(_ action: Never) {}
}
