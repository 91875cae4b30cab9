import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct DerivedLifetimeTests {
  @Test func aDerivedPropertyKeepsItsSourceAlive() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    weak let weakSource = source
    let derived = source!.map { $0 + 1 }
    source = nil
    #expect(weakSource != nil)
    #expect(derived.value == 2)
  }

  @Test func aDerivedChainIsReleasedWithItsOwners() {
    weak var weakSource: MutableProperty<Int>?
    weak var weakDerived: Property<Int>?
    do {
      let source = MutableProperty(1)
      let derived = source.map { $0 + 1 }.map { $0 * 2 }.removeDuplicates()
      weakSource = source
      weakDerived = derived
      #expect(derived.value == 4)
    }
    #expect(weakSource == nil)
    #expect(weakDerived == nil)
  }

  @Test func observingATemporaryDerivedPropertyKeepsItAndItsSourceUntilCancelled() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    weak let weakSource = source
    let subscriber = source!.map { $0 * 10 }.publisher.record()
    source!.value = 2
    source = nil
    weakSource?.value = 3
    #expect(subscriber.events == [.subscription, .value(10), .value(20), .value(30)])
    subscriber.cancel()
    #expect(weakSource == nil)
  }

  @Test func aDerivedPropertyNobodyHoldsStopsFollowingItsSource() {
    let calls = Counter()
    let source = MutableProperty(1)
    do {
      let derived = source.map { value -> Int in
        calls.increment()
        return value
      }
      #expect(derived.value == 1)
    }
    let afterRelease = calls.value
    source.value = 2
    #expect(calls.value == afterRelease)
  }

  @Test func closuresOfReleasedDerivedPropertiesAreFreed() {
    let source = MutableProperty(1)
    weak var weakProbe: TrackedProbe?
    do {
      let probe = TrackedProbe()
      weakProbe = probe
      let derived = source.map { value in withExtendedLifetime(probe) { value } }
      let cancellable = derived.publisher.sink { _ in }
      source.value = 2
      cancellable.cancel()
    }
    source.value = 3
    #expect(weakProbe == nil)
  }

  @Test func valuesIsAnAsyncSequenceOfTheCurrentValueThenChanges() async {
    let source = MutableProperty(1)
    var iterator = source.values.makeAsyncIterator()
    #expect(await iterator.next() == 1)
    source.value = 2
    #expect(await iterator.next() == 2)
  }
}
