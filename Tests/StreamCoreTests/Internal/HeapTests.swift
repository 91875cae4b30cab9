import StreamCore
import Testing

@Suite struct HeapTests {
  @Test func popsInAscendingOrder() {
    var generator = SystemRandomNumberGenerator()
    let values = (0..<1_000).map { _ in Int.random(in: -500...500, using: &generator) }
    var heap = Heap<Int>()
    for value in values { heap.insert(value) }
    var popped: [Int] = []
    while let value = heap.popMin() { popped.append(value) }
    #expect(popped == values.sorted())
    #expect(heap.isEmpty)
  }

  /// The cost per element is logarithmic at 10 and at 100,000 elements: n inserts and n pops make at most
  /// 3·⌈log₂ n⌉ + 2 comparisons per element: one sift-up per insert, two comparisons per level per pop (the array
  /// scan it replaced made n per pop).
  @Test(arguments: [10, 100_000])
  func comparisonsPerElementStayLogarithmic(count: Int) {
    var heap = Heap<Int>()
    for value in (0..<count).reversed() { heap.insert(value) }
    while heap.popMin() != nil {}
    let log2Ceiling = Int.bitWidth - (count - 1).leadingZeroBitCount
    let bound = 3 * log2Ceiling + 2
    #expect(heap.comparisons <= count * bound, "\(heap.comparisons) comparisons for \(count) elements")
  }
}
