import Foundation
import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct MutablePropertyTests {
  @Test func publishesTheCurrentValueThenEveryChange() {
    let property = MutableProperty(1)
    let all = property.publisher.record()
    let changes = property.newValues.record()
    property.value = 2
    property.value = 2
    #expect(all.values == [1, 2, 2])
    #expect(changes.values == [2, 2])
    #expect(property.value == 2)
  }

  @Test func modifyIsAtomicEmitsOnceAndReturnsTheBodysResult() {
    let property = MutableProperty([1])
    let subscriber = property.newValues.record()
    let count = property.modify { values in
      values.append(2)
      values.append(3)
      return values.count
    }
    #expect(count == 3)
    #expect(subscriber.values == [[1, 2, 3]])
  }

  @Test func swapReturnsThePreviousValue() {
    let property = MutableProperty("idle")
    let subscriber = property.newValues.record()
    #expect(property.swap("running") == "idle")
    #expect(property.value == "running")
    #expect(subscriber.values == ["running"])
  }

  @Test func withValueReadsWithoutPublishing() {
    let property = MutableProperty(21)
    let subscriber = property.newValues.record()
    #expect(property.withValue { $0 * 2 } == 42)
    #expect(subscriber.values.isEmpty)
  }

  @Test func propertyWrapperProjectsTheProperty() {
    final class Model {
      @MutableProperty var count = 0
    }
    let model = Model()
    let subscriber = model.$count.publisher.record()
    model.count += 1
    model.$count.modify { $0 += 10 }
    #expect(model.count == 11)
    #expect(subscriber.values == [0, 1, 11])
  }

  @Test func releasingThePropertyFinishesItsPublishers() {
    var property: MutableProperty<Int>? = MutableProperty(1)
    // Followed without being kept (as `flatMap` and `<~` follow a property); `publisher` itself would keep it.
    let subscriber = property!.publisher.followingOnly.record()
    weak let weakProperty = property
    property = nil
    #expect(weakProperty == nil)
    #expect(subscriber.events == [.subscription, .value(1), .finished])
  }

  @Test func aSubscriptionKeepsThePropertyAliveUntilCancelled() {
    var property: MutableProperty<Int>? = MutableProperty(1)
    weak let weakProperty = property
    let cancellable = property!.publisher.sink { _ in }
    property = nil
    #expect(weakProperty != nil)
    cancellable.cancel()
    #expect(weakProperty == nil)
  }

  @Test func reentrantSetsReachEveryObserverInCommitOrder() {
    let property = MutableProperty(0)
    var first: [Int] = []
    var second: [Int] = []
    let a = property.newValues.sink { value in
      first.append(value)
      if value == 1 {
        property.value = 2
        property.value = 3
      }
    }
    let b = property.newValues.sink { second.append($0) }
    property.value = 1
    #expect(first == [1, 2, 3])
    #expect(second == [1, 2, 3])
    #expect(property.value == 3)
    withExtendedLifetime((a, b)) {}
  }

  @Test func concurrentModifiesLoseNoUpdate() {
    let property = MutableProperty(0)
    let subscriber = property.newValues.record()
    onThreads(8) { _ in
      for _ in 0..<20_000 { property.modify { $0 += 1 } }
    }
    #expect(property.value == 160_000)
    #expect(subscriber.values == Array(1...160_000))
  }

  @Test func concurrentReadersSeeOnlyCommittedValues() {
    let property = MutableProperty(0)
    let torn = Counter()
    onThreads(4) { index in
      for step in 1...5_000 {
        if index == 0 {
          property.value = step * 100_000 + step
        } else {
          let value = property.value
          if value / 100_000 != value % 100_000 { _ = torn.increment() }
        }
      }
    }
    #expect(torn.value == 0)
    #expect(property.value == 500_005_000)
  }

  @Test func nestedModifyOfTheSamePropertyTraps() async {
    await #expect(processExitsWith: .failure) {
      let property = MutableProperty(0)
      property.modify { _ in property.modify { $0 += 1 } }
    }
  }

  @Test func readingTheValueInsideItsOwnModifyTraps() async {
    await #expect(processExitsWith: .failure) {
      let property = MutableProperty(0)
      property.modify { $0 = property.value + 1 }
    }
  }

  @Test func readersAndSubscribersOnAnotherThreadDoNotWaitForAModifyBody() {
    let property = MutableProperty(1)
    let view = Property(capturing: property)
    let seen = OrderLog()
    let done = DispatchSemaphore(value: 0)
    property.modify { value in
      value = 2
      Thread {
        seen.append(view.value)
        let cancellable = view.publisher.sink { seen.append($0) }
        cancellable.cancel()
        done.signal()
      }
      .start()
      #expect(done.wait(timeout: .now() + 30) == .success, "another thread waited for the modify body")
    }
    #expect(seen.values == [1, 1])
    #expect(property.value == 2)
  }

  @Test func modifyOfAnotherPropertyInsideModifyIsAllowed() {
    let first = MutableProperty(1)
    let second = MutableProperty(10)
    first.modify { value in
      second.modify { $0 += 1 }
      value += 1
    }
    #expect(first.value == 2)
    #expect(second.value == 11)
  }
}

@Suite struct MutablePropertyLifetimeTests {
  @Test func lifetimeEndsWhenThePropertyIsReleased() {
    var property: MutableProperty<Int>? = MutableProperty(0)
    let lifetime = property!.lifetime
    #expect(!lifetime.hasEnded)
    property = nil
    #expect(lifetime.hasEnded)
  }
}

@Suite struct PropertyDemandTests {
  @Test func aSubscriberWithLimitedDemandGetsTheLatestValueWhenItAsks() {
    let property = MutableProperty(0)
    let subscriber = property.publisher.record(demand: .max(1))
    property.value = 1
    property.value = 2
    subscriber.request(.max(1))
    #expect(subscriber.values == [0, 2])
  }
}
