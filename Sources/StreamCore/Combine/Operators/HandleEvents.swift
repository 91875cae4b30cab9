#if !canImport(Combine)
extension Publishers {
  /// A publisher that calls closures at each event, without changing the stream.
  ///
  /// Created by ``Publisher/handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:isolation:)``.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose events are observed.
    public let upstream: Upstream
    /// Called when upstream hands over its subscription.
    public var receiveSubscription: ((any Subscription) -> Void)?
    /// Called with each value before it goes downstream.
    public var receiveOutput: ((Upstream.Output) -> Void)?
    /// Called with the completion before it goes downstream.
    public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
    /// Called when downstream cancels.
    public var receiveCancel: (() -> Void)?
    /// Called with each demand downstream asks for.
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    /// Creates a publisher that calls the given closures at each event of `upstream`.
    public init(
      upstream: Upstream,
      receiveSubscription: ((any Subscription) -> Void)? = nil,
      receiveOutput: ((Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil,
      receiveRequest: ((Subscribers.Demand) -> Void)?
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let hooks = EventHooks(
        receiveSubscription: receiveSubscription,
        receiveOutput: receiveOutput,
        receiveCompletion: receiveCompletion,
        receiveCancel: receiveCancel,
        receiveRequest: receiveRequest
      )
      upstream.subscribe(HookedSubscription(downstream: subscriber, hooks: hooks, name: "HandleEvents"))
    }
  }
}

extension Publisher {
  /// Calls closures at each event — subscription, value, completion, cancel, request — without changing the
  /// stream. Useful for side effects such as logging or activity indicators.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher
  ///   .handleEvents(receiveOutput: { print("saw \($0)") }, receiveCompletion: { _ in print("done") })
  ///   .sink { _ in }
  /// // Prints "saw 1", "saw 2", "done"
  /// ```
  ///
  /// Closures formed on an actor (in a `@MainActor` view model, in an actor's method) are isolated to it, and run
  /// only there: an event on another executor traps with a message naming the actor and `receive(on:)`. The
  /// caller's isolation is captured by the defaulted `isolation` parameter; code that is not isolated pays nothing.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Subscribers.Demand) -> Void)? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) -> Publishers.HandleEvents<Self> {
    // Not isolated: the closures go in as they are. (Passing them through the generic wrapper would reabstract
    // each one, an allocation apiece, in unspecialized callers.)
    guard isolation != nil else {
      return Publishers.HandleEvents(
        upstream: self,
        receiveSubscription: receiveSubscription,
        receiveOutput: receiveOutput,
        receiveCompletion: receiveCompletion,
        receiveCancel: receiveCancel,
        receiveRequest: receiveRequest
      )
    }
    let name: StaticString = "handleEvents"
    return Publishers.HandleEvents(
      upstream: self,
      receiveSubscription: receiveSubscription.map { IsolationCheck.wrap($0, on: isolation, in: name) },
      receiveOutput: receiveOutput.map { IsolationCheck.wrap($0, on: isolation, in: name) },
      receiveCompletion: receiveCompletion.map { IsolationCheck.wrap($0, on: isolation, in: name) },
      receiveCancel: receiveCancel.map { IsolationCheck.wrap($0, on: isolation, in: name) },
      receiveRequest: receiveRequest.map { IsolationCheck.wrap($0, on: isolation, in: name) }
    )
  }
}
#endif
