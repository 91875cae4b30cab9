import Dispatch
import StreamCore
package import Testing

/// Runs each test it marks alone among the tests so marked, in every module's suites, and lets the main queue run
/// what the test left on it before the next one starts.
///
/// `UIScheduler` runs an action at once on the main queue only when none of its actions wait there, and that count
/// is one for the whole process. A test that sends from another thread leaves actions waiting until the main queue
/// turns, so a test running beside it that expects an inline delivery would see it queued instead. Every test that
/// goes through `UIScheduler` carries this trait, so none of them sees another's queued actions.
package struct MainQueueExclusiveTrait: TestTrait, SuiteTrait, TestScoping {
  /// On a suite, each of its tests takes its turn on its own.
  package var isRecursive: Bool { true }

  package init() {}

  package func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    // One turn per test case: the runner also asks for the test as a whole (no case), which must not take a second.
    testCase == nil ? nil : self
  }

  package func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    await MainQueueTurns.shared.take()
    do {
      try await function()
    } catch {
      await Self.finishTurn()
      throw error
    }
    await Self.finishTurn()
  }

  private static func finishTurn() async {
    // Actions a test's threads queued late may still wait: turn the main queue until none do.
    var turns = 0
    repeat {
      await mainQueueTurn()
      turns += 1
    } while UIScheduler.queuedActionCount > 0 && turns < 1_000
    #expect(UIScheduler.queuedActionCount == 0, "the test left UIScheduler actions queued on the main queue")
    await MainQueueTurns.shared.pass()
  }
}

/// Hands the main queue to one test at a time, first come, first served.
private actor MainQueueTurns {
  static let shared = MainQueueTurns()

  private var taken = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func take() async {
    guard taken else {
      taken = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func pass() {
    if waiting.isEmpty {
      taken = false
    } else {
      // The turn goes straight to the next test, still taken.
      waiting.removeFirst().resume()
    }
  }
}

extension Trait where Self == MainQueueExclusiveTrait {
  /// Runs the test alone among the tests that go through `UIScheduler`, and drains the main queue after it.
  package static var exclusiveMainQueue: Self { MainQueueExclusiveTrait() }
}

/// Waits until the main queue has run everything queued on it before this call.
package func mainQueueTurn() async {
  await withCheckedContinuation { continuation in
    DispatchQueue.main.async { continuation.resume() }
  }
}
