import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct FilterTests {
  @Test func filterStartsFromInitialWhenTheCurrentValueFails() {
    let source = MutableProperty(1)
    let even = source.filter(initial: 0) { $0 % 2 == 0 }
    #expect(even.value == 0)
    let subscriber = even.publisher.record()
    source.value = 4
    source.value = 5
    source.value = 6
    #expect(subscriber.values == [0, 4, 6])
    #expect(even.value == 6)
  }

  @Test func filterStartsFromTheCurrentValueWhenItPasses() {
    let even = MutableProperty(2).filter(initial: 0) { $0 % 2 == 0 }
    #expect(even.value == 2)
  }

  @Test func compactMapKeepsTheLastNonNilResult() {
    let text = MutableProperty("x")
    let number = text.compactMap(initial: -1) { Int($0) }
    #expect(number.value == -1)
    let subscriber = number.newValues.record()
    text.value = "12"
    text.value = "y"
    text.value = "13"
    #expect(subscriber.values == [12, 13])
    #expect(number.value == 13)
  }

  @Test func removeDuplicatesSkipsEqualValues() {
    let source = MutableProperty(1)
    let distinct = source.removeDuplicates()
    let subscriber = distinct.publisher.record()
    source.value = 1
    source.value = 2
    source.value = 2
    #expect(subscriber.values == [1, 2])
  }

  @Test func removeDuplicatesByAPredicate() {
    let source = MutableProperty("a")
    let distinct = source.removeDuplicates { $0.lowercased() == $1.lowercased() }
    source.value = "A"
    #expect(distinct.value == "a")
    source.value = "b"
    #expect(distinct.value == "b")
  }
}
