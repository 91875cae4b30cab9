import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct MapTests {
  @Test func valueIsCorrectAtOnceWithoutObservers() {
    let source = MutableProperty(2)
    let doubled = source.map { $0 * 2 }
    #expect(doubled.value == 4)
    source.value = 5
    #expect(doubled.value == 10)
  }

  @Test func observersSeeTheScriptedValues() {
    let source = MutableProperty(1)
    let mapped = source.map { (value: Int) -> String in "\(value)" }
    let subscriber = mapped.publisher.record()
    source.value = 2
    source.value = 3
    #expect(subscriber.values == ["1", "2", "3"])
  }

  @Test func transformRunsOncePerChangeWhateverTheNumberOfObservers() {
    let calls = Counter()
    let source = MutableProperty(1)
    let mapped = source.map { value -> Int in
      calls.increment()
      return value + 1
    }
    let afterCreation = calls.value
    let observers = (0..<3).map { _ in mapped.publisher.record() }
    source.value = 2
    source.value = 3
    _ = mapped.value
    #expect(calls.value - afterCreation == 2)
    for observer in observers { #expect(observer.values == [2, 3, 4]) }
  }

  @Test func keyPaths() {
    struct Point: Equatable {
      var x = 1
      var y = 2
      var z = 3
    }
    let point = MutableProperty(Point())
    let x = point.map(\.x)
    let xy = point.map(\.x, \.y)
    let xyz = point.map(\.x, \.y, \.z)
    point.modify { $0.x = 7 }
    #expect(x.value == 7)
    #expect(xy.value == (7, 2))
    #expect(xyz.value == (7, 2, 3))
  }

  @Test func mapValueIsConstantButFollowsChanges() {
    let source = MutableProperty(1)
    let tapped = source.map(value: "tap")
    let subscriber = tapped.publisher.record()
    source.value = 2
    #expect(subscriber.values == ["tap", "tap"])
  }

  @Test func aTrailingClosureIsTheTransformNotAConstantValue() {
    let count = MutableProperty(1)
    let label = count.map { "\($0) items" }
    let value: String = label.value
    #expect(value == "1 items")
    count.value = 2
    #expect(label.value == "2 items")
  }

  @Test func mapOfAConstantIsConstant() {
    let mapped = Property(value: 2).map { $0 * 3 }
    #expect(mapped.value == 6)
    #expect(mapped.publisher.record().events == [.subscription, .value(6), .finished])
  }

  @Test func aMapOfAFinishedSourceKeepsItsValueAndFinishes() {
    let source = Property(initial: 1, then: Just(2))
    let mapped = source.map { $0 * 10 }
    #expect(mapped.value == 20)
    #expect(mapped.publisher.record().events == [.subscription, .value(20), .finished])
  }

  @Test func derivingInsideAnObserverOfTheSourceStartsFromTheCurrentValue() {
    let source = MutableProperty(1)
    var derived: [Property<Int>] = []
    let cancellable = source.newValues.sink { _ in derived.append(source.map { $0 * 10 }) }
    source.value = 2
    #expect(derived.map(\.value) == [20])
    source.value = 3
    #expect(derived.map(\.value) == [30, 30])
    withExtendedLifetime(cancellable) {}
  }

  @Test func derivingInsideAnObserverWhileChangesAreQueuedNeverGoesBack() {
    let source = MutableProperty(1)
    var derived: Property<Int>?
    var seen: TestSubscriber<Int, Never>?
    let cancellable = source.newValues.sink { value in
      guard value == 2 else { return }
      source.value = 3  // Queued behind 2, and older than the value the new property starts from.
      source.value = 4
      derived = source.map { $0 * 10 }
      seen = derived?.publisher.record()
    }
    source.value = 2
    source.value = 5
    #expect(seen?.values == [40, 50])
    #expect(derived?.value == 50)
    withExtendedLifetime(cancellable) {}
  }

  @Test func aSubscriptionKeepsAChainOfUnreferencedMapsUpdating() {
    let source = MutableProperty(0)
    let subscriber = source.map { $0 + 1 }.map { $0 * 3 }.map { $0 - 1 }.publisher.record()
    source.value = 1
    source.value = 2
    #expect(subscriber.values == [2, 5, 8])
  }

  @Test func theSourcesObserversReadDerivedValuesAlreadyUpdated() {
    let source = MutableProperty(1)
    let doubled = source.map { $0 * 2 }
    var seen: [Int] = []
    let cancellable = source.newValues.sink { _ in seen.append(doubled.value) }
    source.value = 2
    source.value = 3
    #expect(seen == [4, 6])
    withExtendedLifetime(cancellable) {}
  }

  @Test func mapsMadeWhileAnotherThreadWritesEndAtTheLastValue() {
    let source = MutableProperty(0)
    let made = Log<Property<Int>>()
    let regressions = Counter()
    onThreads(2) { thread in
      if thread == 0 {
        for value in 1...10_000 { source.value = value }
        return
      }
      for _ in 0..<100 {
        let mapped = source.map { $0 * 2 }
        var last = -1
        let cancellable = mapped.publisher.sink { value in
          if value <= last { regressions.increment() }
          last = value
        }
        made.append(mapped)
        cancellable.cancel()
      }
    }
    #expect(regressions.value == 0)
    #expect(made.entries.allSatisfy { $0.value == 20_000 })
  }
}
