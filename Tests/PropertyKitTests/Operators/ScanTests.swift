import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct ScanTests {
  @Test func scanFoldsTheCurrentValueThenEachChange() {
    let amount = MutableProperty(1)
    let total = amount.scan(0, +)
    #expect(total.value == 1)
    let subscriber = total.publisher.record()
    amount.value = 5
    amount.value = 10
    #expect(subscriber.values == [1, 6, 16])
  }

  @Test func scanStartsOnceEvenWithSeveralObservers() {
    let amount = MutableProperty(1)
    let total = amount.scan(0, +)
    let first = total.publisher.record()
    let second = total.publisher.record()
    amount.value = 2
    #expect(first.values == [1, 3])
    #expect(second.values == [1, 3])
  }

  @Test func combinePreviousPairsEachValueWithThePreviousOne() {
    let page = MutableProperty(1)
    let pages = page.combinePrevious(0)
    #expect(pages.value == (previous: 0, current: 1))
    page.value = 2
    page.value = 3
    #expect(pages.value == (previous: 2, current: 3))
    let late = pages.publisher.map(\.current).record()
    #expect(late.values == [3])
  }
}
