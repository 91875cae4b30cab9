/// A binary min-heap: O(log n) `insert` and `popMin`, O(1) `min`.
///
/// ``TestScheduler`` keeps its queued work here, so advancing through n queued actions costs O(n log n) rather
/// than the O(n²) of scanning an array for the earliest one.
package struct Heap<Element: Comparable> {
  private var storage: [Element] = []

  /// How many comparisons this heap has made; tests read it to check that cost per element stays logarithmic.
  package private(set) var comparisons = 0

  package init() {}

  package var isEmpty: Bool { storage.isEmpty }

  package var count: Int { storage.count }

  /// The smallest element, without removing it.
  package var min: Element? { storage.first }

  /// Adds `element`.
  ///
  /// - Complexity: O(log n).
  package mutating func insert(_ element: Element) {
    storage.append(element)
    siftUp(from: storage.count - 1)
  }

  /// Removes and returns the smallest element.
  ///
  /// - Complexity: O(log n).
  package mutating func popMin() -> Element? {
    guard !storage.isEmpty else { return nil }
    storage.swapAt(0, storage.count - 1)
    let smallest = storage.removeLast()
    siftDown(from: 0)
    return smallest
  }

  private mutating func isLess(_ lhs: Int, _ rhs: Int) -> Bool {
    comparisons += 1
    return storage[lhs] < storage[rhs]
  }

  private mutating func siftUp(from start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard isLess(child, parent) else { return }
      storage.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      guard left < storage.count else { return }
      let right = left + 1
      let smaller = right < storage.count && isLess(right, left) ? right : left
      guard isLess(smaller, parent) else { return }
      storage.swapAt(smaller, parent)
      parent = smaller
    }
  }
}
