import StreamCore
import TestSupport
import Testing

/// Demand a subscriber returns from `receive(_:)` is demand like a `request(_:)`: the operators that deliver through a
/// buffer of their own (zip, combineLatest, merge, prefix and drop until output) ask their upstreams for it too.
@Suite struct ReturnedDemandTests {
  /// A subscriber that asks for one value, then for one more with each value it receives.
  private func oneAtATime<Input: Equatable>(_: Input.Type = Input.self) -> TestSubscriber<Input, Never> {
    TestSubscriber(demand: .max(1)) { _ in .max(1) }
  }

  @Test("zip and merge of sequences deliver every value to a subscriber that asks for one more each time")
  func zipAndMergeOfSequences() {
    let zipped = oneAtATime(Int.self)
    (1...5).publisher.zip((1...5).publisher).map { $0 * 10 + $1 }.subscribe(zipped)
    #expect(zipped.values == [11, 22, 33, 44, 55])
    #expect(zipped.completions == [.finished])

    let merged = oneAtATime(Int.self)
    (1...3).publisher.merge(with: (4...6).publisher).subscribe(merged)
    #expect(merged.values.sorted() == [1, 2, 3, 4, 5, 6])
    #expect(merged.completions == [.finished])
  }

  @Test("combineLatest of subjects keeps combining for a subscriber that asks for one more each time")
  func combineLatestOfSubjects() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let combined = oneAtATime(Int.self)
    a.combineLatest(b).map { $0 * 10 + $1 }.subscribe(combined)
    a.send(1)
    b.send(1)
    a.send(2)
    b.send(3)
    #expect(combined.values == [11, 21, 23])
  }

  @Test("prefix and drop until output pass every value to a subscriber that asks for one more each time")
  func untilOutput() {
    let prefixed = oneAtATime(Int.self)
    (1...5).publisher.prefix(untilOutputFrom: Empty<Int, Never>(completeImmediately: false)).subscribe(prefixed)
    #expect(prefixed.values == [1, 2, 3, 4, 5])

    let dropped = oneAtATime(Int.self)
    (1...5).publisher.drop(untilOutputFrom: Just(0)).subscribe(dropped)
    #expect(dropped.values == [1, 2, 3, 4, 5])
  }
}
