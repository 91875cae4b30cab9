import Foundation
import StateKit
import StreamCore
import TestSupport
import Testing

/// A model whose rules install a timer on a test scheduler and a NotificationCenter observer, both capturing the
/// handle, and hand the scheduler and the notification name in through task-locals.
struct Ticking: BehavioralStateContract {
  var ticks = 0
  var pings = 0

  @TaskLocal static var scheduler: TestScheduler?
  @TaskLocal static var ping: Notification.Name?

  @AnyTokenBuilder<Any>
  static func applyAnyRules(to state: StateBinding<Self>) -> [Any] {
    if let scheduler {
      SchedulerTimer(every: .seconds(1), scheduler: scheduler).autoconnect().sink { _ in
        state.wrappedValue.ticks += 1
      }
    }
    if let ping {
      NotificationCenter.default.addObserver(forName: ping, object: nil, queue: nil) { _ in
        state.wrappedValue.pings += 1
      }
    }
  }
}

/// Who keeps whom alive in StateKit, for the capture patterns users write; each test pins a row of the "Lifetimes"
/// article.
@Suite("Lifetime census: StateKit", .serialized)
struct LifetimeCensusTests {
  @Test("a subscription to a ManagedState keeps it alive until cancelled, then lets go")
  func subscriptionKeepsTheState() {
    weak var weakState: ManagedState<Plain>?
    var received: [Int] = []
    var cancellable: AnyCancellable?
    do {
      let state = ManagedState(wrappedValue: Plain())
      weakState = state
      cancellable = state.justNew().sink { received.append($0.count) }
    }
    #expect(weakState != nil)
    weakState?.wrappedValue.count = 1
    #expect(received == [0, 1])
    cancellable?.cancel()
    #expect(weakState == nil)
  }

  @Test("a timer token held by a state stops with it: no tick reaches a gone state")
  func timerTokenStopsWithTheState() {
    let scheduler = TestScheduler()
    weak var weakState: ManagedState<Ticking>?
    let reports = DiagnosticLog.capturing("Ticking") {
      Ticking.$scheduler.withValue(scheduler) {
        let state = ManagedState(wrappedValue: Ticking())
        weakState = state
        scheduler.advance(by: .seconds(2))
        #expect(state.wrappedValue.ticks == 2)
      }
      #expect(weakState == nil)
      scheduler.advance(by: .seconds(5))
    }
    #expect(reports.isEmpty)
  }

  @Test("a NotificationCenter observer held by a state is removed with it; its handle lets the state go")
  func notificationTokenIsRemovedWithTheState() {
    let ping = Notification.Name("StateKit.LifetimeCensusTests.ping.\(UUID())")
    weak var weakState: ManagedState<Ticking>?
    let reports = DiagnosticLog.capturing("Ticking") {
      Ticking.$ping.withValue(ping) {
        let state = ManagedState(wrappedValue: Ticking())
        weakState = state
        NotificationCenter.default.post(name: ping, object: nil)
        #expect(state.wrappedValue.pings == 1)
      }
      #expect(weakState == nil)
      NotificationCenter.default.post(name: ping, object: nil)
    }
    // A rule of the gone state would have written through its handle, which reports the write.
    #expect(reports.isEmpty)
  }

  /// A model whose rule hands its handle out, so a test can write through it after the state is gone.
  struct Handing: BehavioralStateContract {
    var count = 0
    @TaskLocal static var handles: Log<StateBinding<Handing>>?

    static func applyAnyRules(to state: StateBinding<Self>) -> [Any] {
      handles?.append(state)
      return []
    }
  }

  @Test("a write through the handle of a gone state is ignored and reported")
  func writeThroughTheHandleOfAGoneStateIsReported() throws {
    let handles = Log<StateBinding<Handing>>()
    weak var weakState: ManagedState<Handing>?
    Handing.$handles.withValue(handles) {
      let state = ManagedState(wrappedValue: Handing(count: 3))
      weakState = state
    }
    #expect(weakState == nil)
    let handle = try #require(handles.entries.first)
    let reports = DiagnosticLog.capturing("Handing") {
      handle.wrappedValue.count += 1
      handle.set(Handing(count: 9))
    }
    #expect(reports.map(\.kind) == [.writeToReleasedState, .writeToReleasedState])
    #expect(handle.wrappedValue.count == 3)
  }
}
