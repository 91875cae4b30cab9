/// What every subject subscription tracks, independent of value types.
///
/// Keeping this part non-generic lets the subject keep its subscribers in a concrete `[ConduitState]` and run its
/// fan-out loop without generic collection code. Every mutable field is guarded by the owning ``SubjectCore``'s
/// lock; the fields opt out of dynamic exclusivity checks because the lock already makes every access exclusive.
@usableFromInline
class ConduitState {
  /// Whether the subscriber still wants the subject's current value (``CurrentValueSubject`` only).
  enum Initial {
    case notWanted
    case awaitingDemand
    case queued
  }

  @exclusivity(unchecked) final var demand = Subscribers.Demand.none
  @exclusivity(unchecked) final var isActive = true
  @exclusivity(unchecked) final var initial: Initial
  /// A delivery to the subscriber is under way; until it ends, a cancel leaves the release of the subscriber
  /// to the deliverer.
  @exclusivity(unchecked) final var isInFlight = false
  @exclusivity(unchecked) final var isReleased = false
  // Owned by the thread holding the subject's delivery turn, during one fan-out.
  @exclusivity(unchecked) final var isClaimed = false
  @exclusivity(unchecked) final var extraDemand = Subscribers.Demand.none

  init(wantsCurrentValue: Bool) {
    self.initial = wantsCurrentValue ? .awaitingDemand : .notWanted
  }

  /// Under the lock: whether the subscriber can take a value now; if so, takes one unit of its demand.
  final func claimValue() -> Bool {
    guard isActive, demand > 0 else { return false }
    demand.consumeOne()
    initial = .notWanted
    isInFlight = true
    return true
  }

  /// Under the lock, when a delivery ends: whether the subscriber should now be released (it was cancelled
  /// meanwhile). The caller releases it after unlocking.
  final func endDelivery() -> Bool {
    isInFlight = false
    return takeRelease()
  }

  /// Under the lock: whether the subscriber of this inactive conduit is due for release, marking it released.
  final func takeRelease() -> Bool {
    guard !isActive, !isInFlight, !isReleased else { return false }
    isReleased = true
    return true
  }

  /// Outside the lock, once `takeRelease` or `endDelivery` said so: drops the subscriber.
  func releaseDownstream() {
    fatalError("abstract")
  }
}

/// One subscriber's connection to a subject.
@usableFromInline
class SubjectConduit<Output, Failure: Error>: ConduitState, Subscription {
  let core: SubjectCore<Output, Failure>

  @usableFromInline
  init(core: SubjectCore<Output, Failure>, wantsCurrentValue: Bool) {
    self.core = core
    super.init(wantsCurrentValue: wantsCurrentValue)
  }

  /// Outside the lock, after a successful claim: delivers `value` and returns the subscriber's extra demand.
  func deliver(_ value: Output) -> Subscribers.Demand {
    fatalError("abstract")
  }

  /// Outside the lock, after the conduit was deactivated for completion.
  func deliver(completion: Subscribers.Completion<Failure>) {
    fatalError("abstract")
  }

  @usableFromInline
  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    core.request(demand, for: self)
  }

  @usableFromInline
  func cancel() {
    core.cancel(self)
  }
}

@usableFromInline
final class SubjectConduitTo<Downstream: Subscriber>: SubjectConduit<Downstream.Input, Downstream.Failure>,
  CustomStringConvertible
{
  // Read without the lock while a delivery is in flight; set to `nil` only once the conduit is inactive and no
  // delivery is in flight (see `ConduitState.takeRelease()`), so the two never overlap. Releasing it on cancel
  // breaks the cycle with a subscriber that keeps its subscription. It is boxed because a nullable class
  // reference costs nothing to read, while an `Optional` of a generic type costs a run-time metadata lookup on
  // every access in this unspecialized code.
  @exclusivity(unchecked) private var downstream: Box<Downstream>?

  @usableFromInline
  init(core: SubjectCore<Downstream.Input, Downstream.Failure>, downstream: Downstream, wantsCurrentValue: Bool) {
    self.downstream = Box(downstream)
    super.init(core: core, wantsCurrentValue: wantsCurrentValue)
  }

  @usableFromInline
  var description: String { "SubjectSubscription" }

  override func deliver(_ value: Downstream.Input) -> Subscribers.Demand {
    downstream.unsafelyUnwrapped.value.receive(value)
  }

  override func deliver(completion: Subscribers.Completion<Downstream.Failure>) {
    downstream.unsafelyUnwrapped.value.receive(completion: completion)
  }

  override func releaseDownstream() {
    downstream = nil
  }
}
