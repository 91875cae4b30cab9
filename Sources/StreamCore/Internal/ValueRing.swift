/// A first-in, first-out queue of values of one type, in raw memory.
///
/// Generic code that keeps a `Queue<T>` or an `[T]` looks up the metadata of that type at run time on every use
/// when it is not specialized — several times the cost of the operation itself. This ring is not generic; each
/// call names the element type, which generic code already has at hand. Every value must be of the same type, the
/// one ``removeAll(as:keepingCapacity:)`` is finally called with.
///
/// A ring owns its memory without counting references: a copy shares it, so a ring is moved, never copied (the
/// holder it is taken from gets a new one at once), and freed with ``removeAll(as:keepingCapacity:)``.
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
    let slot = (head + count) & (capacity - 1)
    storage.unsafelyUnwrapped.advanced(by: slot * stride).initializeMemory(as: Element.self, to: value)
    count += 1
  }

  /// Removes and returns the oldest value; the ring must not be empty.
  package mutating func removeFirst<Element>(as _: Element.Type) -> Element {
    let stride = MemoryLayout<Element>.stride
    let value = storage.unsafelyUnwrapped.advanced(by: head * stride).assumingMemoryBound(to: Element.self).move()
    head = (head + 1) & (capacity - 1)
    count -= 1
    if count == 0 { head = 0 }
    return value
  }

  /// Hands the oldest value to `body` where it lies, then destroys it; the ring must not be empty. Nothing may
  /// change the ring while `body` runs.
  ///
  /// - Returns: What `body` returns.
  package mutating func removeFirst<Element, Result>(
    as _: Element.Type,
    _ body: (UnsafePointer<Element>) -> Result
  ) -> Result {
    let slot = storage.unsafelyUnwrapped.advanced(by: head * MemoryLayout<Element>.stride)
      .assumingMemoryBound(to: Element.self)
    let result = body(slot)
    slot.deinitialize(count: 1)
    head = (head + 1) & (capacity - 1)
    count -= 1
    if count == 0 { head = 0 }
    return result
  }

  /// Drops every value and, unless told to keep it for more values of the same type, frees the memory.
  package mutating func removeAll<Element>(as _: Element.Type, keepingCapacity: Bool = false) {
    while count > 0 { _ = removeFirst(as: Element.self) }
    head = 0
    guard !keepingCapacity else { return }
    storage?.deallocate()
    storage = nil
    capacity = 0
  }

  private mutating func grow<Element>(_: Element.Type) {
    let stride = MemoryLayout<Element>.stride
    // A power of two, so a slot is a mask away.
    let newCapacity = max(4, capacity * 2)
    let newStorage = UnsafeMutableRawPointer.allocate(
      byteCount: newCapacity * stride,
      alignment: MemoryLayout<Element>.alignment
    )
    if let storage {
      // The values run from `head` to the end of the memory, then wrap around to its start: two moves.
      let tail = min(count, capacity - head)
      newStorage.moveInitializeMemory(
        as: Element.self,
        from: storage.advanced(by: head * stride).assumingMemoryBound(to: Element.self),
        count: tail
      )
      newStorage.advanced(by: tail * stride)
        .moveInitializeMemory(
          as: Element.self,
          from: storage.assumingMemoryBound(to: Element.self),
          count: count - tail
        )
    }
    storage?.deallocate()
    storage = newStorage
    capacity = newCapacity
    head = 0
  }
}
