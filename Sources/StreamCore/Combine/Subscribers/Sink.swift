#if !canImport(Combine)
extension Subscribers {
  /// A subscriber that requests unlimited values and hands each one, and the completion, to closures.
  ///
  /// Usually created with ``Publisher/sink(isolation:receiveCompletion:receiveValue:)``. The closures are released when the
  /// publisher completes, and the whole sink is released when it is cancelled and nothing else refers to it.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
    /// The closure that receives each value; once the publisher completes, one that does nothing.
    public var receiveValue: (Input) -> Void { onValue ?? { _ in } }

    /// The closure that receives the completion; once the publisher completes, one that does nothing.
    public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void { onCompletion ?? { _ in } }

    // Touched only by upstream events, which never overlap. `nil` once the publisher completes: releasing a closure
    // costs nothing, while an empty closure of a generic type is an allocation in unspecialized code.
    @usableFromInline @exclusivity(unchecked) var onValue: ((Input) -> Void)?
    @exclusivity(unchecked) private var onCompletion: ((Subscribers.Completion<Failure>) -> Void)?

    // Guarded by the pooled lock.
    @exclusivity(unchecked) private var status = SubscriptionStatus.awaitingSubscription

    /// Creates a sink that calls `receiveCompletion` and `receiveValue`.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      onCompletion = receiveCompletion
      onValue = receiveValue
    }

    public var description: String { "Sink" }

    public func receive(subscription: any Subscription) {
      let lock = LockPool.lock(for: self)
      lock.lock()
      guard status.accept(subscription) else {
        lock.unlock()
        subscription.cancel()
        return
      }
      lock.unlock()
      subscription.request(.unlimited)
    }

    @inlinable
    public func receive(_ value: Input) -> Subscribers.Demand {
      onValue?(value)
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      let lock = LockPool.lock(for: self)
      lock.lock()
      // The upstream subscription is released after unlocking: its deinit may take other locks.
      let upstream = status.terminate()
      lock.unlock()
      withExtendedLifetime(upstream) {}
      // Swapped out before the call, so a completion that re-enters from the closure finds nothing to run.
      let receiveCompletion = onCompletion
      onCompletion = nil
      onValue = nil
      receiveCompletion?(completion)
    }

    public func cancel() {
      let lock = LockPool.lock(for: self)
      lock.lock()
      let subscription = status.terminate()
      lock.unlock()
      subscription?.cancel()
    }
  }
}

extension Publisher {
  /// Attaches a subscriber that calls closures with every value and with the completion.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher.sink(
  ///   receiveCompletion: { print("done: \($0)") },
  ///   receiveValue: { print($0) }
  /// )
  /// // Prints "1", "2", "done: finished"
  /// ```
  ///
  /// Closures formed on an actor (in a `@MainActor` view model, in an actor's method) are isolated to it, and run
  /// only there: a value or completion arriving on another executor traps with a message naming the actor and
  /// `receive(on:)`. The caller's isolation is captured by the defaulted `isolation` parameter; code that is not
  /// isolated passes `nil` and pays nothing.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, if any (`#isolation`); leave it to its default.
  ///   - receiveCompletion: Called once when the publisher finishes or fails.
  ///   - receiveValue: Called with each value.
  /// - Returns: A cancellable that ends the subscription when cancelled or deinitialized.
  @inlinable
  public func sink(
    isolation: isolated (any Actor)? = #isolation,
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    // Not isolated: the closures go in as they are, not reabstracted through the generic wrapper.
    let sink =
      isolation == nil
      ? Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
      : Subscribers.Sink<Output, Failure>(
        receiveCompletion: IsolationCheck.wrap(receiveCompletion, on: isolation, in: "sink"),
        receiveValue: IsolationCheck.wrap(receiveValue, on: isolation, in: "sink")
      )
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a subscriber that calls `receiveValue` with every value.
  ///
  /// ```swift
  /// let cancellable = Just(42).sink { print($0) }
  /// // Prints "42"
  /// ```
  ///
  /// A closure formed on an actor runs only there, as with ``Publisher/sink(isolation:receiveCompletion:receiveValue:)``.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, if any (`#isolation`); leave it to its default.
  ///   - receiveValue: Called with each value.
  /// - Returns: A cancellable that ends the subscription when cancelled or deinitialized.
  @inlinable
  public func sink(
    isolation: isolated (any Actor)? = #isolation,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    sink(isolation: isolation, receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}

// The sink lets go of its subscription when it completes or is cancelled.
extension Subscribers.Sink: ReleasesSubscription {}
#endif
