#if canImport(Observation)
import Dispatch
import Foundation
import Observation
import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite("UIProperty", .serialized, .exclusiveMainQueue, .timeLimit(.minutes(1)))
struct UIPropertyTests {
  @MainActor
  @Test func startsFromThePropertysValue() {
    let count = MutableProperty(3)
    let ui = UIProperty(count)
    #expect(ui.value == 3)
  }

  @MainActor
  @Test func aChangeOnTheMainQueueUpdatesItInlineAndFiresObservation() {
    let count = MutableProperty(1)
    let ui = UIProperty(count)
    let changes = Counter()
    withObservationTracking {
      _ = ui.value
    } onChange: {
      changes.increment()
    }
    count.value = 2
    #expect(changes.value == 1)
    #expect(ui.value == 2)
  }

  @MainActor
  @Test func aChangeOnAnotherThreadArrivesOnTheMainQueueInOrder() async {
    let count = MutableProperty(0)
    let ui = UIProperty(count)
    let seen = OrderLog()
    let offMain = Flag()
    // On Linux another thread than the main one may drain the main queue: ask the queue, not the thread.
    let mainQueue = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: mainQueue, value: true)
    let cancellable = ui.newValues.sink { value in
      if DispatchQueue.getSpecific(key: mainQueue) != true { offMain.set() }
      seen.append(value)
    }
    await confirmation { changed in
      withObservationTracking {
        _ = ui.value
      } onChange: {
        changed()
      }
      onThreads(1) { _ in
        for value in 1...20 { count.value = value }
      }
      // Nothing changed on this thread yet: the changes wait on the main queue.
      #expect(ui.value == 0)
      await mainQueueTurn()
    }
    #expect(ui.value == 20)
    #expect(seen.values == Array(1...20))
    #expect(!offMain.isSet)
    cancellable.cancel()
  }

  @MainActor
  @Test func initialThenTakesEachValue() {
    let subject = PassthroughSubject<String, Never>()
    let ui = UIProperty(initial: "idle", then: subject)
    #expect(ui.value == "idle")
    subject.send("busy")
    #expect(ui.value == "busy")
  }

  @MainActor
  @Test func valuesSentWhileSubscribingStartIt() {
    let ui = UIProperty(initial: 0, then: [1, 2, 3].publisher)
    #expect(ui.value == 3)
  }

  @MainActor
  @Test func justNeverChanges() {
    let ui = UIProperty.just("Settings")
    let all = ui.publisher.record()
    #expect(ui.value == "Settings")
    #expect(all.values == ["Settings"])
  }

  @MainActor
  @Test func publishesLikeAProperty() {
    let count = MutableProperty(1)
    let ui = UIProperty(count)
    let all = ui.publisher.record()
    let doubled = ui.map { $0 * 2 }
    count.value = 2
    #expect(all.values == [1, 2])
    #expect(doubled.value == 4)
  }

  @MainActor
  @Test func aSubscriptionKeepsItAliveUntilCancelledThenItStopsFollowing() {
    let subject = PassthroughSubject<Int, Never>()
    var ui: UIProperty<Int>? = UIProperty(initial: 0, then: subject)
    weak let weakUI = ui
    var all: [Int] = []
    let cancellable = ui!.publisher.sink { all.append($0) }
    ui = nil
    #expect(weakUI != nil)
    subject.send(1)
    #expect(all == [0, 1])
    cancellable.cancel()
    #expect(weakUI == nil)
    subject.send(2)
    #expect(all == [0, 1])
  }

  @MainActor
  @Test func itKeepsItsSourceAlive() {
    var count: MutableProperty<Int>? = MutableProperty(1)
    weak let weakCount = count
    let ui = UIProperty(count!)
    count = nil
    #expect(weakCount != nil)
    weakCount?.value = 5
    #expect(ui.value == 5)
  }
}
#endif
