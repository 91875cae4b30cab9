import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct PropertyProtocolPublisherTests {
  @Test func aPropertySendsItsCurrentValueThenEachChange() {
    let count = MutableProperty(1)
    let view = Property(count)
    let fromMutable = count.record()
    let fromView = view.record()
    count.value = 2
    count.value = 3
    #expect(fromMutable.events == [.subscription, .value(1), .value(2), .value(3)])
    #expect(fromView.events == [.subscription, .value(1), .value(2), .value(3)])
  }

  @Test func aConstantPropertySendsItsValueAndFinishes() {
    #expect(Property(value: 42).record().events == [.subscription, .value(42), .finished])
  }

  @Test func aPropertyHonoursDemand() {
    let count = MutableProperty(0)
    let subscriber = count.record(demand: .max(2))
    count.value = 1
    count.value = 2
    #expect(subscriber.events == [.subscription, .value(0), .value(1)])
    subscriber.request(.max(1))
    #expect(subscriber.events == [.subscription, .value(0), .value(1), .value(2)])
  }

  @Test func combinesOperatorsWithoutGoingThroughItsPublisher() {
    let flag = MutableProperty(false)
    let seen = Log<Bool>()
    let cancellable = flag.filter(\.self).handleValue { seen.append($0) }.sink { _ in }
    flag.value = true
    flag.value = false
    flag.value = true
    #expect(seen.entries == [true, true])
    cancellable.cancel()
  }

  @Test func itsOwnOperatorsStillReturnProperties() {
    let count = MutableProperty(1)
    let doubled: Property<Int> = count.map { $0 * 2 }
    let distinct: Property<Int> = count.removeDuplicates()
    let pair: Property<(Int, Int)> = count.combineLatest(with: doubled)
    let zipped: Property<(Int, Int)> = count.zip(doubled)
    count.value = 2
    #expect(doubled.value == 4)
    #expect(distinct.value == 2)
    #expect(pair.value == (2, 4))
    #expect(zipped.value == (2, 4))
  }

  @Test func aChainOfMapsWithNoTypeWrittenIsAChainOfProperties() {
    let count = MutableProperty(1)
    let label = count.map { $0 + 1 }.map { $0 * 10 }.map { "\($0) points" }
    let fields = count.map(\.description).map(\.count).map { $0 + 1 }.map { $0 * 2 }
    count.value = 2
    #expect(label.value == "30 points")
    #expect(fields.value == 4)
    #expect(type(of: label) == Property<String>.self)
  }

  @Test func staticCombinatorsStillInferTheirValueType() {
    let a = MutableProperty(1)
    let b = MutableProperty("b")
    #expect(Property.combineLatest(a, b).value == (1, "b"))
    #expect(Property.zip(a, b).value == (1, "b"))
    #expect(Property.combineLatest([a, a]).value == [1, 1])
    #expect(Property.zip([a, a]).value == [1, 1])
  }

  @Test func goesWhereAPublisherIsExpected() {
    let count = MutableProperty(1)
    let letters = PassthroughSubject<String, Never>()
    let combined = letters.combineLatest(count).map { "\($0)\($1)" }.record()
    let erased = describe(count).record()
    letters.send("a")
    count.value = 2
    #expect(combined.events == [.subscription, .value("a1"), .value("a2")])
    #expect(erased.events == [.subscription, .value("1"), .value("2")])
  }

  @Test func aFlatMapFollowsInnerPropertiesAsPublishers() {
    let first = MutableProperty(10)
    let second = MutableProperty(20)
    let selection = PassthroughSubject<Int, Never>()
    let subscriber = selection.map { $0 == 0 ? first : second }.switchToLatest().record()
    selection.send(0)
    first.value = 11
    selection.send(1)
    first.value = 12
    second.value = 21
    #expect(subscriber.events == [.subscription, .value(10), .value(11), .value(20), .value(21)])
  }

  @Test func aSubscriptionKeepsThePropertyAliveUntilCancelled() {
    let source = PassthroughSubject<Int, Never>()
    var property: Property<Int>? = Property(initial: 0, then: source)
    weak let weakProperty = property
    let subscriber = property!.record()
    property = nil
    source.send(1)
    #expect(weakProperty != nil)
    #expect(subscriber.events == [.subscription, .value(0), .value(1)])
    subscriber.cancel()
    #expect(weakProperty == nil)
  }

  @Test func everyCommittedValueArrivesFromManyThreads() {
    let count = MutableProperty(0)
    let received = Counter()
    let cancellable = count.sink { _ in received.increment() }
    onThreads(4) { _ in
      for _ in 0..<1_000 { count.modify { $0 += 1 } }
    }
    #expect(count.value == 4_000)
    #expect(received.value == 4_001)
    cancellable.cancel()
  }

  private func describe(_ values: some Publisher<Int, Never>) -> AnyPublisher<String, Never> {
    values.map(String.init).eraseToAnyPublisher()
  }
}
