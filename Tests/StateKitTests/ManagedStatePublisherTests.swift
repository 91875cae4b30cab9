import StateKit
import StreamCore
import TestSupport
import Testing

@Suite("ManagedState: publishers")
struct ManagedStatePublisherTests {
  @Test("$model and $model.publisher: a new subscriber first gets old == nil, then one diff per change")
  func diffs() {
    @ManagedState var model = Plain()
    model.count = 3
    let direct = $model.record()
    let erased = $model.publisher.record()
    model.count = 4
    model.count = 4
    let expected = [
      DiffedValue(old: nil, new: Plain(count: 3)), DiffedValue(old: Plain(count: 3), new: Plain(count: 4)),
    ]
    #expect(direct.values == expected)
    #expect(erased.values == expected)
  }

  @Test("A subscriber that joins during a delivery first gets the current value with old == nil")
  func subscriberJoiningDuringADelivery() {
    let state = ManagedState(wrappedValue: Plain())
    var late: TestSubscriber<DiffedValue<Plain>, Never>?
    let first = state.sink { (diff: DiffedValue<Plain>) in
      guard diff.new.count == 1 else { return }
      state.wrappedValue.count = 2
      late = state.record()
    }
    state.wrappedValue.count = 1
    state.wrappedValue.count = 3
    #expect(
      late?.values == [
        DiffedValue(old: nil, new: Plain(count: 2)), DiffedValue(old: Plain(count: 2), new: Plain(count: 3)),
      ]
    )
    withExtendedLifetime(first) {}
  }

  @Test("justNew() emits plain values; justNew(_:) and publisher(for:) only when the field changes")
  func plainValues() {
    @ManagedState var model = SpecCounter()
    let values = $model.justNew().map(\.count).record()
    let odd = $model.publisher(for: \.isOdd).record()
    let text = $model.justNew(\.text).record()
    model.count = 1
    model.count = 3
    model.count = 4
    #expect(values.values == [0, 1, 3, 4])
    #expect(odd.values == [false, true, false])
    #expect(text.values == ["was 0", "was 1", "was 3"])
  }

  @Test("sink { (v: V) in } receives new values; sink { diff in } still receives diffs")
  func sinkOverloads() {
    @ManagedState var model = Plain()
    let plain = OrderLog()
    let diffs = OrderLog()
    let a = $model.sink { (value: Plain) in plain.append(value.count) }
    let b = $model.sink { diff in diffs.append(diff.old?.count ?? -1) }
    model.count = 7
    #expect(plain.values == [0, 7])
    #expect(diffs.values == [-1, 0])
    a.cancel()
    b.cancel()
  }

  @Test("values is an AsyncSequence of the diffs; the iteration keeps the state alive, as a subscription does")
  func asyncValues() async {
    var state: ManagedState<Plain>? = ManagedState(wrappedValue: Plain(count: 2))
    weak let weakState = state
    var iterator = state!.publisher.values.makeAsyncIterator()
    let first = await iterator.next()
    #expect(first == DiffedValue(old: nil, new: Plain(count: 2)))
    state = nil
    #expect(weakState != nil)
    _ = consume iterator
  }

  @Test("A subscription keeps the state alive until cancelled; a state that goes finishes its publisher")
  func finishesOnDeinit() {
    var state: ManagedState<Plain>? = ManagedState(wrappedValue: Plain())
    weak let weakState = state
    let recorder = state!.map(\.new.count).record()
    state = nil
    #expect(weakState != nil)
    #expect(recorder.events == [.subscription, .value(0)])
    recorder.cancel()
    #expect(weakState == nil)
    // The publisher the state hands its own rules does not keep it, so it sees the state go.
    let handles = Log<StateBinding<LifetimeCensusTests.Handing>>()
    LifetimeCensusTests.Handing.$handles.withValue(handles) {
      _ = ManagedState(wrappedValue: LifetimeCensusTests.Handing())
    }
    #expect(handles.entries.first.map { $0.record().events } == [.subscription, .finished])
  }

  @Test("publisher(for:) respects demand, and keeps the state alive until cancelled")
  func fieldPublisherDemandAndCompletion() {
    var state: ManagedState<Plain>? = ManagedState(wrappedValue: Plain())
    weak let weakState = state
    let recorder = state!.publisher(for: \.count).record(demand: .max(1))
    state!.wrappedValue.count = 1
    recorder.request(.max(1))
    state!.wrappedValue.count = 2
    state = nil
    #expect(recorder.events == [.subscription, .value(0), .value(2)])
    #expect(weakState != nil)
    recorder.cancel()
    #expect(weakState == nil)
  }

  @Test("publisher(for:) of a subscript reads it only while subscribed: an unused one survives a shrinking array")
  func subscriptFieldPublisher() async {
    struct Listing: BehavioralStateContract {
      var items = ["a", "b", "c"]
    }
    await #expect(processExitsWith: .success) {
      let state = ManagedState(wrappedValue: Listing())
      _ = state.publisher(for: \.items[2])
      let third = state.publisher(for: \.items[2]).sink { _ in }
      state.wrappedValue.items[2] = "C"
      third.cancel()
      state.wrappedValue.items = []
    }
  }

  @Test("publisher(for:) subscribers of one field share its per-commit comparison and see every change in order")
  func fieldPublishersShareAChannel() {
    @ManagedState var model = SpecCounter()
    let first = $model.publisher(for: \.isOdd).record()
    let second = $model.publisher(for: \.isOdd).record()
    for count in 1...4 { model.count = count }
    #expect(first.values == [false, true, false, true, false])
    #expect(second.values == first.values)
  }

  @Test("Demand is respected: a commit made while a subscriber has no demand is not delivered to it")
  func demand() {
    @ManagedState var model = Plain()
    let recorder = $model.map(\.new.count).record(demand: .max(1))
    model.count = 1
    #expect(recorder.values == [0])
    recorder.request(.max(1))
    model.count = 2
    #expect(recorder.values == [0, 2])
  }

  @Test("objectWillChange fires before each committed change, never on subscription or for equal commits")
  func objectWillChange() {
    @ManagedState var model = Plain()
    let seen = OrderLog()
    let cancellable = $model.objectWillChange.sink { seen.append(model.count) }
    #expect(seen.values.isEmpty)
    model.count = 1
    model.count = 1
    model.count = 2
    #expect(seen.values == [0, 1])
    cancellable.cancel()
  }

  @Test("description and debugDescription forward to the value")
  func descriptions() {
    @ManagedState var model = Plain(count: 2)
    #expect($model.description == "Plain(count: 2)")
    #expect($model.debugDescription == "ManagedState(StateKitTests.Plain(count: 2))")
  }
}
