import Foundation
import StreamCore
import TestSupport
import Testing

/// Runs the current run loop in short slices until `done` holds or `maxSlices` have run.
private func spinRunLoop(maxSlices: Int = 500, until done: () -> Bool) {
  var slices = 0
  while !done(), slices < maxSlices {
    _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    slices += 1
  }
}

@Suite struct TimerPublishTests {
  @Test func ticksOnlyOnceConnectedAndWhileTheRunLoopRuns() {
    let timer = Timer.publish(every: 0.005, on: .current, in: .default)
    let subscriber = TestSubscriber<Date, Never>()
    timer.subscribe(subscriber)
    spinRunLoop(maxSlices: 3) { false }
    #expect(subscriber.values.isEmpty)
    let connection = timer.connect()
    #expect(subscriber.values.isEmpty)
    spinRunLoop { subscriber.values.count >= 3 }
    connection.cancel()
    let dates = subscriber.values
    #expect(dates.count >= 3)
    #expect(dates == dates.sorted())
    spinRunLoop(maxSlices: 3) { false }
    #expect(subscriber.values.count == dates.count)
  }

  @Test func subscribersShareTheTimerWithinTheirDemand() {
    let timer = Timer.publish(every: 0.005, tolerance: 0.001, on: .current, in: .default)
    let one = TestSubscriber<Date, Never>(demand: .max(1))
    let all = TestSubscriber<Date, Never>()
    timer.subscribe(one)
    timer.subscribe(all)
    let connection = timer.autoconnect().sink { _ in }
    spinRunLoop { all.values.count >= 2 }
    connection.cancel()
    #expect(one.values.count == 1)
    #expect(all.values.count >= 2)
    #expect(one.values.first == all.values.first)
  }

  @Test(.timeLimit(.minutes(1)))
  func ticksOnTheMainRunLoopUnderSwiftTesting() async {
    var batches: [[Date]] = []
    let ticks = Timer.publish(every: 0.005, on: .main, in: .common).autoconnect().prefix(3).collect()
    for await dates in ticks.values { batches.append(dates) }
    #expect(batches.count == 1)
    #expect(batches.first?.count == 3)
    #expect(batches.first == batches.first?.sorted())
  }

  @Test func keepsItsParameters() {
    let timer = Timer.publish(every: 2, tolerance: 0.5, on: .main, in: .common)
    #expect(timer.interval == 2)
    #expect(timer.tolerance == 0.5)
    #expect(timer.runLoop === RunLoop.main)
    #expect(timer.mode == .common)
  }
}
