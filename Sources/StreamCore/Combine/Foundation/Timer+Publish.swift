#if !canImport(Combine)
public import Foundation

extension Timer {
  /// A connectable publisher that sends the current date each time a Foundation timer fires on a run loop.
  ///
  /// Created by ``Foundation/Timer/publish(every:tolerance:on:in:options:)``. It is hot: subscribers share the
  /// timer, which is scheduled on the run loop by ``connect()`` (or by the first subscriber, with
  /// ``ConnectablePublisher/autoconnect()``) and fires only while that run loop runs in `mode`. A tick that
  /// arrives while a subscriber has no demand is dropped for that subscriber. For tests, prefer
  /// ``SchedulerTimer`` on a ``TestScheduler``.
  public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never

    /// The seconds between two ticks.
    public let interval: TimeInterval
    /// The tolerance the run loop may allow for each tick, in seconds.
    public let tolerance: TimeInterval?
    /// The run loop the timer is scheduled on.
    public let runLoop: RunLoop
    /// The run-loop mode the timer fires in.
    public let mode: RunLoop.Mode
    /// Options for the run loop (it takes none).
    public let options: RunLoop.SchedulerOptions?

    private let ticks = PassthroughSubject<Date, Never>()

    /// Creates a publisher that, once connected, ticks every `interval` seconds on `runLoop` in `mode`.
    public init(
      interval: TimeInterval,
      tolerance: TimeInterval? = nil,
      runLoop: RunLoop,
      mode: RunLoop.Mode,
      options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      ticks.receive(subscriber: subscriber)
    }

    /// Schedules the timer on the run loop; cancelling the result invalidates it.
    ///
    /// On the main run loop outside Darwin the ticks come from a timer on the main dispatch queue instead, so they
    /// arrive in an async `main` and under Swift Testing as well as in a program running `RunLoop.main.run()`;
    /// `mode` is then not observed.
    public func connect() -> any Cancellable {
      let ticks = self.ticks
      if MainRunLoopOnLinux.replaces(runLoop) {
        return MainRunLoopOnLinux.schedule(
          after: Date(timeIntervalSinceNow: interval),
          interval: interval,
          tolerance: tolerance ?? 0
        ) { ticks.send(Date()) }
      }
      let timer = Timer(timeInterval: interval, repeats: true) { _ in ticks.send(Date()) }
      if let tolerance { timer.tolerance = tolerance }
      runLoop.add(timer, forMode: mode)
      return AnyCancellable { timer.invalidate() }
    }
  }

  /// A connectable publisher of the current date every `interval` seconds on `runLoop` in `mode`.
  ///
  /// ```swift
  /// let cancellable = Timer.publish(every: 1, on: .main, in: .common)
  ///   .autoconnect()
  ///   .sink { print($0) }
  /// // Prints the date once a second while the main run loop runs
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The seconds between two ticks.
  ///   - tolerance: The tolerance the run loop may allow for each tick, in seconds.
  ///   - runLoop: The run loop to schedule the timer on.
  ///   - mode: The run-loop mode the timer fires in.
  ///   - options: Options for the run loop (it takes none).
  /// - Returns: A publisher that starts ticking once connected.
  public static func publish(
    every interval: TimeInterval,
    tolerance: TimeInterval? = nil,
    on runLoop: RunLoop,
    in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }
}
#endif
