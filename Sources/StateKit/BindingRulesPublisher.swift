public import StreamCore

/// The publisher a model's binding rules subscribe to: it publishes the state being computed, as a
/// `DiffedValue`, and lets a rule change it.
///
/// A ``ManagedState`` runs its binding rules in every rule pass, after ``BehavioralStateContract/applyRules()``,
/// in the order they were declared. `bind(to:)` and `bindDiffed(to:)` rules fire only when their field differs
/// from its value at the end of the previous pass (the committed value, in the first pass); while the state is
/// being created every rule fires once, with `old == nil`. A rule's `inout` argument *is* the state being
/// computed: what it writes is part of the value the state commits.
///
/// ```swift
/// @SubscriptionBuilder
/// static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
///   state.bind(to: \.query) { model in model.page = 0 }
///   state.bindDiffed(to: \.count) { pair in pair.new.text = "was \(pair.old?.count ?? 0)" }
///   state.bindDiffed(to: \.items) { model, items in model.isEmpty = items.new.isEmpty }
/// }
/// ```
///
/// As a plain `Publisher` it emits `DiffedValue(old: committed, new: computed)` in each pass whose value differs
/// from the previous pass's (and once while the state is created); such subscribers only read.
///
/// `old` is always the value committed before the mutation (`nil` while the state is created), also in later
/// passes.
public final class BindingRulesPublisher<Value: Equatable>: Publisher {
  /// The state being computed, with the value committed before the mutation as `old`.
  public typealias Output = DiffedValue<Value>
  /// The rules publisher never fails.
  public typealias Failure = Never

  /// The lock of the state the rules belong to, so that the state reads ``hasRulesWhileLocked`` in a critical section
  /// it takes anyway. (Neither takes it while holding it: the state calls no rule, and a rule no state, under it.)
  private let lock: StateLock
  private var entries: [RuleEntry<Value>] = []
  /// `entries.count`, kept apart: in unspecialized code asking a generic array for its count looks up type metadata,
  /// and a mutation of a model without binding rules asks only this.
  private var entryCount = 0

  init(lock: StateLock) {
    self.lock = lock
  }

  /// Whether any rule is registered; read with the state's lock held.
  var hasRulesWhileLocked: Bool {
    entryCount != 0
  }

  /// A snapshot of the rules, for a pass that runs them without the lock.
  var rules: [RuleEntry<Value>] {
    lock.lock()
    defer { lock.unlock() }
    return entries
  }

  /// Registers `entry` as the last rule; cancelling the result removes it.
  func add(_ entry: RuleEntry<Value>) -> AnyCancellable {
    lock.withLock {
      entries.append(entry)
      entryCount = entries.count
    }
    return AnyCancellable { [weak self, weak entry] in
      guard let self, let entry else { return }
      let removed: RuleEntry<Value>? = self.lock.withLock {
        guard let index = self.entries.firstIndex(where: { $0 === entry }) else { return nil }
        defer { self.entryCount = self.entries.count }
        return self.entries.remove(at: index)
      }
      withExtendedLifetime(removed) {}
    }
  }

  /// Runs `onChange` with the state being computed whenever the field at `keyPath` changed.
  ///
  /// ```swift
  /// state.bind(to: \.username) { model in model.status = "Username updated" }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The field to watch.
  ///   - onChange: Changes the state being computed.
  /// - Returns: A cancellable that removes the rule.
  public func bind<Field: Equatable>(
    to keyPath: WritableKeyPath<Value, Field>,
    onChange: @escaping (inout Value) -> Void
  ) -> AnyCancellable {
    add(
      RuleEntry(label: "bind(to: \(keyPath))") { pass in
        guard pass.fieldChanged(keyPath) else { return }
        onChange(&pass.working)
      }
    )
  }

