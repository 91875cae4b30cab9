import Foundation
package import Testing

/// Counts the live ``TrackedProbe`` instances made during one test.
package final class LeakTracker: @unchecked Sendable {
  // @unchecked: `live` is guarded by `lock`.
  private let lock = NSLock()
  private var live = 0

  package init() {}

  /// The tracker of the running test, when it has the ``Trait/checksLeaks`` trait.
  @TaskLocal package static var current: LeakTracker?

  package var liveCount: Int { lock.withLock { live } }

  fileprivate func born() { lock.withLock { live += 1 } }
  fileprivate func died() { lock.withLock { live -= 1 } }
}

/// An object to capture in closures under test; the test's ``LeakTracker`` counts it until it is deinitialized.
package final class TrackedProbe: Sendable {
  private let tracker: LeakTracker?

  package init() {
    tracker = LeakTracker.current
    tracker?.born()
  }

  deinit {
    tracker?.died()
  }
}

/// Runs a test with a fresh ``LeakTracker`` and expects every ``TrackedProbe`` it made to be gone at the end.
package struct LeakCheckTrait: TestTrait, SuiteTrait, TestScoping {
  /// On a suite, each of its tests gets its own tracker.
  package var isRecursive: Bool { true }

  package init() {}

  package func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    // One scope per test case (each argument of a parameterized test): none for a suite as a whole, and none for
    // the test as a whole, which the runner also asks about (with no case).
    testCase == nil ? nil : self
  }

  package func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    let tracker = LeakTracker()
    try await LeakTracker.$current.withValue(tracker) {
      try await function()
    }
    #expect(tracker.liveCount == 0, "\(tracker.liveCount) tracked probe(s) outlived the test: a leak")
  }
}

extension Trait where Self == LeakCheckTrait {
  /// Fails the test if any ``TrackedProbe`` made during it is still alive when it ends.
  package static var checksLeaks: Self { LeakCheckTrait() }
}
