import StreamCore
import TestSupport
import Testing

@Suite struct ConcatenateTests {
  @Test("cancelling releases the suffix, even when the prefix's upstream keeps its subscriber")
  func cancellingReleasesTheSuffix() {
    let prefix = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    weak var weakSuffix: PassthroughSubject<Int, Never>?
    do {
      let suffix = PassthroughSubject<Int, Never>()
      weakSuffix = suffix
      prefix.append(suffix).subscribe(subscriber)
    }
    #expect(weakSuffix != nil)
    subscriber.cancel()
    #expect(weakSuffix == nil)
    #expect(prefix.subscription.history == [.requested(.unlimited), .cancelled])
  }

  @Test func valuesBeyondDemandFromAMisbehavingPrefixDoNotOverflowTheDemand() {
    let prefix = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    prefix.append(9).subscribe(subscriber)
    for value in 1...3 { prefix.send(value) }
    prefix.send(completion: .finished)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 2, 3, 9])
  }
}
