import StateKit
public import StreamCore

/// Runs the counter script and narrates every notification the state publishes.
///
/// The script sends MVI actions and mutates a field directly, then a timer on `scheduler` sends `.increment`
/// three times, `tick` apart. Each line after a `>` is one notification: one per committed change, none when
/// the rules bring the value back to what was committed.
///
/// - Parameters:
///   - scheduler: Where the timer ticks.
///   - tick: The interval between the timer's increments.
///   - narrate: Receives each line of the transcript.
///   - finished: Called after the third tick.
/// - Returns: The running counter; cancel it to stop the timer.
public func runCounter<Clock: Scheduler>(
  scheduler: Clock,
  tick: Clock.SchedulerTimeType.Stride = .milliseconds(300),
  narrate: @escaping (String) -> Void,
  finished: @escaping () -> Void = {}
) -> AnyCancellable {
  @ManagedState var counter = Counter()
  var subscriptions = Set<AnyCancellable>()
  $counter.sink { (diff: DiffedValue<Counter>) in
    let state = diff.new
    narrate(
      "> count \(state.count) (\(state.isOdd ? "odd" : "even")), was \(state.previous), best \(state.best)"
    )
  }
  .store(in: &subscriptions)

  let actions: [Counter.Action] = [.increment, .add(5), .decrement, .add(-100)]
  for action in actions {
    narrate("send(.\(action))")
    $counter.send(action)
  }
  narrate("send(.reset): the count is already 0, so nothing is committed or published")
  $counter.send(.reset)
  narrate("counter.count += 10")
  counter.count += 10

  narrate("a timer increments three times")
  SchedulerTimer(every: tick, scheduler: scheduler)
    .autoconnect()
    .prefix(3)
    .sink(
      receiveCompletion: { _ in finished() },
      receiveValue: { _ in $counter.send(.increment) }
    )
    .store(in: &subscriptions)
  return AnyCancellable { withExtendedLifetime(subscriptions) {} }
}
