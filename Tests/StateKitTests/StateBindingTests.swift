import Foundation
import StateKit
import StreamCore
import TestSupport
import Testing

/// A model whose `applyAnyRules` handle bumps a counter on each notification, as CombineExt's docs write it.
private struct Bumped: BehavioralStateContract, Sendable {
  static let bump = Notification.Name("StateBindingTests.bump")
  var bumps = 0
  var name = ""
  var modified = 0

  static func applyAnyRules(to state: StateBinding<Self>) -> [Any] {
    [
      NotificationCenter.default.publisher(for: bump).sink { note in
        if note.object == nil {
          state.wrappedValue.bumps += 1
        } else {
          state.modify { $0.modified += 1 }
        }
      }
    ]
  }
}

/// A model whose handle is captured by `NotificationCenter`'s `@Sendable` observer block, in Swift 6 mode.
private struct Observed: BehavioralStateContract, Sendable {
  static let tick = Notification.Name("StateBindingTests.tick")
  var ticks = 0

  static func applyAnyRules(to state: StateBinding<Self>) -> [Any] {
    let observer = NotificationCenter.default.addObserver(forName: tick, object: nil, queue: nil) { _ in
      state.wrappedValue.ticks += 1
    }
    return [AnyCancellable { NotificationCenter.default.removeObserver(observer) }]
  }
}

@Suite("StateBinding")
struct StateBindingTests {
  @Test("writes through the applyAnyRules handle are atomic mutations: no other thread's write is lost")
  func handleWritesLoseNoConcurrentWrite() {
    let model = ManagedState(wrappedValue: Bumped())
    let rounds = 3_000
    onThreads(3) { thread in
      for round in 0..<rounds {
        switch thread {
        case 0: NotificationCenter.default.post(name: Bumped.bump, object: nil)
        case 1: NotificationCenter.default.post(name: Bumped.bump, object: NSNull())
        default: model.wrappedValue.name = "\(round)"
        }
      }
    }
    #expect(model.wrappedValue.bumps == rounds)
    #expect(model.wrappedValue.modified == rounds)
    #expect(model.wrappedValue.name == "\(rounds - 1)")
    withExtendedLifetime(model) {}
  }

  @Test("a handle made from closures changes in place by a read and a write")
  func closureHandleReadsThenWrites() {
    let writes = Log<Int>()
    let handle = StateBinding(get: { 1 }, set: { writes.append($0) }, publisher: Empty<DiffedValue<Int>, Never>())
    handle.wrappedValue += 1
    handle.modify { $0 += 5 }
    #expect(writes.entries == [2, 6])
  }

  @Test("the handle is Sendable: captured by a @Sendable observer block and by tasks, it counts exactly")
  func handleIsSendable() async {
    let model = ManagedState(wrappedValue: Observed())
    onThreads(2) { _ in
      for _ in 0..<500 { NotificationCenter.default.post(name: Observed.tick, object: nil) }
    }
    let handle = StateBinding(get: { model.wrappedValue }, set: { model.wrappedValue = $0 }, publisher: model)
    await Task.detached { handle.modify { $0.ticks += 1_000 } }.value
    #expect(model.wrappedValue.ticks == 2_000)
  }
}
