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
    let handle = StateBinding(get: { 1 }, set: { writes.append($0) }, publisher: Empty().eraseToAnyPublisher())
    handle.wrappedValue += 1
    handle.modify { $0 += 5 }
    #expect(writes.entries == [2, 6])
  }
}
