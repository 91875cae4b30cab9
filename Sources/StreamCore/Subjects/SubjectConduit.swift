#if !canImport(Darwin)
import Synchronization
#endif

/// What every subject subscription tracks, independent of value types.
///
/// Keeping this part non-generic lets the subject keep its subscribers in a concrete `[ConduitState]` and run its
/// fan-out loop without generic collection code. Every mutable field is guarded by the owning ``SubjectCore``'s
/// lock; the fields opt out of dynamic exclusivity checks because the lock already makes every access exclusive.
/// The one exception is ``isActive``, which a batch delivery also reads between values without that lock
/// (``isActive(outside:)``).
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
  #if canImport(Darwin)
  @exclusivity(unchecked) private final var activeFlag = true
  #else
  /// Atomic, so that a batch delivery can read it without the core's lock (``isActive(outside:)``).
  private let activeFlag = Atomic<Bool>(true)
  #endif
  @exclusivity(unchecked) final var initial: Initial
  /// A delivery to the subscriber is under way; until it ends, a cancel leaves the release of the subscriber
  /// to the deliverer.
  @exclusivity(unchecked) final var isInFlight = false
  @exclusivity(unchecked) final var isReleased = false

  init(wantsCurrentValue: Bool) {
    self.initial = wantsCurrentValue ? .awaitingDemand : .notWanted
  }

  /// Under the lock: whether the subscription is live (not cancelled, not completed).
  final var isActive: Bool {
    #if canImport(Darwin)
    activeFlag
    #else
    activeFlag.load(ordering: .relaxed)
    #endif
  }

  /// Between the values of a batch, with `lock` (the core's) not held: whether the subscription is still live.
  /// Once ``deactivate()`` has returned on any thread, this is `false`.
  ///
  /// One atomic load; on Apple platforms, where `Atomic` needs macOS 15 and iOS 18 and this package supports
  /// earlier ones, it takes `lock` for the read.
  final func isActive(outside lock: Lock) -> Bool {
    #if canImport(Darwin)
    lock.withLock { activeFlag }
    #else
    activeFlag.load(ordering: .acquiring)
    #endif
  }

  /// Under the lock: ends the subscription (a cancel, or the completion's delivery).
  final func deactivate() {
    #if canImport(Darwin)
    activeFlag = false
    #else
    activeFlag.store(false, ordering: .releasing)
    #endif
  }

  /// Under the lock: whether the subscriber can take a value now; if so, takes one unit of its demand.
  ///
  /// A subscriber whose first value is queued takes no value sent before it: that first value, the subject's
  /// value when the subscriber asked for it, is newer, and the subscriber starts from there (for a
  /// `DiffedValue` subject, with `old == nil`).
  ///
  /// - Parameter catchesUp: Whether a value missed for lack of demand makes the next request deliver the current
  ///   value (the subject's; see ``SubjectCore/init(current:deliversLatestOnDemand:)``).
  @usableFromInline @inline(__always)
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
  @inline(__always)
  final func endDelivery() -> Bool {
    isInFlight = false
    return takeRelease()
  }

  /// Under the lock: whether the subscriber of this inactive conduit is due for release, marking it released.
  @inline(__always)
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
  /// The subject is done with the subscriber: let go of it if it is held apart (the pointer is not read).
  case release
}

/// A subscriber that lets go of its subscription when it finishes, fails or is cancelled — every subscriber of this
/// library, and every wrapper whose downstream does (the wrapper passes the subscription on).
///
/// A subject keeps such a subscriber in its conduit's immutable receiver, which is called without retaining it: the
/// cycle between them ends when the subscriber lets go, and the subscriber is released with the conduit. Any other
/// subscriber (a user's may keep its subscription forever) is kept in a ``ReceiverBox`` the subject empties when it
/// is done with it, as Combine's subjects release their subscribers.
@usableFromInline
package protocol ReleasesSubscription: Subscriber {}

