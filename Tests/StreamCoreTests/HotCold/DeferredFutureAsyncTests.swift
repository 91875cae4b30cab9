import Foundation
import StreamCore
import TestSupport
import Testing

@Suite struct DeferredFutureAsyncTests {
  @Test func asyncReturnsTheValueOfAFutureFulfilledOnAnotherThread() async {
    let future = DeferredFuture<Int, Never> { promise in DispatchQueue.global().async { promise(.success(42)) } }
    #expect(await future.async() == 42)
    #expect(await future.eraseToAnyDeferredFuture().async() == 42)
  }

  @Test func asyncThrowingThrowsTheTypedFailure() async {
    let future = DeferredFuture<Int, TestError> { promise in
      DispatchQueue.global().async { promise(.failure(TestError(name: "late"))) }
    }
    do {
      _ = try await future.asyncThrowing()
      Issue.record("no failure")
    } catch {
      let typed: TestError = error
      #expect(typed == TestError(name: "late"))
    }
  }

  @Test func aSynchronousResultIsReturnedToo() async throws {
    #expect(try await DeferredFuture<Int, TestError> { $0(.success(1)) }.asyncThrowing() == 1)
  }

  @MainActor
  @Test func theMainActorFormsStayOnTheMainActor() async throws {
    let future = DeferredFuture<Int, Never> { promise in DispatchQueue.global().async { promise(.success(7)) } }
    #expect(await future.asyncOnMain() == 7)
    MainActor.assertIsolated()
    let failing = DeferredFuture<Int, TestError> { $0(.failure(TestError())) }
    await #expect(throws: TestError()) { try await failing.asyncThrowingOnMain() }
    MainActor.assertIsolated()
  }

  @Test func eachAwaitRunsTheFutureAnew() async {
    let runs = LockedValue(0)
    let future = DeferredFuture<Int, Never> { promise in
      promise(
        .success(
          runs.withLock {
            $0 += 1
            return $0
          }
        )
      )
    }
    #expect(await future.async() == 1)
    #expect(await future.async() == 2)
  }
}
