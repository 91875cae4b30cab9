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

  @Test("connect() hands upstream's subscription to the subject, and cancelling the connection cancels it once")
  func connectionCancelsUpstream() {
    let upstream = ManualPublisher<Int, Never>()
    let multicast = upstream.multicast { PassthroughSubject<Int, Never>() }
    let subscriber = multicast.record()
    let connection = multicast.connect()
    #expect(upstream.subscription.history == [.requested(.unlimited)])
    #expect(upstream.send(1) == .none)
    connection.cancel()
    connection.cancel()
    #expect(upstream.subscription.history == [.requested(.unlimited), .cancelled])
    #expect(subscriber.values == [1])
  }

  @Test("the connection cancels a second subscription and passes on no completion after it was cancelled")
  func connectionIgnoresASecondSubscriptionAndALateCompletion() {
    let upstream = ManualPublisher<Int, Never>()
    let multicast = upstream.multicast { PassthroughSubject<Int, Never>() }
    let subscriber = multicast.record()
    let connection = multicast.connect()
    let extra = ManualSubscription()
    upstream.send(subscription: extra)
    #expect(extra.history == [.cancelled])
    connection.cancel()
    upstream.send(completion: .finished)
    #expect(subscriber.events == [.subscription])
  }

  @Test("values and the completion reach every subscriber of a connected multicast in order")
  func connectedMulticastDeliversToEverySubscriber() {
    let upstream = PassthroughSubject<Int, Never>()
    let multicast = upstream.map { $0 * 2 }.multicast(subject: PassthroughSubject<Int, Never>())
    let first = multicast.record()
    let second = multicast.record()
    let connection = multicast.connect()
    upstream.send(1)
    upstream.send(2)
    upstream.send(completion: .finished)
    #expect(first.events == [.subscription, .value(2), .value(4), .finished])
    #expect(second.events == first.events)
    withExtendedLifetime(connection) {}
  }
}
