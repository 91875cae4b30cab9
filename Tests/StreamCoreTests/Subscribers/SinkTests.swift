import StreamCore
import TestSupport
import Testing

extension SinkTests {
  @Test("a completion closure that calls receive(completion:) again runs once, as in Combine")
  func reentrantCompletionRunsTheClosureOnce() {
    var calls = 0
    var sink: Subscribers.Sink<Int, Never>?
    sink = Subscribers.Sink(
      receiveCompletion: { completion in
        calls += 1
        if calls < 10 { sink?.receive(completion: completion) }
      },
      receiveValue: { _ in }
    )
    sink?.receive(completion: .finished)
    #expect(calls == 1)
  }
}
