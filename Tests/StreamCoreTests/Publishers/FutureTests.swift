import StreamCore
import TestSupport
import Testing

extension FutureTests {
  @Test("a cancelled subscription is released at once, before the future resolves")
  func aCancelledSubscriptionIsReleasedBeforeTheFutureResolves() {
    let future = Future<Int, Never> { _ in }
    weak var weakSubscription: AnyObject?
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    do {
      let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
      weakSubscriber = subscriber
      future.subscribe(subscriber)
      weakSubscription = subscriber.subscription.map { $0 as AnyObject }
      #expect(weakSubscription != nil)
      subscriber.cancel()
    }
    #expect(weakSubscription == nil)
    #expect(weakSubscriber == nil)
    withExtendedLifetime(future) {}
  }

  @Test func subscriptionsAreReleasedWhenTheFutureResolves() {
    var promise: Future<Int, TestError>.Promise?
    let future = Future<Int, TestError> { promise = $0 }
    weak var weakSubscription: AnyObject?
    do {
      let subscriber = TestSubscriber<Int, TestError>(demand: .max(1))
      future.subscribe(subscriber)
      weakSubscription = subscriber.subscription.map { $0 as AnyObject }
    }
    promise?(.failure(TestError()))
    #expect(weakSubscription == nil)
  }
}
