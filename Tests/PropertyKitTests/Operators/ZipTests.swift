import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct ZipTests {
  @Test func unlabelledZipPairsValuesInOrder() {
    let a = MutableProperty(1)
    let b = MutableProperty("a")
    let pairs = a.zip(b)
    let subscriber = pairs.publisher.map { "\($0)\($1)" }.record()
    a.value = 2
    a.value = 3
    #expect(pairs.value == (1, "a"))
    b.value = "b"
    #expect(pairs.value == (2, "b"))
    b.value = "c"
    #expect(subscriber.values == ["1a", "2b", "3c"])
  }

  @Test func unlabelledZipIsTheLabelledOne() {
    let a = MutableProperty(1)
    let b = MutableProperty(10)
    let unlabelled = a.zip(b)
    let labelled = a.zip(with: b)
    a.value = 2
    b.value = 20
    #expect(unlabelled.value == labelled.value)
  }

  @Test func unlabelledCombineLatestPairsTheLatestValues() {
    let a = MutableProperty(1)
    let b = MutableProperty("a")
    let latest = a.combineLatest(b)
    a.value = 2
    #expect(latest.value == (2, "a"))
  }

  @Test("spelled on a Property of another value, as CombineEx allows, it is still the property of the inputs")
  func spelledOnAnotherValueType() {
    let a = MutableProperty(1)
    let b = MutableProperty("b")
    let pairs = Property<Void>.zip(a, b)
    a.value = 2
    b.value = "c"
    #expect(pairs.value == (2, "c"))
    #expect(Property<Bool>.zip(a, b, a, b, a, b).value == (2, "c", 2, "c", 2, "c"))
  }

}
