/// A publisher of a ``SubjectCore``'s events: what the upper modules' containers hand out as their change streams.
///
/// A subscription keeps `owner` (the container the stream belongs to, if given) alive until it is cancelled or the
/// core completes, as Combine's subscriptions keep their subject. A container hands its own rules a publisher
/// without an owner, so that they never keep it alive.
package struct CorePublisher<Output, Failure: Error>: Publisher {
  let core: SubjectCore<Output, Failure>
  let receivesCurrentValue: Bool
  let owner: AnyObject?

  /// A publisher of `core`'s events: its current value first (if `receivesCurrentValue` and it has one), then
  /// every value sent. Each subscription keeps `owner` alive until it ends.
  package init(_ core: SubjectCore<Output, Failure>, receivesCurrentValue: Bool = true, owner: AnyObject? = nil) {
    self.core = core
    self.receivesCurrentValue = receivesCurrentValue
    self.owner = owner
  }

  package func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.subscribe(subscriber, receivesCurrentValue: receivesCurrentValue, owner: owner)
  }
}
