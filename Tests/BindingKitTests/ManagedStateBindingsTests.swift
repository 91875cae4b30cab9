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
