/// A first-in, first-out queue with amortised O(1) `append` and `popFirst`.
@usableFromInline
package struct Queue<Element> {
  @usableFromInline
  var storage: [Element?] = []
  @usableFromInline
  var head = 0

  @inlinable
  package init() {}

  @inlinable
  package var isEmpty: Bool { head == storage.count }

  /// The oldest element, if any.
  @inlinable
  package var first: Element? {
    isEmpty ? nil : storage[head]
  }

  /// The newest element, if any.
  package var last: Element? {
    isEmpty ? nil : storage[storage.count - 1]
  }

  @inlinable
  package mutating func append(_ element: Element) {
    storage.append(element)
  }

  @inlinable
  package mutating func popFirst() -> Element? {
    guard head < storage.count else { return nil }
    let element = storage[head].take()
    head += 1
    if head == storage.count {
      storage.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 32 && head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return element
  }
}