/// One subscriber's connection to a subject.
///
/// The subscriber is reached through `receiver`, a closure made where the subscriber's type is known (in the
/// subject's inlinable `receive(subscriber:)`), so a whole operator chain below the subject runs as specialized
/// code. The closure's signature mentions no generic type, so the unspecialized subject code can store, call and
/// drop it without run-time metadata lookups, which would otherwise cost more than the send itself. Values and
/// completions travel by pointer, valid for the duration of the call.
///
/// The receiver is a `let`, so a fan-out calls it without retaining its context — for this library's subscribers,
/// the subscriber itself (see ``ReleasesSubscription``).
///
/// The conduit also keeps the subject that made it (`owner`) alive while the subscription is live, as Combine's
/// subscriptions keep their subject: the one who deactivates the conduit — `cancel()`, or the completion's delivery
/// — lets go of it, after unlocking. Nothing on the per-value path touches it.
@usableFromInline
final class SubjectConduit<Output, Failure: Error>: ConduitState, Subscription, CustomStringConvertible {
  @usableFromInline
  typealias Receiver = (ReceiverEvent, UnsafeRawPointer) -> Subscribers.Demand

  let core: SubjectCore<Output, Failure>
  @usableFromInline let receiver: Receiver
  /// The subject (or container) this subscription keeps alive until it is cancelled or completed. Set once here;
  /// afterwards only the thread that deactivated the conduit under the core's lock touches it (to let go of it), so
  /// it needs no lock of its own.
  @exclusivity(unchecked) private var owner: AnyObject?

  @usableFromInline
  init(core: SubjectCore<Output, Failure>, owner: AnyObject?, wantsCurrentValue: Bool, receiver: @escaping Receiver) {
    self.core = core
    self.owner = owner
    self.receiver = receiver
    super.init(wantsCurrentValue: wantsCurrentValue)
  }

  /// Lets go of the subject this subscription kept alive. Only the thread that deactivated the conduit calls it,
  /// with no lock held: releasing the subject may run its `deinit`.
  func releaseOwner() {
    owner = nil
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

  /// Outside the lock, after a successful claim: delivers the `Output` at `pointer`, which stays valid for the call.
  @inline(__always)
  func deliver(at pointer: UnsafePointer<Output>) -> Subscribers.Demand {
    receiver(.value, UnsafeRawPointer(pointer))
  }

  /// Outside the lock, after the conduit was deactivated for completion.
  func deliver(completion: Subscribers.Completion<Failure>) {
    var completion = completion
    _ = withUnsafeMutablePointer(to: &completion) { receiver(.completion, $0) }
  }

  /// Outside the lock, once `takeRelease` or `endDelivery` said so: lets go of a subscriber kept in a box. (One kept
  /// by the receiver itself is released with the conduit, once it let go of its subscription.)
  func releaseDownstream() {
    _ = withUnsafePointer(to: ()) { receiver(.release, UnsafeRawPointer($0)) }
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

/// Keeps the receiver of a subscriber that may keep its subscription forever, so the subject can let go of the
/// subscriber (see ``ReleasesSubscription``): the release replaces it with one that does nothing.
@usableFromInline
final class ReceiverBox {
  // Read only by deliveries and replaced only by the release, which comes after the last delivery ends (see
  // `ConduitState.takeRelease()`), so the two never overlap. (Not an `Optional`: a function stored in an `Optional`
  // is called through a freshly allocated reabstraction thunk.)
  @usableFromInline @exclusivity(unchecked) var receive: (ReceiverEvent, UnsafeRawPointer) -> Subscribers.Demand

  @inlinable
  init(_ receive: @escaping (ReceiverEvent, UnsafeRawPointer) -> Subscribers.Demand) {
    self.receive = receive
  }
}

extension SubjectConduit {
  /// Makes the receiver for `subscriber`; inlined into the subject's `receive(subscriber:)`, where `S` is known.
  @inlinable
  static func receiver<S: Subscriber>(for subscriber: S) -> Receiver where S.Input == Output, S.Failure == Failure {
    let receiver: Receiver = { event, pointer in
      switch event {
      case .value:
        return subscriber.receive(pointer.assumingMemoryBound(to: Output.self).pointee)
      case .completion:
        deliverCompletion(at: pointer, to: subscriber)
        return .none
      case .release:
        return .none
      }
    }
    guard S.self is any ReleasesSubscription.Type else { return boxed(receiver) }
    return receiver
  }

  /// `receiver` in a box that the release empties, for a subscriber that may keep its subscription.
  @usableFromInline
  static func boxed(_ receiver: @escaping Receiver) -> Receiver {
    let box = ReceiverBox(receiver)
    return { event, pointer in
      guard case .release = event else { return box.receive(event, pointer) }
      box.receive = { _, _ in .none }
      return .none
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
