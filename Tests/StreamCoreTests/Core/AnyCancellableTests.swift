import StreamCore
import TestSupport
import Testing

@Suite struct AnyCancellableTests {
  @Test func cancelsOnceAndReleasesItsAction() {
    let counter = Counter()
    weak var weakProbe: LifetimeProbe?
    let cancellable: AnyCancellable
    do {
      let probe = LifetimeProbe()
      weakProbe = probe
      cancellable = AnyCancellable {
        _ = probe
        counter.increment()
      }
    }
    cancellable.cancel()
    cancellable.cancel()
    #expect(counter.value == 1)
    #expect(weakProbe == nil)
  }

  @Test("a struct or a class cancellable is cancelled once, by cancel() or on deinit, and released at cancel")
  func wrapsValueAndObjectCancellables() {
    struct CountingCancel: Cancellable {
      let counter: Counter
      func cancel() { counter.increment() }
    }
    final class CountingObject: Cancellable {
      let counter: Counter
      init(_ counter: Counter) { self.counter = counter }
      func cancel() { counter.increment() }
    }
    let valueCount = Counter()
    let value = AnyCancellable(CountingCancel(counter: valueCount))
    value.cancel()
    value.cancel()
    #expect(valueCount.value == 1)

    let objectCount = Counter()
    weak var weakObject: CountingObject?
    do {
      let object = CountingObject(objectCount)
      weakObject = object
      _ = AnyCancellable(object)
    }
    #expect(objectCount.value == 1)
    #expect(weakObject == nil)
  }

  @Test func cancelsOnDeinit() {
    let counter = Counter()
    do {
      _ = AnyCancellable { counter.increment() }
    }
    #expect(counter.value == 1)
  }

  @Test func storesInSetsAndArrays() {
    let counter = Counter()
    var set = Set<AnyCancellable>()
    var array: [AnyCancellable] = []
    AnyCancellable { counter.increment() }.store(in: &set)
    AnyCancellable { counter.increment() }.store(in: &array)
    #expect(set.count == 1)
    #expect(array.count == 1)
    set.removeAll()
    array.removeAll()
    #expect(counter.value == 2)
  }

  @Test func concurrentCancelRunsTheActionOnce() async {
    for _ in 0..<200 {
      let counter = Counter()
      let cancellable = AnyCancellable { counter.increment() }
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<4 { group.addTask { cancellable.cancel() } }
      }
      #expect(counter.value == 1)
    }
  }

  @Test func equalityIsIdentity() {
    let first = AnyCancellable {}
    let second = AnyCancellable {}
    #expect(first == first)
    #expect(first != second)
  }
}