  /// Runs `onChange` with the changed field itself, which it may rewrite.
  ///
  /// ```swift
  /// state.bind(to: \.name) { name in name = name.trimmingCharacters(in: .whitespaces) }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The field to watch.
  ///   - onChange: Changes the field in the state being computed.
  /// - Returns: A cancellable that removes the rule.
  public func bind<Field: Equatable>(
    to keyPath: WritableKeyPath<Value, Field>,
    onChange: @escaping (inout Field) -> Void
  ) -> AnyCancellable {
    add(
      RuleEntry(label: "bind(to: \(keyPath))") { pass in
        guard pass.fieldChanged(keyPath) else { return }
        onChange(&pass.working[keyPath: keyPath])
      }
    )
  }

  /// Runs `onChange` with the state being computed and the field's new value whenever the field changed.
  ///
  /// ```swift
  /// struct Search: BehavioralStateContract {
  ///   var query = "", summary = ""
  ///   static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
  ///     [state.bind(to: \.query) { model, query in model.summary = "searching \(query)" }]
  ///   }
  /// }
  /// let search = ManagedState(wrappedValue: Search())
  /// search.wrappedValue.query = "swift"
  /// print(search.summary)  // Prints "searching swift"
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The field to watch.
  ///   - onChange: Changes the state being computed; receives the field's new value.
  /// - Returns: A cancellable that removes the rule.
  public func bind<Field: Equatable>(
    to keyPath: WritableKeyPath<Value, Field>,
    onChange: @escaping (inout Value, Field) -> Void
  ) -> AnyCancellable {
    add(
      RuleEntry(label: "bind(to: \(keyPath))") { pass in
        guard pass.fieldChanged(keyPath) else { return }
        let field = pass.working[keyPath: keyPath]
        onChange(&pass.working, field)
      }
    )
  }

  /// Runs `onChange` with the whole change whenever the field at `keyPath` changed; writes to `pair.new` change
  /// the state being computed.
  ///
  /// ```swift
  /// state.bindDiffed(to: \.count) { pair in pair.new.text = "was \(pair.old?.count ?? 0)" }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The field to watch.
  ///   - onChange: Receives `DiffedValue(old: committed, new: computed)`; may change `new`.
  /// - Returns: A cancellable that removes the rule.
  public func bindDiffed<Field: Equatable>(
    to keyPath: WritableKeyPath<Value, Field>,
    onChange: @escaping (inout DiffedValue<Value>) -> Void
  ) -> AnyCancellable {
    add(
      RuleEntry(label: "bindDiffed(to: \(keyPath))") { pass in
        guard pass.fieldChanged(keyPath) else { return }
        var pair = DiffedValue(old: pass.committed, new: pass.working)
        onChange(&pair)
        pass.working = pair.new
      }
    )
  }

  /// Runs `onChange` with the state being computed and the field's change whenever the field changed.
  ///
  /// ```swift
  /// state.bindDiffed(to: \.password) { model, diff in model.strength = diff.new.count }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The field to watch.
  ///   - onChange: Changes the state being computed; receives the field's committed (`old`) and new value.
  /// - Returns: A cancellable that removes the rule.
  public func bindDiffed<Field: Equatable>(
    to keyPath: WritableKeyPath<Value, Field>,
    onChange: @escaping (inout Value, DiffedValue<Field>) -> Void
  ) -> AnyCancellable {
    add(
      RuleEntry(label: "bindDiffed(to: \(keyPath))") { pass in
        guard pass.fieldChanged(keyPath) else { return }
        let field = DiffedValue(old: pass.committed?[keyPath: keyPath], new: pass.working[keyPath: keyPath])
        onChange(&pass.working, field)
      }
    )
  }

  /// Attaches a read-only `subscriber`: it receives the state being computed in each rule pass that changed it.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == DiffedValue<Value>, S.Failure == Never {
    let subscription = RulesSubscription(subscriber: subscriber)
    let token = add(
      RuleEntry(label: "subscriber") { [weak subscription] pass in
        guard let subscription, pass.previous != pass.working else { return }
        subscription.deliver(DiffedValue(old: pass.committed, new: pass.working))
      }
    )
    subscription.token = token
    subscriber.receive(subscription: subscription)
  }
}
