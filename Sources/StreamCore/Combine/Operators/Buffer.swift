#if !canImport(Combine)
extension Publishers {
  /// How a ``Publishers/Buffer`` asks its upstream for values.
  public enum PrefetchStrategy: Equatable, Hashable, Sendable {
    /// Asks for `size` values on subscription, then for one more each time a value leaves the buffer, so the
    /// buffer stays full.
    case keepFull

    /// Asks upstream for everything on subscription and buffers what downstream has not asked for yet, up to the
    /// buffer's size (Combine's behaviour).
    case byRequest
  }

  /// What a ``Publishers/Buffer`` does with a value that arrives when it is full.
  public enum BufferingStrategy<Failure: Error> {
    /// Drops the value that just arrived.
    case dropNewest

    /// Drops the oldest buffered value to make room for the new one.
    case dropOldest

    /// Fails with the closure's error and cancels upstream.
    case customError(() -> Failure)
  }

  /// A publisher that buffers up to `size` values that downstream has not asked for yet.
  ///
  /// Created by ``Publisher/buffer(size:prefetch:whenFull:)``.
  public struct Buffer<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are buffered.
    public let upstream: Upstream
    /// The most values the buffer holds.
    public let size: Int
    /// How upstream is asked for values.
    public let prefetch: Publishers.PrefetchStrategy
    /// What happens to a value that arrives when the buffer is full.
    public let whenFull: Publishers.BufferingStrategy<Failure>

    /// Creates a publisher that buffers up to `size` of `upstream`'s values. Traps if `size` is not positive.
    public init(
      upstream: Upstream,
      size: Int,
      prefetch: Publishers.PrefetchStrategy,
      whenFull: Publishers.BufferingStrategy<Failure>
    ) {
      require(size > 0, "buffer(size: \(size)): the buffer must hold at least one value")
      self.upstream = upstream
      self.size = size
      self.prefetch = prefetch
      self.whenFull = whenFull
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        BufferSubscription(downstream: subscriber, size: size, prefetch: prefetch, whenFull: whenFull)
      )
    }
  }
}

extension Publisher {
  /// Buffers up to `size` values that downstream has not asked for yet, and hands them over as it asks.
  ///
  /// With ``Publishers/PrefetchStrategy/keepFull`` upstream is asked for `size` values at once and for one more
  /// each time a value goes downstream; with ``Publishers/PrefetchStrategy/byRequest`` it is asked for everything.
  /// A value that arrives when the buffer is full is handled by `whenFull`. When upstream finishes, the buffered
  /// values are still delivered before `.finished`; when it fails, the failure goes downstream at once and the
  /// buffered values are dropped. A ``Publishers/BufferingStrategy/customError(_:)`` failure does the same.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<Int, Never>()
  /// var subscription: (any Subscription)?
  /// subject
  ///   .buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest)
  ///   .subscribe(AnySubscriber(receiveSubscription: { subscription = $0 }, receiveValue: { print($0); return .none }))
  /// subject.send(1)
  /// subject.send(2)
  /// subject.send(3)
  /// subscription?.request(.max(2))
  /// // Prints "2", "3"
  /// ```
  ///
  /// - Parameters:
  ///   - size: The most values the buffer holds; must be positive.
  ///   - prefetch: How upstream is asked for values.
  ///   - whenFull: What happens to a value that arrives when the buffer is full.
  /// - Returns: A publisher of upstream's values, buffered.
  public func buffer(
    size: Int,
    prefetch: Publishers.PrefetchStrategy,
    whenFull: Publishers.BufferingStrategy<Failure>
  ) -> Publishers.Buffer<Self> {
    Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
  }
}

