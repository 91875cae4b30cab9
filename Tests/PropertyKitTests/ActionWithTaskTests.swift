import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite struct ActionWithTaskTests {
  enum PayError: Error, Equatable { case declined }
  struct SyncError: Error, Equatable { var name: String }

  @Test func withTaskRunsTheTaskPerExecution() async {
    let runs = LockedValue(0)
    let double = Action<Int, Int, Never>.withTask { input in
      runs.withLock { $0 += 1 }
      return input * 2
    }
    #expect(await result(of: double.apply(21)) == .success(42))
    #expect(await result(of: double.apply(1)) == .success(2))
    #expect(runs.value == 2)
  }

  @Test func withThrowingTaskFailsWithTheTypedError() async {
    let pay = Action<Int, String, PayError>.withThrowingTask { amount throws(PayError) in
      if amount > 100 { throw .declined }
      return "paid \(amount)"
    }
    #expect(await result(of: pay.apply(5)) == .success("paid 5"))
    #expect(await result(of: pay.apply(500)) == .failure(.producerFailed(.declined)))
  }

  @Test func aDisabledActionRejectsAndANonconformingErrorIsMapped() async {
    let sync = Action<Int, Int, SyncError>.withThrowingTask(
      nonconformingErrorHandler: { _ in SyncError(name: "mapped") },
      task: { _ in throw CancellationError() }
    )
    #expect(await result(of: sync.apply(1)) == .failure(.producerFailed(SyncError(name: "mapped"))))
    let disabled = Action<Int, Int, Never>.withTask(enabledIf: Property(value: false)) { $0 }
    #expect(await result(of: disabled.apply(1)) == .failure(.disabled))
  }

  private func result<Output: Sendable & Equatable, Failure: Error & Equatable>(
    of attempt: AnyDeferredPublisher<Output, ActionError<Failure>>
  ) async -> Result<Output, ActionError<Failure>> {
    do {
      for try await value in attempt.values { return .success(value) }
      return .failure(.disabled)
    } catch {
      return .failure(error as! ActionError<Failure>)
    }
  }
}
