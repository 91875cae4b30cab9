/// A cold publisher of the elements of an `AsyncSequence`.
///
/// Each subscription iterates the sequence in its own `Task`, started on the first request, sending elements only
/// while the subscriber has demand. Cancelling the subscription cancels the task; a task that is cancelled or a
/// sequence that throws ends the stream (with the error, for a throwing sequence).
///
/// ```swift
/// let stream = AsyncStream<Int> { continuation in
///   continuation.yield(1)
///   continuation.yield(2)
///   continuation.finish()
/// }
/// let cancellable = stream.publisher.sink { print($0) }
/// // Prints "1", "2" (from the task's thread)
/// ```
public struct AsyncSequencePublisher<Base: AsyncSequence & Sendable>: DeferredPublisherProtocol
where Base.Element: Sendable {
  public typealias Output = Base.Element
  public typealias Failure = Base.Failure

  /// The sequence to iterate.
  public let base: Base

  /// Creates a publisher of `base`'s elements.
  public init(_ base: Base) {
    self.base = base
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = AsyncSequenceSubscription(base: base, downstream: subscriber)
    subscriber.receive(subscription: subscription)
  }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// A cold publisher of this sequence's elements; see ``AsyncSequencePublisher``.
  public var publisher: AsyncSequencePublisher<Self> {
    AsyncSequencePublisher(self)
  }
}

/// Iterates an async sequence in a task, pausing while the subscriber has no demand.
private final class AsyncSequenceSubscription<Base: AsyncSequence & Sendable, Downstream: Subscriber>: Subscription,
  AsyncIterating, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Base.Element, Downstream.Failure == Base.Failure, Base.Element: Sendable {
  // @unchecked: all state is guarded by `lock`; the subscriber is called only from the iterating task.

  private let lock = Lock()
  private let base: Base
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  private var task: Task<Void, Never>?
  private var isCancelled = false
  private var waiter: CheckedContinuation<Bool, Never>?

  init(base: Base, downstream: Downstream) {
    self.base = base
    self.downstream = downstream
  }

  var description: String { "AsyncSequence" }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    lock.lock()
    guard !isCancelled else { return lock.unlock() }
    self.demand += demand
    let waiter = self.waiter.take()
    let start = task == nil
    if start {
      let runner: any AsyncIterating = self
      task = Task { await runner.iterate() }
    }
    lock.unlock()
    waiter?.resume(returning: true)
  }

  /// Waits until there is demand (without taking it); returns `false` if cancelled meanwhile.
  private func awaitDemand() async -> Bool {
    await withCheckedContinuation { continuation in
      lock.lock()
      if isCancelled {
        lock.unlock()
        return continuation.resume(returning: false)
      }
      if demand > 0 {
        lock.unlock()
        return continuation.resume(returning: true)
      }
      waiter = continuation
      lock.unlock()
    }
  }

  func iterate() async {
    var iterator = base.makeAsyncIterator()
    do {
      while await awaitDemandOrConsume() {
        guard let element = try await iterator.next(isolation: nil) else {
          return finish(.finished)
        }
        guard let subscriber = currentDownstream() else { return }
        let more = subscriber.receive(element)
        if more != .none { lock.withLock { demand += more } }
      }
    } catch {
      finish(.failure(error))
    }
  }

  /// Takes one unit of demand, waiting for it if needed; `false` once cancelled.
  private func awaitDemandOrConsume() async -> Bool {
    while true {
      lock.lock()
      if isCancelled || Task.isCancelled {
        lock.unlock()
        return false
      }
      if demand > 0 {
        demand.consumeOne()
        lock.unlock()
        return true
      }
      lock.unlock()
      guard await awaitDemand() else { return false }
    }
  }

  private func currentDownstream() -> Downstream? {
    lock.withLock { isCancelled ? nil : downstream }
  }

  private func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    lock.lock()
    let subscriber = isCancelled ? nil : downstream.take()
    isCancelled = true
    lock.unlock()
    subscriber?.receive(completion: completion)
  }

  func cancel() {
    lock.lock()
    isCancelled = true
    let task = self.task.take()
    let waiter = self.waiter.take()
    let released = downstream.take()
    lock.unlock()
    task?.cancel()
    waiter?.resume(returning: false)
    withExtendedLifetime(released) {}
  }
}

/// What an async sequence subscription's task runs, without naming its generic types.
private protocol AsyncIterating: AnyObject, Sendable {
  func iterate() async
}
