/// What the holder of a state's mutation turn reads when it claims the turn, so that its commits take no lock to
/// read them: the rule settings and whether there are binding rules, and whether anyone can be listening for the will-change signals.
///
/// The holder owns it from claiming the turn until giving it up. A setting changed meanwhile (``ManagedState``'s
/// `maxDepth` or `isTracing`) applies from the next turn on; a first Observation access or `objectWillChange`
/// request made meanwhile is picked up when the holder commits.
@usableFromInline
struct TurnSettings {
  /// The maximum number of rule passes per mutation.
  @usableFromInline var maxDepth: Int
  /// Whether each commit is reported as a trace diagnostic.
  @usableFromInline var isTracing: Bool
  /// Whether the value was ever read through `wrappedValue`, so an Observation observer may be registered.
  @usableFromInline var isObserved: Bool
  /// Whether `objectWillChange` was ever asked for, so a subscriber may wait for its signal.
  @usableFromInline var sendsWillChange: Bool
  /// Whether the model has binding rules (or rules-publisher subscribers) to run after `applyRules`.
  @usableFromInline var hasBindingRules: Bool

  @usableFromInline
  init(maxDepth: Int) {
    self.maxDepth = maxDepth
    isTracing = false
    isObserved = false
    sendsWillChange = false
    hasBindingRules = false
  }
}
