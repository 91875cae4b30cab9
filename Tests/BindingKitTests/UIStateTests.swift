import BindingKit
import Foundation
import StreamCore
import TestSupport
import Testing

@Suite struct UIStateTests {
  struct Details: Equatable {
    var age = 0
  }

  struct Profile: Equatable {
    var name = ""
    var details = Details()
  }

  struct ViewState: Equatable {
    var isOn = false
    var title = ""
    var profile = Profile()
    var number = 0
  }

  @Test func publishesTheCurrentValueThenChangesAndIgnoresEqualWrites() {
    @UIState var count = 0
    let recorder = $count.record()
    count = 1
    count = 1
    count += 1
    #expect(
      recorder.values == [DiffedValue(old: nil, new: 0), DiffedValue(old: 0, new: 1), DiffedValue(old: 1, new: 2)]
    )
    #expect($count.publisher.record().values == [DiffedValue(old: nil, new: 2)])
    #expect($count.justNew().record().values == [2])
  }

  @Test func aFieldBindingIsSilentWhenOtherFieldsChange() {
    @UIState var state = ViewState()
    let isOn: UIBinding<Bool> = $state.isOn
    let recorder = isOn.record()
    state.title = "Settings"
    state.profile.name = "Ada"
    state.isOn = true
    #expect(recorder.values == [DiffedValue(old: nil, new: false), DiffedValue(old: false, new: true)])
  }

  @Test func aDepthThreeWriteUpdatesTheRootOnceAndNotifiesOnce() {
    @UIState var state = ViewState()
    let root = $state.record()
    let age = $state.profile.details.age
    let ageRecorder = age.record()
    age.wrappedValue = 36
    #expect(state.profile.details.age == 36)
    #expect(root.values.count == 2)
    #expect(root.values.last == DiffedValue(old: ViewState(), new: state))
    #expect(ageRecorder.values == [DiffedValue(old: nil, new: 0), DiffedValue(old: 0, new: 36)])
  }

  @Test func dynamicCallableBindings() {
    @UIState var state = ViewState()
    $state(\.number).wrappedValue = 3
    $state().title.wrappedValue = "T"
    #expect(state.number == 3)
    #expect(state.title == "T")
  }

  @Test func convenienceInitializers() {
    let selection = UIState<Int?>()
    let tags = UIState<[String]>()
    let scores = UIState<[String: Int]>()
    #expect(selection.wrappedValue == nil)
    #expect(tags.wrappedValue.isEmpty)
    #expect(scores.wrappedValue.isEmpty)
    tags.wrappedValue.append("a")
    #expect(tags.justNew().record().values == [["a"]])
  }

  @Test func objectWillChangeFiresOncePerCommittedChange() {
    @UIState var count = 0
    let signals = Counter()
    let cancellable = $count.objectWillChange.sink { _ = signals.increment() }
    count = 1
    count = 1
    $count.withLock { $0 += 2 }
    #expect(signals.value == 2)
    withExtendedLifetime(cancellable) {}
  }

  @Test func aSubscriberThatWritesIsServedAfterTheCurrentChangeFIFO() {
    @UIState var count = 0
    let order = Log<String>()
    let first = $count.justNew().sink { value in
      order.append("a\(value)")
      if value == 1 { count = 2 }
    }
    let second = $count.justNew().sink { value in order.append("b\(value)") }
    count = 1
    #expect(order.entries == ["a0", "b0", "a1", "b1", "a2", "b2"])
    withExtendedLifetime((first, second)) {}
  }

  @Test func eightThreadsWritingThroughBindingsEndAtTheExactCount() {
    let state = UIState(wrappedValue: ViewState())
    let notifications = Counter()
    let cancellable = state.observe(\.number).sink { (_: DiffedValue<Int>) in _ = notifications.increment() }
    onThreads(8) { thread in
      let number = state.observe(\.number)
      for _ in 0..<1_000 {
        if thread.isMultiple(of: 2) {
          number.modify { $0 += 1 }
        } else {
          state.wrappedValue.number += 1
        }
      }
    }
    #expect(state.wrappedValue.number == 8_000)
    #expect(notifications.value == 8_001)
    withExtendedLifetime(cancellable) {}
  }

  @Test(.checksLeaks) func stateBindingsAndBindingArraysAreFreedWithTheirOwners() {
    struct Probed: Equatable {
      var probe = TrackedProbe()
      var items = ["A", "B"]
      static func == (lhs: Probed, rhs: Probed) -> Bool { lhs.probe === rhs.probe && lhs.items == rhs.items }
    }
    weak var weakState: UIState<Probed>?
    do {
      let state = UIState(wrappedValue: Probed())
      weakState = state
      let items = state.observe(\.items)
      let elements = items.bindingArray()
      let cancellable = elements[0].sink { (_: DiffedValue<String>) in }
      let dsl = state.bind(to: \.items) { (_: inout [String]) in }
      elements[1].wrappedValue = "b"
      #expect(state.wrappedValue.items == ["A", "b"])
      withExtendedLifetime((cancellable, dsl)) {}
    }
    #expect(weakState == nil)
  }
}

