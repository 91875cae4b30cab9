package import StreamCore
import Testing

/// One operator under the shared contract checks: how to build it over a subject, and how it ends.
package struct OperatorCase: CustomTestStringConvertible, Sendable {
  /// How the operator's stream ends when its upstream does.
  package enum Ending: Sendable {
    /// Upstream's finish and failure pass through (possibly after a final value).
    case passesThrough
    /// Upstream's failure becomes a normal finish (`replaceError`, `catch`).
    case recoversFailure
    /// The first value ends the stream before upstream does (`first()`).
    case finishesOnFirstValue
  }

  /// The upstream an operator is built over: a subject whose subscriptions check that no lock is held when the
  /// operator calls or releases them.
  package typealias Upstream = LockCheckedPublisher<PassthroughSubject<Int, TestError>>

  package let name: String
  package let ending: Ending
  /// Builds the operator over `upstream`, capturing `probe` in any closure it takes.
  package let make: @Sendable (Upstream, LifetimeProbe) -> AnyPublisher<String, any Error>

  package init(
    _ name: String,
    ending: Ending = .passesThrough,
    make: @escaping @Sendable (Upstream, LifetimeProbe) -> AnyPublisher<String, any Error>
  ) {
    self.name = name
    self.ending = ending
    self.make = make
  }

  package var testDescription: String { name }
}

extension Publisher {
  /// Erases an operator's output and failure so every operator fits one contract harness.
  package func contractErased() -> AnyPublisher<String, any Error> {
    map { "\($0)" }.mapError { $0 as any Error }.eraseToAnyPublisher()
  }
}

/// The contract every operator keeps, checked against one ``OperatorCase``.
package enum ContractChecker {
  /// Values never exceed demand.
  package static func checkDemand(_ operatorCase: OperatorCase) {
    let upstream = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<String, any Error>(demand: .max(1))
    operatorCase.make(LockCheckedPublisher(upstream), LifetimeProbe()).subscribe(subscriber)
    for value in 1...20 { upstream.send(value) }
    #expect(subscriber.values.count <= 1, "\(operatorCase.name) sent more than the 1 value requested")
    subscriber.request(.max(2))
    for value in 21...40 { upstream.send(value) }
    #expect(subscriber.values.count <= 3, "\(operatorCase.name) sent more than the 3 values requested")
    subscriber.cancel()
  }

  /// One completion, then nothing; upstream's finish or failure comes through as the case says.
  package static func checkCompletion(_ operatorCase: OperatorCase, failing: Bool) {
    let upstream = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<String, any Error>()
    operatorCase.make(LockCheckedPublisher(upstream), LifetimeProbe()).subscribe(subscriber)
    upstream.send(1)
    upstream.send(completion: failing ? .failure(TestError()) : .finished)
    let completions = subscriber.completions
    #expect(completions.count == 1, "\(operatorCase.name) completed \(completions.count) times")
    if failing {
      let expected: Event<String> = operatorCase.ending == .passesThrough ? .failure("oops") : .finished
      #expect(completions.last == expected, "\(operatorCase.name) ended with \(completions)")
    } else {
      #expect(completions.last == .finished, "\(operatorCase.name) ended with \(completions)")
    }
    let count = subscriber.events.count
    upstream.send(2)
    #expect(subscriber.events.count == count, "\(operatorCase.name) sent events after completing")
  }

  /// Nothing after cancel; cancel is idempotent.
  package static func checkCancel(_ operatorCase: OperatorCase) {
    let upstream = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<String, any Error>()
    operatorCase.make(LockCheckedPublisher(upstream), LifetimeProbe()).subscribe(subscriber)
    upstream.send(1)
    let subscription = subscriber.subscription
    subscription?.cancel()
    subscription?.cancel()
    let count = subscriber.events.count
    upstream.send(2)
    upstream.send(completion: .finished)
    #expect(subscriber.events.count == count, "\(operatorCase.name) sent events after cancel")
  }

  /// The chain lets go of its subscriber and of the closures it was built with, on cancel or on completion.
  package static func checkRelease(_ operatorCase: OperatorCase, byCancelling: Bool) {
    let upstream = PassthroughSubject<Int, TestError>()
    weak var weakProbe: LifetimeProbe?
    weak var weakSubscriber: TestSubscriber<String, any Error>?
    var subscription: (any Subscription)?
    do {
      let probe = LifetimeProbe()
      weakProbe = probe
      let subscriber = TestSubscriber<String, any Error>()
      weakSubscriber = subscriber
      operatorCase.make(LockCheckedPublisher(upstream), probe).subscribe(subscriber)
      upstream.send(1)
      subscription = subscriber.subscription
    }
    if byCancelling {
      subscription?.cancel()
    } else {
      upstream.send(completion: .finished)
    }
    subscription = nil
    #expect(weakSubscriber == nil, "\(operatorCase.name) kept its subscriber alive")
    #expect(weakProbe == nil, "\(operatorCase.name) kept its closures alive")
  }
}
