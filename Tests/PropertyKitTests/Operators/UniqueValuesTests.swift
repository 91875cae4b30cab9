import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct UniqueValuesTests {
  @Test func takesOnlyValuesNotHeldBefore() {
    let source = MutableProperty("initial")
    let unique = source.uniqueValues()
    let changes = unique.newValues.record()
    source.value = "initial"
    #expect(changes.values == [])
    source.value = "subsequent"
    source.value = "subsequent"
    #expect(changes.values == ["subsequent"])
    source.value = "final"
    source.value = "initial"
    source.value = "subsequent"
    #expect(changes.values == ["subsequent", "final"])
    #expect(unique.value == "final")
  }

  @Test func takesOnlyValuesWhoseIdentityIsNew() {
    let source = MutableProperty("initial")
    let unique = source.uniqueValues { _ in 0 }
    let changes = unique.newValues.record()
    source.value = "subsequent"
    source.value = "final"
    #expect(changes.values == [])
    #expect(unique.value == "initial")
  }

  @Test func finishesOnlyWhenTheSourceFinishes() {
    let values = PassthroughSubject<Int, Never>()
    var unique: Property<Int>? = Property(initial: 1, then: values).uniqueValues()
    let subscriber = unique!.publisher.record()
    values.send(1)
    unique = nil
    #expect(subscriber.events == [.subscription, .value(1)])
    values.send(completion: .finished)
    #expect(subscriber.events == [.subscription, .value(1), .finished])
  }

  @Test func isCorrectFromTheFirstValueWithoutObservers() {
    let source = MutableProperty(3)
    let unique = source.uniqueValues()
    source.value = 4
    source.value = 3
    #expect(unique.value == 4)
  }
}
