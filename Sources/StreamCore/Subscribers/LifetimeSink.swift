extension Publisher {
  /// Attaches a sink that lives as long as `owner`: no cancellable needs to be stored.
  ///
  /// The subscription ends when the stream ends (its closures are released at once) or when `owner` has been
  /// deinitialized. `owner` is held weakly. Swift has no deinitialization hook for arbitrary objects without the
  /// Objective-C runtime, so a subscription whose owner is gone delivers nothing more and is released at its next
  /// event. The returned cancellable ends the subscription early; dropping it does not.
  ///
  /// ```swift
  /// final class ProfileView {
  ///   var title = ""
  ///   init(model: ProfileModel) {
  ///     model.$name.sink(duringLifetimeOf: self) { [unowned self] in title = $0 }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - owner: The object whose lifetime bounds the subscription.
  ///   - receiveCompletion: Called once when the stream ends, if `owner` is still alive.
  ///   - receiveValue: Called with each value while `owner` is alive.
  /// - Returns: A cancellable for ending the subscription early.
  @discardableResult
  public func sink(
    duringLifetimeOf owner: AnyObject,
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> any Cancellable {
    let sink = LifetimeSink(owner: owner, receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return LifetimeCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a sink that lives as long as `owner`; see ``sink(duringLifetimeOf:receiveCompletion:receiveValue:)``.
  @discardableResult
  public func sink(duringLifetimeOf owner: AnyObject, receiveValue: @escaping (Output) -> Void) -> any Cancellable {
    sink(duringLifetimeOf: owner, receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}

/// A sink bounded by the lifetime of an owner it holds weakly.
private final class LifetimeSink<Input, Failure: Error>: Subscriber, Cancellable {
  // `status` is guarded by the pooled lock; the closures are touched only by upstream events, which never overlap.
  private var status = SubscriptionStatus.awaitingSubscription
  private weak var owner: AnyObject?
  private var receiveValue: ((Input) -> Void)?
  private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?

  init(
    owner: AnyObject,
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Input) -> Void
  ) {
    self.owner = owner
    self.receiveCompletion = receiveCompletion
    self.receiveValue = receiveValue
  }

  func receive(subscription: any Subscription) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    guard status.accept(subscription) else {
      lock.unlock()
      return subscription.cancel()
    }
    lock.unlock()
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard owner != nil else {
      end()
      return .none
    }
    receiveValue?(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    status = .terminal
    lock.unlock()
    if owner != nil { receiveCompletion?(completion) }
    receiveValue = nil
    receiveCompletion = nil
  }

  /// The owner is gone: cancels upstream and drops the closures (called from an upstream event).
  private func end() {
    cancel()
    receiveValue = nil
    receiveCompletion = nil
  }

  func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let subscription = status.terminate()
    lock.unlock()
    subscription?.cancel()
  }
}

/// Ends a lifetime sink early; holds it weakly, so keeping or dropping this changes nothing else.
private final class LifetimeCancellable: Cancellable {
  private weak var target: (any Cancellable & AnyObject)?

  init(_ target: any Cancellable & AnyObject) {
    self.target = target
  }

  func cancel() {
    target?.cancel()
  }
}
