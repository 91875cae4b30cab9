import StreamCore
import TestSupport
import Testing

@Suite struct MulticastTests {
  @Test("a connected multicast deallocated before cancelling keeps delivering until the connection is cancelled")
  func deallocatedBeforeCancelling() {
    let upstream = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    weak var weakMulticast: Publishers.Multicast<PassthroughSubject<Int, Never>, PassthroughSubject<Int, Never>>?
    var connection: (any Cancellable)?
    do {
      let multicast = upstream.multicast { PassthroughSubject<Int, Never>() }
      weakMulticast = multicast
      multicast.subscribe(subscriber)
      connection = multicast.connect()
    }
    #expect(weakMulticast == nil)
    upstream.send(1)
    connection?.cancel()
    upstream.send(2)
    #expect(subscriber.values == [1])
  }
}
