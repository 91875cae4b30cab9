/// A first-in, first-out queue of values of one type, in raw memory.
///
/// Generic code that keeps a `Queue<T>` or an `[T]` looks up the metadata of that type at run time on every use
/// when it is not specialized — several times the cost of the operation itself. This ring is not generic; each
/// call names the element type, which generic code already has at hand. Every value must be of the same type, the
/// one ``removeAll(as:)`` is finally called with.
package struct ValueRing {
  private var storage: UnsafeMutableRawPointer?
  private var capacity = 0
  private var head = 0
  package private(set) var count = 0

  package init() {}

  package var isEmpty: Bool { count == 0 }

  package mutating func append<Element>(_ value: Element) {
    if count == capacity { grow(Element.self) }
    let stride = MemoryLayout<Element>.stride
    let slot = (head + count) % capacity
    storage.unsafelyUnwrapped.advanced(by: slot * stride).initializeMemory(as: Element.self, to: value)
    count += 1
  }

  /// Removes and returns the oldest value; the ring must not be empty.
  package mutating func removeFirst<Element>(as _: Element.Type) -> Element {
    let stride = MemoryLayout<Element>.stride
    let value = storage.unsafelyUnwrapped.advanced(by: head * stride).assumingMemoryBound(to: Element.self).move()
    head = (head + 1) % capacity
    count -= 1
    if count == 0 { head = 0 }
    return value
  }

  /// Drops every value and frees the memory.
  package mutating func removeAll<Element>(as _: Element.Type) {
    while count > 0 { _ = removeFirst(as: Element.self) }
    storage?.deallocate()
    storage = nil
    capacity = 0
    head = 0
  }

  private mutating func grow<Element>(_: Element.Type) {
    let stride = MemoryLayout<Element>.stride
    let newCapacity = max(4, capacity * 2)
    let newStorage = UnsafeMutableRawPointer.allocate(
      byteCount: newCapacity * stride,
      alignment: MemoryLayout<Element>.alignment
    )
    for index in 0..<count {
      let from = storage.unsafelyUnwrapped.advanced(by: ((head + index) % capacity) * stride)
      newStorage.advanced(by: index * stride)
        .moveInitializeMemory(as: Element.self, from: from.assumingMemoryBound(to: Element.self), count: 1)
    }
    storage?.deallocate()
    storage = newStorage
    capacity = newCapacity
    head = 0
  }
}
