import BindingKit
import Foundation
import StateKit
import StreamCore
import TestSupport
import Testing

@Suite struct ManagedStateBindingsTests {
  struct Counter: BehavioralStateContract {
    var count = 0
    var isOdd = false
    var text = ""
    mutating func applyRules() { isOdd = count % 2 != 0 }
  }

  @Test func aWriteThroughACountBindingRunsTheRulesAndNotifiesOnce() {
    @ManagedState var model = Counter()
    let recorder = $model.record()
    let count: UIBinding<Int> = $model(\.count)
    count.wrappedValue = 3
    #expect(model.isOdd)
    #expect(recorder.values.count == 2)
    #expect(recorder.values.last?.new == Counter(count: 3, isOdd: true))
  }

  @Test func dynamicMemberAndCallableBindingsReachTheState() {
    @ManagedState var model = Counter()
    let text: UIBinding<String> = $model.text
    text.wrappedValue = "hi"
    $model().wrappedValue.count = 1
    #expect(model.text == "hi")
    #expect(model.isOdd)
    let fieldValue: String = $model.text
    #expect(fieldValue == "hi")
  }

  struct Search: BehavioralStateContract {
    var results: [String] = []
    var clicks = 0
  }

  @Test func aPlainReadThroughTheWrapperIsTheValueWithBindingKitImported() {
    let state = ManagedState(wrappedValue: Search(clicks: 3))
    #expect("\(state.clicks)" == "3")
    let clicks = state.clicks
    #expect(type(of: clicks) == Int.self)
  }

  @Test func aWriteThroughTheWrapperMutatesTheValueThroughItsRules() {
    @ManagedState var model = Counter()
    let recorder = $model.record()
    _model.text = "a"
    $model.text.append("b")
    #expect(model.text == "ab")
    #expect(recorder.values.map(\.new.text) == ["", "a", "ab"])
    let state = ManagedState(wrappedValue: Search())
    state.results.append("x")
    #expect(state.wrappedValue.results == ["x"])
  }

  @Test func aBindingWhereABindingIsAskedFor() {
    let state = ManagedState(wrappedValue: Search())
    let results: UIBinding<[String]> = state.results
    results.wrappedValue = ["a"]
    state.clicks.wrappedValue = 2
    #expect(state.wrappedValue == Search(results: ["a"], clicks: 2))
    #expect(state(\.clicks).wrappedValue == 2)
  }

  @Test func aFieldBindingIsSilentWhenOtherFieldsChange() {
    @ManagedState var model = Counter()
    let recorder = $model.text.record()
    model.count = 1
    model.text = "x"
    #expect(recorder.values == [DiffedValue(old: nil, new: ""), DiffedValue(old: "", new: "x")])
  }

  @Test func theBindingDSLWritesBackThroughTheRules() {
    @ManagedState var model = Counter()
    let cancellable = $model.bindDiffed(to: \.text) { model, text in
      model.count = text.new.count
    }
    model.text = "abc"
    #expect(model.count == 3)
    #expect(model.isOdd)
    withExtendedLifetime(cancellable) {}
  }

  @Test func safeBindingMembersWork() {
    @ManagedState var model = Counter()
    #expect($model.justNew().record().values == [Counter()])
    #expect($model.justNew(\.count).record().values == [0])
    #expect($model.extractNew(\.text).record().values == [""])
  }

  struct Clock: BehavioralStateContract {
    var ticks = 0

    static let tick = Notification.Name("ManagedStateBindingsTests.tick")

    @AnyTokenBuilder<Any>
    static func applyAnyRules(to state: UIBinding<Self>) -> [Any] {
      NotificationCenter.default.publisher(for: tick, object: nil).sink { _ in state.wrappedValue.ticks += 1 }
    }
  }

  @Test func aModelDeclaringApplyAnyRulesWithUIBindingGetsItsTokenInstalled() {
    @ManagedState var clock = Clock()
    NotificationCenter.default.post(name: Clock.tick, object: nil)
    NotificationCenter.default.post(name: Clock.tick, object: nil)
    #expect(clock.ticks == 2)
  }
}

/// A model with a nested field, for in-place changes through projected bindings.
private struct Tapped: BehavioralStateContract, Sendable {
  var pings = 0
  var modified = 0
  var nested = Nested()

  struct Nested: Equatable, Sendable { var taps = 0 }
}

/// A model written as CombineExt's docs write it: `applyAnyRules(to: UIBinding<Self>)` whose observer bumps a field.
private struct Pinged: BehavioralStateContract, Sendable {
  static let ping = Notification.Name("ManagedStateBindingsTests.ping")
  var pings = 0
  var modified = 0
  var name = ""

  static func applyAnyRules(to state: UIBinding<Self>) -> [Any] {
    [
      NotificationCenter.default.publisher(for: ping).sink { note in
        if note.object == nil {
          state.wrappedValue.pings += 1
        } else {
          state.modify { $0.modified += 1 }
        }
      }
    ]
  }
}

@Suite("Bindings to a managed state: in-place changes are atomic")
struct ManagedStateBindingAtomicityTests {
  @Test("writes through the UIBinding applyAnyRules receives lose no other thread's write")
  func applyAnyRulesBindingLosesNoWrite() {
    let model = ManagedState(wrappedValue: Pinged())
    let rounds = 3_000
    onThreads(3) { thread in
      for round in 0..<rounds {
        switch thread {
        case 0: NotificationCenter.default.post(name: Pinged.ping, object: nil)
        case 1: NotificationCenter.default.post(name: Pinged.ping, object: NSNull())
        default: model.wrappedValue.name = "\(round)"
        }
      }
    }
    #expect(model.wrappedValue.pings == rounds)
    #expect(model.wrappedValue.modified == rounds)
    #expect(model.wrappedValue.name == "\(rounds - 1)")
  }

  @Test("a projected binding's in-place change is one mutation of the root")
  func projectedBindingChangesInPlaceAtomically() {
    let model = ManagedState(wrappedValue: Tapped())
    let state = UIState(wrappedValue: Tapped.Nested())
    let rounds = 2_000
    onThreads(4) { thread in
      for _ in 0..<rounds {
        switch thread {
        case 0: model.observe(\.nested).wrappedValue.taps += 1
        case 1: model.observe().wrappedValue.pings += 1
        case 2: state.observe().wrappedValue.taps += 1
        default: model.wrappedValue.modified += 1
        }
      }
    }
    #expect(model.wrappedValue.nested.taps == rounds)
    #expect(model.wrappedValue.pings == rounds)
    #expect(model.wrappedValue.modified == rounds)
    #expect(state.wrappedValue.taps == rounds)
  }
}
