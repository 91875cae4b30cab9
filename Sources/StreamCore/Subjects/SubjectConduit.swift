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

  // The words first and the bytes last, so the fields pack into 16 bytes: stored properties are laid out in
  // declaration order, and a subject holds one of these per subscriber.
  @exclusivity(unchecked) final var demand = Subscribers.Demand.none
  /// Where the subscriber sits in its subject's ``SubscriberSlots``, so removing it needs no search. (32 bits, so
  /// that it and the flags below share one word.)
  @exclusivity(unchecked) final var slot: UInt32 = 0
  @exclusivity(unchecked) final var isActive = true
  @exclusivity(unchecked) final var initial: Initial
  /// A delivery to the subscriber is under way; until it ends, a cancel leaves the release of the subscriber
  /// to the deliverer.
  @exclusivity(unchecked) final var isInFlight = false
  @exclusivity(unchecked) final var isReleased = false

  init(wantsCurrentValue: Bool) {
    self.initial = wantsCurrentValue ? .awaitingDemand : .notWanted
  }

  /// Under the lock: whether the subscriber can take a value now; if so, takes one unit of its demand.
  ///
  /// A subscriber whose first value is queued takes no value sent before it: that first value, the subject's
  /// value when the subscriber asked for it, is newer, and the subscriber starts from there (for a
  /// `DiffedValue` subject, with `old == nil`).
  ///
  /// - Parameter catchesUp: Whether a value missed for lack of demand makes the next request deliver the current
  ///   value (the subject's; see ``SubjectCore/init(current:deliversLatestOnDemand:)``).
  @usableFromInline
  final func claimValue(catchesUp: Bool) -> Bool {
    guard isActive, initial != .queued else { return false }
    guard demand > 0 else {
      if catchesUp { initial = .awaitingDemand }
      return false
    }
    demand.consumeOne()
    initial = .notWanted
    isInFlight = true
    return true
  }

  /// Under the lock: whether the subscriber can take its queued first value now; if so, takes one unit of its
  /// demand.
  final func claimInitialValue(catchesUp: Bool) -> Bool {
    guard initial == .queued else { return false }
    initial = .awaitingDemand
    return claimValue(catchesUp: catchesUp)
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

}

/// Which event a ``SubjectConduit`` hands its receiver, and so what the receiver's pointer points to.
@usableFromInline
enum ReceiverEvent {
  /// The pointer points to an `Input` value.
  case value
  /// The pointer points to a `Subscribers.Completion<Failure>`.
  case completion
}

/// One subscriber's connection to a subject.
///
/// The subscriber is reached through `receiver`, a closure made where the subscriber's type is known (in the
/// subject's inlinable `receive(subscriber:)`), so a whole operator chain below the subject runs as specialized
/// code. The closure's signature mentions no generic type, so the unspecialized subject code can store, call and
/// drop it without run-time metadata lookups, which would otherwise cost more than the send itself. Values and
/// completions travel by pointer, valid for the duration of the call.
@usableFromInline
final class SubjectConduit<Output, Failure: Error>: ConduitState, Subscription, CustomStringConvertible {
  @usableFromInline
  typealias Receiver = (ReceiverEvent, UnsafeRawPointer) -> Subscribers.Demand

  let core: SubjectCore<Output, Failure>
  // Read without the lock while a delivery is in flight; replaced only once the conduit is inactive and no
  // delivery is in flight (see `ConduitState.takeRelease()`), so the two never overlap. Replacing it on cancel
  // releases the subscriber and breaks the cycle with a subscriber that keeps its subscription. (Not an
  // `Optional`: a function stored in an `Optional` is called through a freshly allocated reabstraction thunk.)
  @usableFromInline @exclusivity(unchecked) var receiver: Receiver

  @usableFromInline
  init(core: SubjectCore<Output, Failure>, wantsCurrentValue: Bool, receiver: @escaping Receiver) {
    self.core = core
    self.receiver = receiver
    super.init(wantsCurrentValue: wantsCurrentValue)
  }

  /// Combine's name: the kind of subject it belongs to, as `print()` shows it.
  @usableFromInline
  var description: String { core.hasCurrentValue ? "CurrentValueSubject" : "PassthroughSubject" }

  /// Outside the lock, after a successful claim: delivers `value` and returns the subscriber's extra demand.
  @inlinable
  func deliver(_ value: Output) -> Subscribers.Demand {
    var value = value
    return withUnsafeMutablePointer(to: &value) { receiver(.value, $0) }
  }

  /// Outside the lock, after the conduit was deactivated for completion.
  /// Delivers the `Output` at `pointer`, which stays valid for the call.
  func deliver(at pointer: UnsafePointer<Output>) -> Subscribers.Demand {
    receiver(.value, UnsafeRawPointer(pointer))
  }

  func deliver(completion: Subscribers.Completion<Failure>) {
    var completion = completion
    _ = withUnsafeMutablePointer(to: &completion) { receiver(.completion, $0) }
  }

  /// Outside the lock, once `takeRelease` or `endDelivery` said so: drops the subscriber.
  func releaseDownstream() {
    receiver = { _, _ in .none }
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

extension SubjectConduit {
  /// Makes the receiver for `subscriber`; inlined into the subject's `receive(subscriber:)`, where `S` is known.
  @inlinable
  static func receiver<S: Subscriber>(for subscriber: S) -> Receiver where S.Input == Output, S.Failure == Failure {
    { event, pointer in
      switch event {
      case .value:
        return subscriber.receive(pointer.assumingMemoryBound(to: Output.self).pointee)
      case .completion:
        deliverCompletion(at: pointer, to: subscriber)
        return .none
      }
    }
  }

  /// Out of line, so that the value path of a receiver never materializes the metadata of `Completion`.
  @inlinable
  @inline(never)
  static func deliverCompletion<S: Subscriber>(at pointer: UnsafeRawPointer, to subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    subscriber.receive(completion: pointer.assumingMemoryBound(to: Subscribers.Completion<Failure>.self).pointee)
  }
}
