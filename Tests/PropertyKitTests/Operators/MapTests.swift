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
}
