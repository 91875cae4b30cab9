/// A publisher of a ``SubjectCore``'s events that does not keep the core's owner alive: what the upper modules'
/// containers hand out as their change streams.
package struct CorePublisher<Output, Failure: Error>: Publisher {
  let core: SubjectCore<Output, Failure>
  let receivesCurrentValue: Bool

  /// A publisher of `core`'s events: its current value first (if `receivesCurrentValue` and it has one), then
  /// every value sent.
  package init(_ core: SubjectCore<Output, Failure>, receivesCurrentValue: Bool = true) {
    self.core = core
    self.receivesCurrentValue = receivesCurrentValue
  }

  package func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.subscribe(subscriber, receivesCurrentValue: receivesCurrentValue)
  }
}
