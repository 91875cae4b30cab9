import Foundation
import StreamCore
import TestSupport
import Testing

@Suite struct ParityOperatorColdnessTests {
  @Test func newOperatorsKeepAColdChainCold() {
    let starts = Counter()
    let source = Deferred {
      starts.increment()
      return Just("ab")
    }
    let chains: [AnyDeferredPublisher<Int, any Error>] = [
      source.map(\.count).setFailureType(to: (any Error).self).eraseToAnyDeferredPublisher(),
      source.map(\.count, \.isEmpty).map(\.0).setFailureType(to: (any Error).self).eraseToAnyDeferredPublisher(),
      source.map(\.count, \.isEmpty, \.first).map(\.0).setFailureType(to: (any Error).self)
        .eraseToAnyDeferredPublisher(),
      source.buffer(size: 1, prefetch: .byRequest, whenFull: .dropNewest).map(\.count)
        .setFailureType(to: (any Error).self).eraseToAnyDeferredPublisher(),
      source.breakpoint().map(\.count).setFailureType(to: (any Error).self).eraseToAnyDeferredPublisher(),
      source.map(\.count).encode(encoder: JSONEncoder()).decode(type: Int.self, decoder: JSONDecoder())
        .eraseToAnyDeferredPublisher(),
    ]
    for chain in chains {
      #expect(chain.record().values == [2])
    }
    #expect(starts.value == chains.count)
    let ignored: AnyDeferredPublisher<Never, Never> = source.ignoreOutput().eraseToAnyDeferredPublisher()
    #expect(ignored.record().events == [.subscription, .finished])
    #expect(starts.value == chains.count + 1)
  }

  @Test func resultAndOptionalPublishersAreCold() {
    let result: AnyDeferredPublisher<Int, TestError> = Result<Int, TestError>.success(1).publisher
      .eraseToAnyDeferredPublisher()
    let optional: AnyDeferredPublisher<Int, Never> = Optional(2).publisher.eraseToAnyDeferredPublisher()
    #expect(result.record().values == [1])
    #expect(optional.record().values == [2])
  }
}
