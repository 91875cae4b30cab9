import StreamCore
import TestSupport
import Testing

@Suite struct FusedOperatorTests {
  @Test func tryMapThenMapFusesIntoOneTryMap() {
    let subject = PassthroughSubject<Int, Never>()
    let fused: Publishers.TryMap<PassthroughSubject<Int, Never>, String> = subject.tryMap { $0 + 1 }.map { "\($0)" }
    let subscriber = fused.record()
    subject.send(1)
    #expect(subscriber.values == ["2"])
  }

  @Test func tryMapThenTryMapFusesAndFailsOnEitherThrow() {
    let subject = PassthroughSubject<Int, Never>()
    let fused: Publishers.TryMap<PassthroughSubject<Int, Never>, Int> =
      subject
      .tryMap { $0 * 2 }
      .tryMap { value -> Int in
        guard value < 5 else { throw TestError() }
        return value
      }
    let subscriber = fused.record()
    subject.send(1)
    subject.send(3)
    #expect(subscriber.events == [.subscription, .value(2), .failure("oops")])
  }

  @Test func filterThenTryFilterFusesIntoOneTryFilter() {
    let subject = PassthroughSubject<Int, Never>()
    let fused: Publishers.TryFilter<PassthroughSubject<Int, Never>> = subject.filter { $0 > 1 }.tryFilter { $0 < 4 }
    let subscriber = fused.record()
    for value in 0...5 { subject.send(value) }
    #expect(subscriber.values == [2, 3])
  }

  @Test func tryFilterThenFilterOrTryFilterFuses() {
    let subject = PassthroughSubject<Int, Never>()
    let filtered: Publishers.TryFilter<PassthroughSubject<Int, Never>> = subject.tryFilter { $0 > 1 }.filter { $0 < 4 }
    let twice: Publishers.TryFilter<PassthroughSubject<Int, Never>> =
      subject
      .tryFilter { $0 > 1 }
      .tryFilter { value in
        guard value < 4 else { throw TestError() }
        return true
      }
    let first = filtered.record()
    let second = twice.record()
    for value in 0...5 { subject.send(value) }
    #expect(first.values == [2, 3])
    #expect(second.events == [.subscription, .value(2), .value(3), .failure("oops")])
  }

  @Test func compactMapThenCompactMapOrMapFuses() {
    let subject = PassthroughSubject<String, Never>()
    let positive: Publishers.CompactMap<PassthroughSubject<String, Never>, Int> =
      subject
      .compactMap { Int($0) }
      .compactMap { $0 > 0 ? $0 : nil }
    let tens: Publishers.CompactMap<PassthroughSubject<String, Never>, Int> = subject.compactMap { Int($0) }.map {
      $0 * 10
    }
    let first = positive.record()
    let second = tens.record()
    for text in ["x", "-1", "2"] { subject.send(text) }
    #expect(first.values == [2])
    #expect(second.values == [-10, 20])
  }

  @Test func tryCompactMapThenCompactMapFuses() {
    let subject = PassthroughSubject<String, Never>()
    let fused: Publishers.TryCompactMap<PassthroughSubject<String, Never>, Int> =
      subject
      .tryCompactMap { Int($0) }
      .compactMap { value -> Int? in
        guard value < 5 else { throw TestError() }
        return value > 0 ? value : nil
      }
    let subscriber = fused.record()
    for text in ["x", "-1", "2", "9"] { subject.send(text) }
    #expect(subscriber.events == [.subscription, .value(2), .failure("oops")])
  }
}