/// A value that cannot be compared.
struct Opaque {}

/// A value whose equality ignores its ``Opaque`` field.
struct OpaqueHolder: Equatable {
  var number = 0
  var opaque = Opaque()

  static func == (lhs: OpaqueHolder, rhs: OpaqueHolder) -> Bool { lhs.number == rhs.number }
}

@Suite struct UIStateFieldBindingTests {
  struct Profile: Equatable {
    struct Address: Equatable {
      var city = ""
      var street = ""
    }

    var name = ""
    var address = Address()
  }

  @Test func aNestedKeyPathBindingEmitsOnlyWhenItsFieldChanges() {
    let state = UIState(wrappedValue: Profile())
    let city = state.address.city
    let recorder = city.record()
    state.wrappedValue.name = "Ada"
    state.wrappedValue.address.street = "Baker Street"
    city.wrappedValue = "London"
    state.observe(\.address).city.wrappedValue = "Paris"
    #expect(
      recorder.values == [
        DiffedValue(old: nil, new: ""), DiffedValue(old: "", new: "London"),
        DiffedValue(old: "London", new: "Paris"),
      ]
    )
    #expect(state.wrappedValue.address == Profile.Address(city: "Paris", street: "Baker Street"))
  }

  @Test func aNestedFieldThatIsNotEquatableEmitsOnlyWhenItsParentChanges() {
    struct Outer: Equatable {
      var inner = OpaqueHolder()
      var other = 0
    }
    let state = UIState(wrappedValue: Outer())
    let count = Counter()
    let cancellable = state.inner.opaque.sink { (_: DiffedValue<Opaque>) in _ = count.increment() }
    state.wrappedValue.other = 1
    state.wrappedValue.inner.number = 1
    state.wrappedValue.other = 2
    #expect(count.value == 2)
    withExtendedLifetime(cancellable) {}
  }

  @Test func aFieldThatIsNotEquatableEmitsOnEveryChangeOfTheState() {
    let state = UIState(wrappedValue: OpaqueHolder())
    let count = Counter()
    let cancellable = state.opaque.sink { (_: DiffedValue<Opaque>) in _ = count.increment() }
    state.wrappedValue.number = 1
    state.wrappedValue.number = 1
    state.wrappedValue.number = 2
    #expect(count.value == 3)
    withExtendedLifetime(cancellable) {}
  }

  @Test func aFieldObserverThatWritesIsServedAfterEveryFieldSawTheCurrentChange() {
    let state = UIState(wrappedValue: Profile())
    let log = Log<String>()
    let names = state.name.sink { (diff: DiffedValue<String>) in
      log.append("name \(diff.new)")
      if diff.new == "Ada" { state.wrappedValue.address.city = "London" }
    }
    let cities = state.address.city.sink { (diff: DiffedValue<String>) in log.append("city \(diff.new)") }
    state.wrappedValue = Profile(name: "Ada", address: Profile.Address(city: "Paris"))
    #expect(log.entries == ["name ", "city ", "name Ada", "city Paris", "city London"])
    withExtendedLifetime((names, cities)) {}
  }
}

@Suite struct UIStateReentrancyTests {
  @Test func readingTheStateInsideItsOwnWithLockTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let state = UIState(wrappedValue: 0)
      state.withLock { $0 = state.wrappedValue + 1 }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("UIState<Int> was read inside its own withLock body"))
  }

  @Test func nestedWithLockOnAnotherStateIsFine() {
    let first = UIState(wrappedValue: 1)
    let second = UIState(wrappedValue: 10)
    first.withLock { value in value += second.withLock { $0 } }
    #expect(first.wrappedValue == 11)
  }

  @Test func aReaderOnAnotherThreadDoesNotWaitForAWriteInProgress() {
    let state = UIState(wrappedValue: 1)
    let seen = OrderLog()
    let done = DispatchSemaphore(value: 0)
    state.withLock { value in
      value = 2
      Thread {
        seen.append(state.wrappedValue)
        done.signal()
      }
      .start()
      #expect(done.wait(timeout: .now() + 30) == .success, "the reader waited for the write's body")
    }
    #expect(seen.values == [1])
    #expect(state.wrappedValue == 2)
  }
}
