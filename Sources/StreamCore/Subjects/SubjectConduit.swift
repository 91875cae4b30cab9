/// One subscriber's connection to a subject.
///
/// Every field is guarded by the owning ``SubjectCore``'s lock, except `inFlight`, which only the thread that holds
/// the core's delivery turn touches.
class SubjectConduit<Output, Failure: Error>: Subscription {

  /// Whether the subscriber still wants the subject's current value (``CurrentValueSubject`` only).
  enum Initial {
    case notWanted
    case awaitingDemand
    case queued
  }

  let core: SubjectCore<Output, Failure>
  var demand = Subscribers.Demand.none
  var isActive = true
  var initial: Initial

  init(core: SubjectCore<Output, Failure>, wantsCurrentValue: Bool) {
    self.core = core
    self.initial = wantsCurrentValue ? .awaitingDemand : .notWanted
  }

  /// Under the lock: takes one unit of demand and readies the subscriber for `deliverClaimed`.
  func claimValue() -> Bool {
    fatalError("abstract")
  }

  /// Under the lock: detaches the subscriber and readies it for `deliverClaimed(completion:)`.
  func claimCompletion() {
    fatalError("abstract")
  }

  /// Outside the lock, after a successful claim: delivers `value` and returns the subscriber's extra demand.
  func deliverClaimed(_ value: Output) -> Subscribers.Demand {
    fatalError("abstract")
  }

  /// Outside the lock, after `claimCompletion`.
  func deliverClaimed(completion: Subscribers.Completion<Failure>) {
    fatalError("abstract")
  }

  /// Under the lock: drops the subscriber.
  func detach() -> AnyObject? {
    fatalError("abstract")
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    core.request(demand, for: self)
  }

  func cancel() {
    core.cancel(self)
  }
}

final class SubjectConduitTo<Downstream: Subscriber>: SubjectConduit<Downstream.Input, Downstream.Failure>,
  CustomStringConvertible
{
  private var downstream: Downstream?
  private var inFlight: Downstream?

  init(core: SubjectCore<Downstream.Input, Downstream.Failure>, downstream: Downstream, wantsCurrentValue: Bool) {
    self.downstream = downstream
    super.init(core: core, wantsCurrentValue: wantsCurrentValue)
  }

  var description: String { "SubjectSubscription" }

  override func claimValue() -> Bool {
    guard isActive, demand > 0 else { return false }
    demand.consumeOne()
    initial = .notWanted
    inFlight = downstream
    return true
  }

  override func claimCompletion() {
    isActive = false
    inFlight = downstream
    downstream = nil
  }

  override func deliverClaimed(_ value: Downstream.Input) -> Subscribers.Demand {
    let subscriber = inFlight.take()!
    return subscriber.receive(value)
  }

  override func deliverClaimed(completion: Subscribers.Completion<Downstream.Failure>) {
    inFlight.take()?.receive(completion: completion)
  }

  override func detach() -> AnyObject? {
    isActive = false
    let released = downstream.map { $0 as AnyObject }
    downstream = nil
    return released
  }
}
