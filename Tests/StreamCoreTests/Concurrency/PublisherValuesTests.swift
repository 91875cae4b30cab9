import StreamCore
import TestSupport
import Testing

extension AsyncInteropTests {
  /// Starts two tasks awaiting `next()` on copies of one iterator of `upstream`, and returns once both wait.
  private func twoWaitingTasks(
    on upstream: ManualPublisher<Int, Never>
  ) async -> (Task<Int?, Never>, Task<Int?, Never>) {
    let iterator = upstream.values.makeAsyncIterator()
    // The copies share one subscription; each goes to exactly one task.
    nonisolated(unsafe) let first = iterator
    nonisolated(unsafe) let second = iterator
    let tasks = (
      Task {
        var copy = first
        return await copy.next()
      },
      Task {
        var copy = second
        return await copy.next()
      }
    )
    while upstream.subscription.history.count < 2 { await Task.yield() }
    return tasks
  }

  @Test("two tasks awaiting one iterator are resumed in turn, one value each", .timeLimit(.minutes(1)))
  func twoWaitersEachGetAValue() async {
    let upstream = ManualPublisher<Int, Never>()
    let (first, second) = await twoWaitingTasks(on: upstream)
    upstream.send(1)
    upstream.send(2)
    let received = [await first.value, await second.value].compactMap { $0 }
    #expect(received.sorted() == [1, 2])
  }

  @Test("completion resumes every waiting task with the end of the sequence", .timeLimit(.minutes(1)))
  func completionResumesEveryWaiter() async {
    let upstream = ManualPublisher<Int, Never>()
    let (first, second) = await twoWaitingTasks(on: upstream)
    upstream.send(completion: .finished)
    #expect(await first.value == nil)
    #expect(await second.value == nil)
  }

  @Test("a failure reaches the earliest waiting task; the others see the end", .timeLimit(.minutes(1)))
  func aFailureReachesOneWaiter() async {
    let upstream = ManualPublisher<Int, TestError>()
    let iterator = upstream.values.makeAsyncIterator()
    nonisolated(unsafe) let first = iterator
    nonisolated(unsafe) let second = iterator
    let tasks = [first, second].map { copy in
      nonisolated(unsafe) let copy = copy
      return Task { () -> Result<Int?, TestError> in
        var iterator = copy
        do { return .success(try await iterator.next()) } catch { return .failure(error as! TestError) }
      }
    }
    while upstream.subscription.history.count < 2 { await Task.yield() }
    upstream.send(completion: .failure(TestError()))
    var results: [Result<Int?, TestError>] = []
    for task in tasks { results.append(await task.value) }
    #expect(results.filter { if case .failure = $0 { true } else { false } }.count == 1)
    #expect(results.filter { if case .success(nil) = $0 { true } else { false } }.count == 1)
  }

  @Test("a value before the subscription ends the iterator for every task", .timeLimit(.minutes(1)))
  func aValueBeforeTheSubscriptionEndsTheIterator() async {
    let upstream = ManualPublisher<Int, Never>(sendsSubscription: false)
    let iterator = upstream.values.makeAsyncIterator()
    nonisolated(unsafe) let first = iterator
    nonisolated(unsafe) let second = iterator
    let tasks = (
      Task {
        var copy = first
        return await copy.next()
      },
      Task {
        var copy = second
        return await copy.next()
      }
    )
    upstream.send(42)
    #expect(await tasks.0.value == nil)
    #expect(await tasks.1.value == nil)
    upstream.send(subscription: upstream.subscription)
    #expect(upstream.subscription.history == [.cancelled])
  }
}