/// Holds the values downstream has not asked for yet. One thread at a time drains the buffer (`isDraining`);
/// a request or value that arrives meanwhile only updates the state, and the draining thread picks it up.
final class BufferSubscription<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = Lock()
  private let size: Int
  private let prefetch: Publishers.PrefetchStrategy
  private let whenFull: Publishers.BufferingStrategy<Failure>
  // Guarded by `lock`.
  private var status = SubscriptionStatus.awaitingSubscription
  private var downstream: Downstream?
  private var values = Queue<Input>()
  private var count = 0
  private var demand = Subscribers.Demand.none
  private var completion: Subscribers.Completion<Failure>?
  private var isDraining = false

  init(
    downstream: Downstream,
    size: Int,
    prefetch: Publishers.PrefetchStrategy,
    whenFull: Publishers.BufferingStrategy<Failure>
  ) {
    self.downstream = downstream
    self.size = size
    self.prefetch = prefetch
    self.whenFull = whenFull
  }

  var description: String { "Buffer" }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard let downstream, status.accept(subscription) else {
      lock.unlock()
      return subscription.cancel()
    }
    lock.unlock()
    downstream.receive(subscription: self)
    subscription.request(prefetch == .keepFull ? .max(size) : .unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed(let subscription) = status, completion == nil else {
      lock.unlock()
      return .none
    }
    // Released after unlocking: a value's deinit is user code.
    var dropped: Input?
    if count == size {
      switch whenFull {
      case .dropNewest:
        lock.unlock()
        return .none
      case .dropOldest:
        dropped = values.popFirst()
        count -= 1
      case .customError(let makeError):
        lock.unlock()
        let error = makeError()
        lock.lock()
        guard case .subscribed = status, completion == nil else {
          lock.unlock()
          return .none
        }
        let (downstream, buffered) = end()
        lock.unlock()
        withExtendedLifetime(buffered) {}
        subscription.cancel()
        downstream?.receive(completion: .failure(error))
        return .none
      }
    }
    values.append(input)
    count += 1
    lock.unlock()
    withExtendedLifetime(dropped) {}
    return drain()
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = status, self.completion == nil else { return lock.unlock() }
    self.completion = completion
    lock.unlock()
    _ = drain()
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    lock.lock()
    self.demand += demand
    let subscription = status.subscription
    lock.unlock()
    let refill = drain()
    if refill > 0 { subscription?.request(refill) }
  }

  func cancel() {
    lock.lock()
    let subscription = status.subscription
    let released = end()
    lock.unlock()
    subscription?.cancel()
    withExtendedLifetime(released) {}
  }

  /// Called with the lock held: ends the subscription and returns the downstream to complete or release, and the
  /// buffered values with the upstream subscription, all to be released after unlocking.
  private func end() -> (Downstream?, (Queue<Input>, (any Subscription)?)) {
    let upstream = status.terminate()
    let buffered = values
    values = Queue()
    count = 0
    return (downstream.take(), (buffered, upstream))
  }

  /// Delivers buffered values while downstream has demand, then the completion once it is due. Returns how many
  /// more values to ask upstream for (with `.keepFull`, one per value delivered).
  private func drain() -> Subscribers.Demand {
    var refill = Subscribers.Demand.none
    lock.lock()
    guard !isDraining else {
      lock.unlock()
      return .none
    }
    isDraining = true
    while true {
      guard case .subscribed = status, let downstream else { break }
      if demand > 0, let value = values.popFirst() {
        count -= 1
        demand.consumeOne()
        lock.unlock()
        let more = downstream.receive(value)
        if prefetch == .keepFull { refill += 1 }
        lock.lock()
        demand += more
        continue
      }
      guard let completion, values.isEmpty || completion.isFailure else { break }
      isDraining = false
      let (released, buffered) = end()
      lock.unlock()
      withExtendedLifetime(buffered) {}
      released?.receive(completion: completion)
      return .none
    }
    isDraining = false
    lock.unlock()
    return refill
  }
}

extension Subscribers.Completion {
  fileprivate var isFailure: Bool {
    if case .failure = self { return true }
    return false
  }
}
#endif
