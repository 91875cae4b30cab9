import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct FlatMapTests {
  @Test func latestFollowsOnlyTheNewestInner() {
    let first = MutableProperty(1)
    let second = MutableProperty(10)
    let outer = MutableProperty(0)
    let flattened = outer.flatMap(.latest) { $0 == 0 ? first : second }
    let subscriber = flattened.publisher.record()
    first.value = 2
    first.value = 3
    outer.value = 1
    second.value = 20
    second.value = 30
    first.value = 4
    #expect(subscriber.values == [1, 2, 3, 10, 20, 30])
    #expect(flattened.value == 30)
  }

  @Test func mergeKeepsEveryInnerLive() {
    let inners = [MutableProperty(1), MutableProperty(10)]
    let outer = MutableProperty(0)
    let merged = outer.flatMap(.merge) { inners[$0] }
    let subscriber = merged.publisher.record()
    outer.value = 1
    inners[0].value = 2
    inners[1].value = 20
    #expect(subscriber.values == [1, 10, 2, 20])
  }

  @Test func concatQueuesUntilTheInnerFinishes() {
    let firstValues = PassthroughSubject<Int, Never>()
    let secondValues = PassthroughSubject<Int, Never>()
    let outer = MutableProperty(0)
    let concatenated = outer.flatMap(.concat) { index in
      Property(initial: index * 100, then: index == 0 ? firstValues : secondValues)
    }
    let subscriber = concatenated.publisher.record()
    outer.value = 1
    secondValues.send(101)
    firstValues.send(1)
    firstValues.send(completion: .finished)
    secondValues.send(102)
    #expect(subscriber.values == [0, 1, 100, 102])
  }

  @Test func switchToLatestFollowsTheSelectedProperty() {
    let a = MutableProperty(1)
    let b = MutableProperty(2)
    let selected = MutableProperty(Property(a))
    let value = selected.switchToLatest()
    #expect(value.value == 1)
    selected.value = Property(b)
    b.value = 3
    a.value = 9
    #expect(value.value == 3)
  }
}
