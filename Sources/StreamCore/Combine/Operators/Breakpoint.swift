#if !canImport(Combine)
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

extension Publishers {
  /// A publisher that raises `SIGTRAP` when a closure says so, stopping in the debugger.
  ///
  /// Created by ``Publisher/breakpoint(receiveSubscription:receiveOutput:receiveCompletion:)`` and
  /// ``Publisher/breakpointOnError()``. As in Combine, the signal is raised with `raise(SIGTRAP)` on every
  /// platform: under a debugger execution stops at the event; without one, the process ends with `SIGTRAP`.
  public struct Breakpoint<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose events are examined.
    public let upstream: Upstream
    /// Returns `true` to stop when upstream hands over its subscription.
    public let receiveSubscription: ((any Subscription) -> Bool)?
    /// Returns `true` to stop at a value.
    public let receiveOutput: ((Upstream.Output) -> Bool)?
    /// Returns `true` to stop at the completion.
    public let receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Bool)?

    /// Creates a publisher that raises `SIGTRAP` whenever one of the closures returns `true`.
    public init(
      upstream: Upstream,
      receiveSubscription: ((any Subscription) -> Bool)? = nil,
      receiveOutput: ((Upstream.Output) -> Bool)? = nil,
      receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let receiveSubscription = self.receiveSubscription
      let receiveOutput = self.receiveOutput
      let receiveCompletion = self.receiveCompletion
      let hooks = EventHooks<Output, Failure>(
        receiveSubscription: receiveSubscription.map { shouldStop in { if shouldStop($0) { raiseBreakpoint() } } },
        receiveOutput: receiveOutput.map { shouldStop in { if shouldStop($0) { raiseBreakpoint() } } },
        receiveCompletion: receiveCompletion.map { shouldStop in { if shouldStop($0) { raiseBreakpoint() } } }
      )
      upstream.subscribe(HookedSubscription(downstream: subscriber, hooks: hooks, name: "Breakpoint"))
    }
  }
}

/// Stops in the debugger, or ends the process with `SIGTRAP` when none is attached.
private func raiseBreakpoint() {
  raise(SIGTRAP)
}

extension Publisher {
  /// Raises `SIGTRAP` — stopping in the debugger — when one of the closures returns `true` for an event.
  ///
  /// The closures run before the event goes downstream. Without a debugger attached, `SIGTRAP` ends the
  /// process, as it does with Combine.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher
  ///   .breakpoint(receiveOutput: { $0 > 5 })
  ///   .sink { print($0) }
  /// // Prints "1", "2", "3" (no value is above 5, so nothing stops)
  /// ```
  ///
  /// - Parameters:
  ///   - receiveSubscription: Returns `true` to stop when upstream hands over its subscription.
  ///   - receiveOutput: Returns `true` to stop at a value.
  ///   - receiveCompletion: Returns `true` to stop at the completion.
  /// - Returns: A publisher that republishes upstream's events unchanged.
  public func breakpoint(
    receiveSubscription: ((any Subscription) -> Bool)? = nil,
    receiveOutput: ((Output) -> Bool)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
  ) -> Publishers.Breakpoint<Self> {
    Publishers.Breakpoint(
      upstream: self,
      receiveSubscription: receiveSubscription,
      receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion
    )
  }

  /// Raises `SIGTRAP` — stopping in the debugger — when upstream fails.
  ///
  /// Without a debugger attached, `SIGTRAP` ends the process, as it does with Combine.
  ///
  /// ```swift
  /// let cancellable = [1, 2].publisher
  ///   .breakpointOnError()
  ///   .sink { print($0) }
  /// // Prints "1", "2" (the stream finishes without failing, so nothing stops)
  /// ```
  ///
  /// - Returns: A publisher that republishes upstream's events unchanged.
  public func breakpointOnError() -> Publishers.Breakpoint<Self> {
    Publishers.Breakpoint(
      upstream: self,
      receiveCompletion: { completion in
        if case .failure = completion { return true }
        return false
      }
    )
  }
}
#endif
