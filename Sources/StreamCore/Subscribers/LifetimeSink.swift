extension Publisher {
  /// Attaches a sink that lives as long as `owner`: no cancellable needs to be stored.
  ///
  /// The subscription ends when the stream ends (its closures are released at once) or when `owner` has been
  /// deinitialized. `owner` is held weakly. Swift has no deinitialization hook for arbitrary objects without the
  /// Objective-C runtime, so a subscription whose owner is gone delivers nothing more and is released at its next
  /// event; ``sink(during:receiveCompletion:receiveValue:isolation:)`` with the owner's ``Lifetime`` ends it at once. The
  /// returned cancellable ends the subscription early; dropping it does not.
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
  ///   - isolation: The caller's actor, if any (`#isolation`): closures formed on an actor run only there, as with
  ///     ``sink(isolation:receiveCompletion:receiveValue:)``. Leave it to its default.
  /// - Returns: A cancellable for ending the subscription early.
  @discardableResult
  public func sink(
    duringLifetimeOf owner: AnyObject,
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void,
    isolation: isolated (any Actor)? = #isolation
  ) -> any Cancellable {
    let sink =
      isolation == nil
      ? LifetimeSink(bound: .owner(owner), receiveCompletion: receiveCompletion, receiveValue: receiveValue)
      : LifetimeSink(
        bound: .owner(owner),
        receiveCompletion: IsolationCheck.wrap(receiveCompletion, on: isolation, in: "sink(duringLifetimeOf:)"),
        receiveValue: IsolationCheck.wrap(receiveValue, on: isolation, in: "sink(duringLifetimeOf:)")
      )
    subscribe(sink)
    return LifetimeCancellable(sink)
  }

  /// Attaches a sink that lives as long as `owner`, with a hook for every event, each optional — CombineEx's shape.
  ///
  /// The subscription ends as ``sink(duringLifetimeOf:receiveCompletion:receiveValue:isolation:)``'s does: when the
  /// stream ends, when the returned cancellable is cancelled, or at the first event after `owner` has been
  /// deinitialized (`receiveCancel` is then called). `owner` is held weakly; dropping the returned cancellable
  /// changes nothing. With no closures at all, the chain runs for its side effects:
  ///
  /// ```swift
  /// final class Screen {
  ///   init(refresh: PassthroughSubject<Void, Never>) {
  ///     refresh.handleValue { print("refreshing") }.sink(duringLifetimeOf: self)
  ///   }
  /// }
  /// ```
  ///
  /// The closures are `@Sendable`, as CombineEx's are: the forms that take `receiveCompletion` before
  /// `receiveValue`, Combine's order, take closures isolated to the caller's actor instead.
  ///
  /// - Parameters:
  ///   - owner: The object whose lifetime bounds the subscription.
  ///   - receiveSubscription: Called when upstream hands over its subscription.
  ///   - receiveValue: Called with each value while `owner` is alive.
  ///   - receiveCompletion: Called once when the stream ends, if `owner` is still alive.
  ///   - receiveCancel: Called once when the subscription is cancelled, by the returned cancellable or because
  ///     `owner` is gone.
  ///   - receiveRequest: Called with the demand the sink asks for (`.unlimited`).
  /// - Returns: A cancellable for ending the subscription early; dropping it does not end it.
  @_disfavoredOverload
  @discardableResult
  public func sink(
    duringLifetimeOf owner: AnyObject,
    receiveSubscription: (@Sendable (any Subscription) -> Void)? = nil,
    receiveValue: (@Sendable (Output) -> Void)? = nil,
    receiveCompletion: (@Sendable (Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (@Sendable () -> Void)? = nil,
    receiveRequest: (@Sendable (Subscribers.Demand) -> Void)? = nil
  ) -> AnyCancellable {
    let sink = LifetimeSink<Output, Failure>(
      bound: .owner(owner),
      receiveCompletion: receiveCompletion,
      receiveValue: receiveValue
    )
    if receiveSubscription == nil, receiveCancel == nil, receiveRequest == nil {
      subscribe(sink)
    } else {
      Publishers.HandleEvents(
        upstream: self,
        receiveSubscription: receiveSubscription,
        receiveCancel: receiveCancel,
        receiveRequest: receiveRequest
      )
      .subscribe(sink)
    }
    let token = AnyCancellable(LifetimeCancellable(sink))
    sink.retain(token)
    return token
  }

  /// Attaches a sink that lives as long as `lifetime`: the subscription ends the moment `lifetime` ends.
  ///
  /// No cancellable needs to be stored: the subscription ends when the stream ends or when `lifetime` ends,
  /// whichever comes first, and its closures are released then. The returned cancellable ends it early; dropping
  /// it does not.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<Int, Never>()
  /// var token: Lifetime.Token? = Lifetime.Token()
  /// subject.sink(during: Lifetime(token!), receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// subject.send(1)  // Prints "1"
  /// token = nil      // The subscription is cancelled; nothing is printed
  /// subject.send(2)  // Prints nothing
  /// ```
  ///
  /// - Parameters:
  ///   - lifetime: The lifetime that bounds the subscription.
  ///   - receiveCompletion: Called once if the stream ends before `lifetime`.
  ///   - receiveValue: Called with each value while `lifetime` lasts.
  ///   - isolation: The caller's actor, if any (`#isolation`): closures formed on an actor run only there, as with
  ///     ``sink(isolation:receiveCompletion:receiveValue:)``. Leave it to its default.
  /// - Returns: A cancellable for ending the subscription early.
  @discardableResult
  public func sink(
    during lifetime: Lifetime,
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void,
    isolation: isolated (any Actor)? = #isolation
  ) -> any Cancellable {
    let sink =
      isolation == nil
      ? LifetimeSink(bound: .lifetime(lifetime), receiveCompletion: receiveCompletion, receiveValue: receiveValue)
      : LifetimeSink(
        bound: .lifetime(lifetime),
        receiveCompletion: IsolationCheck.wrap(receiveCompletion, on: isolation, in: "sink(during:)"),
        receiveValue: IsolationCheck.wrap(receiveValue, on: isolation, in: "sink(during:)")
      )
    subscribe(sink)
    sink.observe(lifetime)
    return LifetimeCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a sink that lives as long as `owner`; see ``sink(duringLifetimeOf:receiveCompletion:receiveValue:isolation:)``.
  @discardableResult
  public func sink(
    duringLifetimeOf owner: AnyObject,
    receiveValue: @escaping (Output) -> Void,
    isolation: isolated (any Actor)? = #isolation
  ) -> any Cancellable {
    sink(duringLifetimeOf: owner, receiveCompletion: { _ in }, receiveValue: receiveValue, isolation: isolation)
  }

  /// Attaches a sink that lives as long as `lifetime`; see ``sink(during:receiveCompletion:receiveValue:isolation:)``.
  @discardableResult
  public func sink(
    during lifetime: Lifetime,
    receiveValue: @escaping (Output) -> Void,
    isolation: isolated (any Actor)? = #isolation
  ) -> any Cancellable {
    sink(during: lifetime, receiveCompletion: { _ in }, receiveValue: receiveValue, isolation: isolation)
  }
}

/// What bounds a lifetime sink.
private enum LifetimeBound {
  /// An owner object, held weakly; checked at each event.
  case owner(Weak)
  /// A lifetime, observed: its end cancels the subscription at once.
  case lifetime(Lifetime)

  static func owner(_ object: AnyObject) -> Self { .owner(Weak(object)) }

  final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  var isAlive: Bool {
    switch self {
    case .owner(let owner): owner.object != nil
    case .lifetime(let lifetime): !lifetime.hasEnded
    }
  }
}

/// A sink bounded by the lifetime of an owner it holds weakly, or by a ``Lifetime``.
private final class LifetimeSink<Input, Failure: Error>: Subscriber, Cancellable {
  // `status`, `observation` and `returnedToken` are guarded by the pooled lock; the closures are touched only by
  // upstream events, which never overlap.
  private var status = SubscriptionStatus.awaitingSubscription
  private var observation: (any Cancellable)?
  private var returnedToken: AnyCancellable?
  private let bound: LifetimeBound
  private var receiveValue: ((Input) -> Void)?
  private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?

  init(
    bound: LifetimeBound,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?,
    receiveValue: ((Input) -> Void)?
  ) {
    self.bound = bound
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

  /// Cancels the subscription the moment `lifetime` ends (at once if it has).
  func observe(_ lifetime: Lifetime) {
    let observation = lifetime.observeEnded { [weak self] in self?.cancel() }
    if !whileLive({ self.observation = observation }) { observation.cancel() }
  }

  /// Keeps the cancellable returned to the caller alive until the subscription ends, so that dropping it ends
  /// nothing: an `AnyCancellable` cancels when deinitialized, Combine's as ours.
  func retain(_ token: AnyCancellable) {
    _ = whileLive { returnedToken = token }
  }

  /// Runs `store` under the lock unless the subscription has ended; returns whether it ran.
  private func whileLive(_ store: () -> Void) -> Bool {
    let lock = LockPool.lock(for: self)
    lock.lock()
    defer { lock.unlock() }
    if case .terminal = status { return false }
    store()
    return true
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard bound.isAlive else {
      end()
      return .none
    }
    receiveValue?(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let upstream = status.terminate()
    let observation = self.observation.take()
    let returnedToken = self.returnedToken.take()
    lock.unlock()
    withExtendedLifetime((upstream, returnedToken)) {}
    observation?.cancel()
    if bound.isAlive { receiveCompletion?(completion) }
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
    let observation = self.observation.take()
    let returnedToken = self.returnedToken.take()
    lock.unlock()
    subscription?.cancel()
    observation?.cancel()
    withExtendedLifetime(returnedToken) {}
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

// The sink lets go of its subscription when it completes or is cancelled.
extension LifetimeSink: ReleasesSubscription {}
