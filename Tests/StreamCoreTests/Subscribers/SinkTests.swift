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

extension SinkTests {
  @Test("after the completion, the sink's closures do nothing and it lets go of what they captured")
  func completionReleasesTheClosures() {
    weak var weakProbe: LifetimeProbe?
    var values: [Int] = []
    var sink: Subscribers.Sink<Int, Never>?
    do {
      let probe = LifetimeProbe()
      weakProbe = probe
      sink = Subscribers.Sink(
        receiveCompletion: { _ in withExtendedLifetime(probe) {} },
        receiveValue: { values.append($0) }
      )
    }
    sink?.receiveValue(1)
    sink?.receive(completion: .finished)
    sink?.receiveValue(2)
    sink?.receiveCompletion(.finished)
    #expect(values == [1])
    #expect(weakProbe == nil)
  }
}
