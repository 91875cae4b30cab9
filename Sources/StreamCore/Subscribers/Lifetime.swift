/// The lifetime of an object, observable: it ends exactly when its ``Token`` is deinitialized.
///
/// An object that wants to bound work by its own lifetime keeps a token in a stored property and hands out the
/// lifetime; when the object goes, the token goes, and every observer of the lifetime runs, at once, on the
/// thread that released the token. Subscriptions made with ``Publisher/prefix(during:)`` or
/// ``Publisher/sink(during:receiveCompletion:receiveValue:isolation:)`` end then. ``ended`` publishes the end, and
/// ``Token/dispose()`` ends the lifetime before the token goes.
///
/// ```swift
/// final class Screen {
///   let lifetime: Lifetime
///   private let token: Lifetime.Token
///   init() { (lifetime, token) = Lifetime.make() }
/// }
/// var screen: Screen? = Screen()
/// screen!.lifetime.observeEnded { print("ended") }
/// screen = nil  // Prints "ended"
/// ```
public final class Lifetime: Sendable {
  let state: LifetimeState

  init(state: LifetimeState) {
    self.state = state
  }

  /// Creates the lifetime bound to `token`: it ends when `token` is deinitialized.
  public convenience init(_ token: Token) {
    self.init(state: token.state)
  }

  /// Creates a lifetime and the token whose deinitialization ends it.
  ///
  /// ```swift
  /// var (lifetime, token) = Lifetime.make()
  /// print(lifetime.hasEnded)  // Prints "false"
  /// token = Lifetime.Token()
  /// print(lifetime.hasEnded)  // Prints "true"
  /// ```
  ///
  /// - Returns: The lifetime and its token; keep the token where the lifetime should be bound.
  public static func make() -> (lifetime: Lifetime, token: Token) {
    let token = Token()
    return (Lifetime(token), token)
  }

  /// A lifetime that has already ended: observers run at once, bounded work never starts.
  ///
  /// ```swift
  /// print(Lifetime.empty.hasEnded)  // Prints "true"
  /// ```
  public static let empty: Lifetime = {
    let state = LifetimeState()
    state.end()
    return Lifetime(state: state)
  }()

  /// Whether the lifetime has ended.
  public var hasEnded: Bool {
    state.hasEnded
  }

  /// Runs `action` once when the lifetime ends, on the thread that ends it; at once if it has already ended.
  ///
  /// ```swift
  /// let (lifetime, token) = Lifetime.make()
  /// lifetime.observeEnded { print("ended") }
  /// withExtendedLifetime(token) {}  // Prints "ended" when the token goes
  /// ```
  ///
  /// - Parameter action: The code to run when the lifetime ends.
  /// - Returns: A cancellable that removes `action` if the lifetime has not ended yet; dropping it changes
  ///   nothing.
  @discardableResult
  public func observeEnded(_ action: @escaping () -> Void) -> any Cancellable {
    state.observe(action)
  }

  /// A publisher that finishes when the lifetime ends, and never sends a value.
  ///
  /// ReactiveSwift's `Lifetime.ended` is a `Signal<Never, Never>` that completes when the lifetime ends; here it
  /// is a publisher of the same type parameters. Each subscription watches the lifetime on its own: a subscriber
  /// gets `.finished` on the thread that ends the lifetime, or at once if it has already ended. Cancelling the
  /// subscription stops watching.
  ///
  /// ```swift
  /// var token: Lifetime.Token? = Lifetime.Token()
  /// let lifetime = Lifetime(token!)
  /// let cancellable = lifetime.ended.sink(receiveCompletion: { _ in print("ended") }, receiveValue: { _ in })
  /// token = nil  // Prints "ended"
  /// ```
  public var ended: AnyPublisher<Never, Never> {
    let state = self.state
    return Deferred {
      let ended = PassthroughSubject<Never, Never>()
      let observation = state.observe { ended.send(completion: .finished) }
      return ended.handleEvents(receiveCancel: { observation.cancel() })
    }
    .eraseToAnyPublisher()
  }
}

extension Lifetime {
  /// The object whose deinitialization ends a ``Lifetime``.
  ///
  /// ```swift
  /// var token: Lifetime.Token? = Lifetime.Token()
  /// let lifetime = Lifetime(token!)
  /// token = nil
  /// print(lifetime.hasEnded)  // Prints "true"
  /// ```
  public final class Token: Sendable {
    let state = LifetimeState()

    /// Creates a token; its lifetime is ``Lifetime/init(_:)``.
    public init() {}

    /// Ends the lifetime now, before the token is deinitialized; its observers run on this thread.
    ///
    /// Calling it again, or deinitializing the token later, does nothing more.
    ///
    /// ```swift
    /// let (lifetime, token) = Lifetime.make()
    /// lifetime.observeEnded { print("ended") }
    /// token.dispose()  // Prints "ended"
    /// print(lifetime.hasEnded)  // Prints "true"
    /// ```
    public func dispose() {
      state.end()
    }

    deinit {
      state.end()
    }
  }
}

/// Whether a lifetime has ended, and who is waiting for it to end.
final class LifetimeState: @unchecked Sendable {
  // @unchecked: every field is guarded by `lock`; observers run after it is released.
  private let lock = Lock()
  private var ended = false
  private var observers: [UInt64: () -> Void] = [:]
  private var nextID: UInt64 = 0

  var hasEnded: Bool {
    lock.withLock { ended }
  }

  func observe(_ action: @escaping () -> Void) -> any Cancellable {
    lock.lock()
    guard !ended else {
      lock.unlock()
      action()
      return LifetimeObservation(state: nil, id: 0)
    }
    let id = nextID
    nextID += 1
    observers[id] = action
    lock.unlock()
    return LifetimeObservation(state: self, id: id)
  }

  func remove(_ id: UInt64) {
    lock.lock()
    let removed = observers.removeValue(forKey: id)
    lock.unlock()
    withExtendedLifetime(removed) {}
  }

  /// Ends the lifetime and runs its observers, in the order they were added.
  func end() {
    lock.lock()
    guard !ended else { return lock.unlock() }
    ended = true
    let actions = observers.sorted { $0.key < $1.key }.map(\.value)
    observers = [:]
    lock.unlock()
    for action in actions { action() }
  }
}

/// Removes one observer from a lifetime; holds the lifetime's state weakly.
private final class LifetimeObservation: Cancellable {
  private weak let state: LifetimeState?
  private let id: UInt64

  init(state: LifetimeState?, id: UInt64) {
    self.state = state
    self.id = id
  }

  func cancel() {
    state?.remove(id)
  }
}
