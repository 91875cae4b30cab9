import StreamCore
import TestSupport
import Testing

private let four = Optional(4).publisher
private let none = Int?.none.publisher

@Suite struct OptionalPublisherOperatorsTests {
  @Test func specialisedOperatorsKeepOptionalPublishers() {
    let mapped: Optional<String>.Publisher = four.map { "\($0)" }
    #expect(mapped.output == "4")
    let compacted: Optional<Int>.Publisher = Optional("x").publisher.compactMap { Int($0) }
    #expect(compacted.output == nil)
    let counted: Optional<Int>.Publisher = four.count()
    #expect(counted.output == 1)
    #expect(none.count().output == nil)
    #expect(four.collect().output == [4])
    #expect(Optional<Int>.none.publisher.collect().output == [])
    #expect(four.reduce(10, +).output == 14)
    #expect(four.scan(10, +).output == 14)
    #expect(four.contains(4).output == true)
    #expect(four.contains { $0 > 5 }.output == false)
    #expect(four.allSatisfy { $0 > 3 }.output == true)
    let same: [Optional<Int>.Publisher] = [
      four.min(), four.max(), four.min(by: <), four.max(by: <), four.first(), four.last(), four.removeDuplicates(),
      four.removeDuplicates(by: ==), four.replaceError(with: 0), four.retry(2),
    ]
    #expect(same.allSatisfy { $0 == four })
  }

  @Test func filteringOperatorsKeepOrDropTheValue() {
    #expect(four.filter { $0 > 3 }.output == 4)
    #expect(four.filter { $0 > 5 }.output == nil)
    #expect(four.first { $0 > 5 }.output == nil)
    #expect(four.last { $0 > 3 }.output == 4)
    #expect(four.drop { $0 < 5 }.output == nil)
    #expect(four.dropFirst().output == nil)
    #expect(four.dropFirst(0).output == 4)
    #expect(four.prefix(1).output == 4)
    #expect(four.prefix(0).output == nil)
    #expect(four.prefix { $0 < 5 }.output == 4)
    #expect(four.output(at: 0).output == 4)
    #expect(four.output(at: 1).output == nil)
    #expect(four.output(in: 0..<2).output == 4)
    #expect(four.output(in: 1...).output == nil)
  }

  @Test func replaceEmptyIsAJust() {
    let replaced: Just<Int> = none.replaceEmpty(with: 0)
    #expect(replaced.output == 0)
    #expect(four.replaceEmpty(with: 0).output == 4)
  }

  @Test func ignoreOutputIsAnEmptyThatFinishes() {
    let ignored: Empty<Int, Never> = four.ignoreOutput()
    #expect(ignored.record().events == [.subscription, .finished])
  }

  @Test func negativeCountsTrap() async {
    await #expect(processExitsWith: .failure) { _ = Optional(4).publisher.dropFirst(-1) }
    await #expect(processExitsWith: .failure) { _ = Optional(4).publisher.prefix(-1) }
    await #expect(processExitsWith: .failure) { _ = Optional(4).publisher.output(at: -1) }
  }
}
