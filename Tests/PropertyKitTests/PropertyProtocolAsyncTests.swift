import Dispatch
import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite struct PropertyProtocolAsyncTests {
  @Test func returnsTheValueAfterTheQueueHasRunWhatWasQueuedBefore() async {
    let count = MutableProperty(3)
    #expect(await Property(value: 3).async() == 3)
    let queue = DispatchQueue(label: "PropertyProtocolAsyncTests")
    let ran = LockedValue(false)
    queue.async { ran.value = true }
    #expect(await count.async(queue) == 3)
    #expect(ran.value)
  }
}
