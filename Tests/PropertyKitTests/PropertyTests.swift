import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct PropertyTests {
  @Test func constantSendsItsValueAndFinishes() {
    let property = Property(value: 42)
    #expect(property.value == 42)
    #expect(property.publisher.record().events == [.subscription, .value(42), .finished])
    #expect(property.newValues.record().events == [.subscription, .finished])
  }

  @Test func capturingFollowsAndKeepsAliveAMutableProperty() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    weak let weakSource = source
    let property = Property(capturing: source!)
    let subscriber = property.publisher.record()
    source!.value = 2
    source = nil
    #expect(weakSource != nil)
    #expect(property.value == 2)
    #expect(subscriber.events == [.subscription, .value(1), .value(2)])
  }

  @Test func capturingKeepsAnyPropertyAliveAndFollowsIt() {
    let root = MutableProperty(1)
    var derived: Property<Int>? = root.map { $0 * 10 }
    weak let weakDerived = derived
    let property = Property(capturing: derived!)
    derived = nil
    root.value = 2
    #expect(weakDerived != nil)
    #expect(property.value == 20)
  }

  @Test func capturingPassesThroughAConstantPropertysBehaviour() {
    let property = Property(capturing: Property(value: "initial"))
    #expect(property.publisher.record().events == [.subscription, .value("initial"), .finished])
    #expect(property.newValues.record().events == [.subscription, .finished])
  }

  @Test func aCapturingViewFinishesWhenReleasedWithItsSource() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    weak let weakSource = source
    var property: Property<Int>? = Property(capturing: source!)
    // Followed without being kept (as `flatMap` and `<~` follow a property); `publisher` itself would keep it.
    let subscriber = property!.publisher.followingOnly.record()
    source = nil
    property = nil
    #expect(weakSource == nil)
    #expect(subscriber.events == [.subscription, .value(1), .finished])
  }

  @Test func aViewKeepsItsPropertyAlive() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    weak let weakSource = source
    let view = Property(source!)
    source!.value = 5
    source = nil
    #expect(weakSource != nil)
    #expect(view.value == 5)
  }

  @Test func initialThenTakesTheLatestValue() {
    let subject = PassthroughSubject<Int, Never>()
    let property = Property(initial: 0, then: subject)
    #expect(property.value == 0)
    subject.send(1)
    subject.send(2)
    #expect(property.value == 2)
    let late = property.publisher.record()
    subject.send(3)
    subject.send(completion: .finished)
    #expect(late.events == [.subscription, .value(2), .value(3), .finished])
  }

  @Test func initialThenAppliesSynchronousValuesAtOnce() {
    let property = Property(initial: 0, then: [1, 2, 3].publisher)
    #expect(property.value == 3)
    #expect(property.publisher.record().events == [.subscription, .value(3), .finished])
  }

  @Test func initialThenCancelsUpstreamWhenThePropertyAndItsSubscribersAreGone() {
    let cancels = Counter()
    let subject = PassthroughSubject<Int, Never>()
    var property: Property<Int>? = Property(
      initial: 0,
      then: subject.handleEvents(receiveCancel: { cancels.increment() })
    )
    let subscriber = property!.publisher.record()
    property = nil
    subject.send(1)
    #expect(subscriber.values == [0, 1])
    #expect(cancels.value == 0)
    subscriber.cancel()
    #expect(cancels.value == 1)
  }

  @Test func followsACurrentValueSubject() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let property = Property(subject)
    let subscriber = property.publisher.record()
    subject.value = 2
    #expect(property.value == 2)
    #expect(subscriber.values == [1, 2])
  }

  @Test func propertyIsAPropertyWrapperReadingTheCapturedValue() {
    struct Container {
      @Property var counter: Int
    }
    let mutableCounter = MutableProperty(0)
    let container = Container(counter: Property(capturing: mutableCounter))
    #expect(container.counter == 0)
    mutableCounter.value = 1
    #expect(container.counter == 1)
    mutableCounter.modify { $0 += 2 }
    #expect(container.counter == 3)
    #expect(container.$counter.value == 3)
  }

  @Test func aPropertyWrapperProjectsThePropertyItself() {
    struct Container {
      @Property var name: String
    }
    let property = Property(value: "Ada")
    let container = Container(name: property)
    #expect(container.$name === property)
    #expect(container.$name.publisher.record().values == ["Ada"])
  }
}
