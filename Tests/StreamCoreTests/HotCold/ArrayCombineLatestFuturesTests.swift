import Foundation
import StreamCore
import TestSupport
import Testing

@Suite struct ArrayCombineLatestFuturesTests {
  @Test func succeedsWithEveryValueInOrder() async {
    let futures = (1...5).map { value in
      DeferredFuture<Int, Never> { promise in DispatchQueue.global().async { promise(.success(value)) } }
    }
    #expect(await futures.combineLatest().async() == [1, 2, 3, 4, 5])
    #expect(await [DeferredFuture<Int, Never>]().combineLatest().async() == [])
  }

  @Test func failsAtTheFirstFailureAndIgnoresLaterResults() {
    let pending = LockedValue<DeferredFuture<Int, TestError>.Promise?>(nil)
    let waiting = DeferredFuture<Int, TestError> { pending.value = $0 }
    let failing = DeferredFuture<Int, TestError> { $0(.failure(TestError())) }
    let subscriber = TestSubscriber<[Int], TestError>()
    [waiting.eraseToAnyDeferredFuture(), failing.eraseToAnyDeferredFuture()].combineLatest().subscribe(subscriber)
    #expect(subscriber.events == [.subscription, .failure("oops")])
    pending.value?(.success(1))
    #expect(subscriber.events == [.subscription, .failure("oops")])
  }

  @Test func eachFutureResolvedOnItsOwnThreadJoinsExactlyOnce() {
    let promises = LockedValue<[DeferredFuture<Int, Never>.Promise]>([])
    let futures = (0..<8).map { _ in DeferredFuture<Int, Never> { promise in promises.withLock { $0.append(promise) } }
    }
    let subscriber = TestSubscriber<[Int], Never>()
    futures.combineLatest().subscribe(subscriber)
    let all = promises.value
    onThreads(8) { index in all[index](.success(index)) }
    #expect(subscriber.events == [.subscription, .value(Array(0..<8)), .finished])
  }
}
