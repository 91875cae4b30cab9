/// The shared state of a ``Future``: its result, once known, and the subscriptions waiting for it.
// @unchecked: all state is guarded by `lock`; the promise that captures it may be called on any thread.
final class FutureCore<Output, Failure: Error>: @unchecked Sendable {
  private let lock = Lock()
  private var result: Result<Output, Failure>?
  private var waiting: [FutureConduit<Output, Failure>] = []

  func fulfill(_ result: Result<Output, Failure>) {
    lock.lock()
    guard self.result == nil else { return lock.unlock() }
    self.result = result
    let ready = waiting
    waiting = []
    lock.unlock()
    for conduit in ready { conduit.resolve(result) }
  }

  func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    let conduit = FutureConduitTo(downstream: subscriber, core: self)
    lock.lock()
    let known = result
    if known == nil { waiting.append(conduit) }
    lock.unlock()
    subscriber.receive(subscription: conduit)
    if let known { conduit.resolve(known) }
  }

  /// Forgets a cancelled subscription, so the future does not keep it (and its subscriber) until it resolves.
  func detach(_ conduit: FutureConduit<Output, Failure>) {
    lock.lock()
    let index = waiting.firstIndex { $0 === conduit }
    let removed = index.map { waiting.remove(at: $0) }
    lock.unlock()
    withExtendedLifetime(removed) {}
  }
}

/// One subscriber's connection to a future-like source: delivers the result once it is known and requested.
class FutureConduit<Output, Failure: Error>: Subscription {
  func resolve(_ result: Result<Output, Failure>) { fatalError("abstract") }
  func request(_ demand: Subscribers.Demand) { fatalError("abstract") }
  func cancel() { fatalError("abstract") }
}

final class FutureConduitTo<Downstream: Subscriber>: FutureConduit<Downstream.Input, Downstream.Failure>,
  CustomStringConvertible
{
  private var downstream: Downstream?
  private var result: Result<Downstream.Input, Downstream.Failure>?
  private var isRequested = false
  private var work: AnyCancellable?
  /// The future's core, which keeps this subscription until it resolves; weak, as the core outlives it only
  /// while the future lives.
  private weak var core: FutureCore<Downstream.Input, Downstream.Failure>?

  init(downstream: Downstream, core: FutureCore<Downstream.Input, Downstream.Failure>? = nil) {
    self.downstream = downstream
    self.core = core
  }

  var description: String { "Future" }

  override func resolve(_ result: Result<Downstream.Input, Downstream.Failure>) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard downstream != nil else { return lock.unlock() }
    self.result = result
    if case .failure = result {
      deliver(locked: lock)
    } else if isRequested {
      deliver(locked: lock)
    } else {
      lock.unlock()
    }
  }

  override func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    let lock = LockPool.lock(for: self)
    lock.lock()
    isRequested = true
    guard result != nil, downstream != nil else { return lock.unlock() }
    deliver(locked: lock)
  }

  /// Takes the subscriber and result, unlocks, then delivers.
  private func deliver(locked lock: Lock) {
    let subscriber = downstream.take()
    let result = self.result.take()
    let work = self.work.take()
    lock.unlock()
    withExtendedLifetime(work) {}
    guard let subscriber, let result else { return }
    switch result {
    case .success(let value):
      _ = subscriber.receive(value)
      subscriber.receive(completion: .finished)
    case .failure(let error):
      subscriber.receive(completion: .failure(error))
    }
  }

  /// Keeps the cancellable of the work that will resolve this subscription, to cancel it with the subscription.
  func onCancel(_ work: AnyCancellable) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let isActive = downstream != nil && result == nil
    if isActive { self.work = work }
    lock.unlock()
    if !isActive { withExtendedLifetime(work) {} }
  }

  override func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let released = downstream.take()
    let work = self.work.take()
    result = nil
    lock.unlock()
    work?.cancel()
    withExtendedLifetime(released) {}
    core?.detach(self)
  }
}
