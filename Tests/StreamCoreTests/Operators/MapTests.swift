import StreamCore
import TestSupport
import Testing

@Suite struct MapTests {
  @Test func transformsEveryValue() {
    #expect([1, 2].publisher.map { $0 * 2 }.record().events == [.subscription, .value(2), .value(4), .finished])
  }

  @Test func mapsKeyPaths() {
    let pairs = [(1, "a")].publisher.map { (number: $0.0, letter: $0.1) }
    #expect(pairs.map(\.letter).record().values == ["a"])
    #expect(["ab"].publisher.map(\.count, \.isEmpty).map { "\($0.0) \($0.1)" }.record().values == ["2 false"])
  }

  @Test func consecutiveMapsFuseIntoOneStage() {
    let fused: Publishers.Map<Publishers.Sequence<[Int], Never>, String> = [1].publisher.map { $0 + 1 }.map { "\($0)" }
    #expect(fused.record().values == ["2"])
  }

  @Test func replacesNil() {
    #expect([1, nil].publisher.replaceNil(with: 0).record().values == [1, 0])
  }
}

@Suite struct TryMapTests {
  @Test func failsWithTheThrownErrorAndCancelsUpstream() {
    let upstream = PassthroughSubject<Int, Never>()
    var cancelled = false
    let subscriber = upstream.handleEvents(receiveCancel: { cancelled = true })
      .tryMap { value -> Int in
        if value == 2 { throw TestError(name: "two") }
        return value
      }
      .record()
    upstream.send(1)
    upstream.send(2)
    upstream.send(3)
    #expect(subscriber.events == [.subscription, .value(1), .failure("two")])
    #expect(cancelled)
  }
}

@Suite struct CompactMapTests {
  @Test func dropsNilResultsAndAsksForMore() {
    let subscriber = ["1", "x", "3"].publisher.compactMap { Int($0) }.record(demand: .max(2))
    #expect(subscriber.events == [.subscription, .value(1), .value(3), .finished])
  }

  @Test func tryCompactMapFails() {
    let subscriber = [1, 2].publisher.tryCompactMap { _ -> Int? in throw TestError() }.record()
    #expect(subscriber.events == [.subscription, .failure("oops")])
  }

  @Test func filterNilsUnwraps() {
    #expect([1, nil, 3].publisher.filterNils().record().values == [1, 3])
  }
}

@Suite struct FilterTests {
  @Test func keepsMatchingValuesWithinDemand() {
    let subscriber = (1...10).publisher.filter { $0.isMultiple(of: 3) }.record(demand: .max(2))
    #expect(subscriber.values == [3, 6])
  }

  @Test func consecutiveFiltersFuse() {
    let fused: Publishers.Filter<Publishers.Sequence<ClosedRange<Int>, Never>> = (1...10).publisher
      .filter { $0 > 2 }
      .filter { $0 < 5 }
    #expect(fused.record().values == [3, 4])
  }

  @Test func tryFilterFails() {
    let subscriber = [1, 2, 3].publisher.tryFilter { value in
      if value == 3 { throw TestError() }
      return value == 2
    }.record()
    #expect(subscriber.events == [.subscription, .value(2), .failure("oops")])
  }
}

@Suite struct MapErrorTests {
  @Test func transformsTheFailure() {
    let subscriber = Fail<Int, TestError>(error: TestError()).mapError { TestError(name: "mapped \($0)") }.record()
    #expect(subscriber.events == [.subscription, .failure("mapped oops")])
  }

  @Test func setFailureTypeKeepsValues() {
    let publisher: Publishers.SetFailureType<Just<Int>, TestError> = Just(1).setFailureType(to: TestError.self)
    #expect(publisher.record().events == [.subscription, .value(1), .finished])
  }

  @Test func mapVoidKeepsTheCount() {
    #expect([1, 2, 3].publisher.mapVoid().count().record().values == [3])
  }
}

@Suite struct AssertNoFailureTests {
  @Test func passesValuesThrough() {
    #expect(Just(1).setFailureType(to: TestError.self).assertNoFailure().record().values == [1])
  }

  @Test func trapsOnFailure() async {
    await #expect(processExitsWith: .failure) {
      _ = Fail<Int, TestError>(error: TestError()).assertNoFailure("boom").sink { _ in }
    }
  }
}
