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
    // The second inner is made when the outer changes, as ReactiveSwift's transform runs, and follows its source
    // while it waits: it is followed from its value then, 101.
    #expect(subscriber.values == [0, 1, 101, 102])
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

  @Test("concat moves to the next inner once the followed MutableProperty is released")
  func concatMovesPastAReleasedInner() {
    var first: MutableProperty<Int>? = MutableProperty(1)
    weak let weakFirst = first
    let second = MutableProperty(10)
    let pick = MutableProperty(first!)
    let queued = pick.flatMap(.concat) { $0 }
    pick.value = second
    first = nil
    #expect(weakFirst == nil)
    second.value = 11
    #expect(queued.value == 11)
  }

  @Test("concat follows every inner set while one was followed, in order, none skipped")
  func concatFollowsEveryQueuedInner() {
    var first: MutableProperty<Int>? = MutableProperty(0)
    var second: MutableProperty<Int>? = MutableProperty(10)
    let third = MutableProperty(20)
    let outer = MutableProperty(first!)
    let values = outer.flatten(.concat).publisher.record()
    outer.value = second!
    outer.value = third
    first = nil
    #expect(values.values == [0, 10])
    second?.value = 11
    second = nil
    third.value = 21
    #expect(values.values == [0, 10, 11, 20, 21])
  }

  @Test("merge and latest release the inners they follow and finish once outer and inners are gone")
  func mergeAndLatestReleaseInnersAndFinish() {
    for strategy in [FlattenStrategy.merge, .latest] {
      var inner: MutableProperty<Int>? = MutableProperty(1)
      weak let weakInner = inner
      var outer: MutableProperty<MutableProperty<Int>>? = MutableProperty(inner!)
      weak let weakOuter = outer
      // Followed without being kept: `publisher` itself would keep the derived property, and so `outer`, alive.
      let subscriber = outer!.flatMap(strategy) { $0 }.publisher.followingOnly.record()
      inner?.value = 2
      outer = nil
      #expect(weakOuter == nil)
      #expect(subscriber.completions.isEmpty, "\(strategy) finished while an inner was still alive")
      inner = nil
      #expect(weakInner == nil, "\(strategy) kept its inner alive")
      #expect(subscriber.values == [1, 2])
      #expect(subscriber.completions == [.finished], "\(strategy) did not finish")
    }
  }

  @Test func flattenFollowsTheHeldPropertiesByTheStrategy() {
    let a = MutableProperty(1)
    let b = MutableProperty(10)
    let pick = MutableProperty(a)
    let latest = pick.flatten(.latest)
    let merged = pick.flatten(.merge)
    let queued = pick.flatten(.concat)
    pick.value = b
    a.value = 2
    #expect(latest.value == 10)
    #expect(merged.value == 2)
    #expect(queued.value == 2)
  }

  @Test func flattenConcatMovesOnWhenTheFollowedPropertyIsReleased() {
    var a: MutableProperty<Int>? = MutableProperty(1)
    let b = MutableProperty(10)
    let pick = MutableProperty(a!)
    let queued = pick.flatten(.concat)
    pick.value = b
    a = nil
    b.value = 11
    #expect(queued.value == 11)
  }
}

@Suite(.checksLeaks) struct CombinePropertyFlatMapTests {
  @Test func unlabelledFlatMapFollowsTheLatestInner() {
    let first = MutableProperty(1)
    let second = MutableProperty(10)
    let outer = MutableProperty(0)
    let flattened = outer.flatMap { $0 == 0 ? first : second }
    let subscriber = flattened.publisher.record()
    outer.value = 1
    first.value = 2
    second.value = 20
    #expect(subscriber.values == [1, 10, 20])
  }

  @Test func maxPublishersUnlimitedMergesEveryInner() {
    let inners = [MutableProperty(1), MutableProperty(10)]
    let outer = MutableProperty(0)
    let merged = outer.flatMap(maxPublishers: .unlimited) { inners[$0] }
    let subscriber = merged.publisher.record()
    outer.value = 1
    inners[0].value = 2
    inners[1].value = 20
    #expect(subscriber.values == [1, 10, 2, 20])
    #expect(merged.value == 20)
  }

  @Test func maxPublishersOneWaitsForTheFollowedInnerToFinish() {
    let firstValues = PassthroughSubject<Int, Never>()
    let outer = MutableProperty(0)
    let limited = outer.flatMap(maxPublishers: .max(1)) { index in
      index == 0 ? Property(initial: 0, then: firstValues) : Property(value: index * 100)
    }
    let subscriber = limited.publisher.record()
    outer.value = 1
    outer.value = 2
    firstValues.send(5)
    #expect(subscriber.values == [0, 5])
    firstValues.send(completion: .finished)
    // The outer property's publisher kept only its latest value, 2, while it waited.
    #expect(subscriber.values == [0, 5, 200])
  }

  @Test func maxPublishersNoneIsTakenAsOne() {
    let outer = Property(initial: 0, then: Empty<Int, Never>())
    let flattened = outer.flatMap(maxPublishers: .none) { Property(initial: $0, then: Empty<Int, Never>()) }
    #expect(flattened.value == 0)
  }
}
