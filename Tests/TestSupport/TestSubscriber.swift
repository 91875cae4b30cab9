import Foundation
package import StreamCore

/// One event a ``TestSubscriber`` saw.
package enum Event<Value: Equatable>: Equatable, CustomStringConvertible {
  case subscription
  case value(Value)
  case finished
  case failure(String)

  package var description: String {
    switch self {
    case .subscription: "subscription"
    case .value(let value): "value(\(value))"
    case .finished: "finished"
    case .failure(let error): "failure(\(error))"
    }
  }
}

/// An error for tests, described by its name.
package struct TestError: Error, Equatable, CustomStringConvertible {
  package var name: String
  package var description: String { name }

  package init(name: String = "oops") {
    self.name = name
  }
}

/// A subscriber that records every event, asks for a chosen demand, and can be driven by hand.
///
/// It is thread-safe. Like `Sink`, it drops its subscription when it completes.
package final class TestSubscriber<Input: Equatable, Failure: Error>: Subscriber, @unchecked Sendable {
  // @unchecked: all state is guarded by `lock`.
  private let lock = NSLock()
  private var recorded: [Event<Input>] = []
  private var storedSubscription: (any Subscription)?
  private let initialDemand: Subscribers.Demand
  private let onValue: (Input) -> Subscribers.Demand

  /// - Parameters:
  ///   - demand: Requested when the subscription arrives; `.none` requests nothing.
  ///   - onValue: Called after recording each value; returns the extra demand.
  package init(
    demand: Subscribers.Demand = .unlimited,
    onValue: @escaping (Input) -> Subscribers.Demand = { _ in .none }
  ) {
    self.initialDemand = demand
    self.onValue = onValue
  }

  package var events: [Event<Input>] {
    lock.withLock { recorded }
  }

  package var values: [Input] {
    events.compactMap { if case .value(let value) = $0 { value } else { nil } }
  }

  package var completions: [Event<Input>] {
    events.filter { $0 == .finished || { if case .failure = $0 { true } else { false } }($0) }
  }

  package var subscription: (any Subscription)? {
    lock.withLock { storedSubscription }
  }

  package func request(_ demand: Subscribers.Demand) {
    subscription?.request(demand)
  }

  package func cancel() {
    let subscription = lock.withLock { storedSubscription.take() }
    subscription?.cancel()
  }

  deinit { LockDiscipline.check("a subscriber's deinit") }

  package func receive(subscription: any Subscription) {
    LockDiscipline.check("receive(subscription:)")
    lock.withLock {
      recorded.append(.subscription)
      storedSubscription = subscription
    }
    if initialDemand > 0 { subscription.request(initialDemand) }
  }

  package func receive(_ input: Input) -> Subscribers.Demand {
    LockDiscipline.check("receive(_:)")
    lock.withLock { recorded.append(.value(input)) }
    return onValue(input)
  }

  package func receive(completion: Subscribers.Completion<Failure>) {
    LockDiscipline.check("receive(completion:)")
    let released = lock.withLock {
      switch completion {
      case .finished: recorded.append(.finished)
      case .failure(let error): recorded.append(.failure("\(error)"))
      }
      return storedSubscription.take()
    }
    withExtendedLifetime(released) {}
  }
}

extension Publisher where Output: Equatable {
  /// Subscribes a ``TestSubscriber`` with `demand` and returns it.
  package func record(demand: Subscribers.Demand = .unlimited) -> TestSubscriber<Output, Failure> {
    let subscriber = TestSubscriber<Output, Failure>(demand: demand)
    subscribe(subscriber)
    return subscriber
  }
}

/// A counter that many threads can bump.
package final class Counter: @unchecked Sendable {
  // @unchecked: `count` is guarded by `lock`.
  private let lock = NSLock()
  private var count = 0

  package init() {}

  package var value: Int { lock.withLock { count } }

  @discardableResult
  package func increment() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }
}

/// An object whose only job is to be captured and then observed through a weak reference.
package final class LifetimeProbe: Sendable {
  package init() {}

  deinit { LockDiscipline.check("a captured object's deinit") }
}
