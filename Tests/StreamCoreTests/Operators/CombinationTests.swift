import StreamCore
import TestSupport
import Testing

/// A rule declared outside the library: it follows its `usesEachValueOnce` and gives its name.
private enum LatestOfEachRule: CombinationRule {
  static var name: String { "LatestOfEach" }
  static var usesEachValueOnce: Bool { false }
}

@Suite struct CombinationTests {
  @Test func zipAndCombineLatestAreOneTypePerArityWithTheirRule() {
    #expect(
      Publishers.Zip3<Just<Int>, Just<Int>, Just<Int>>.self
        == Combination3<ZipRule, Just<Int>, Just<Int>, Just<Int>>.self
    )
    #expect(
      Publishers.CombineLatest<Just<Int>, Just<Int>>.self
        == Combination<CombineLatestRule, Just<Int>, Just<Int>>.self
    )
    #expect(Publishers.Zip(Just(1), Just(2)) == Just(1).zip(Just(2)))
    let zip: Publishers.Zip<Just<Int>, Just<String>> = Just(1).zip(Just("a"))
    let same: Combination<ZipRule, Just<Int>, Just<String>> = zip
    #expect(same.a.output == 1)
    #expect(Publishers.CombineLatest(Just(1), Just(2)) != Publishers.CombineLatest(Just(1), Just(3)))
  }

  @Test func subscriptionsAreNamedAsCombineNamesThem() {
    let subject = PassthroughSubject<Int, Never>()
    func name<P: Publisher>(of publisher: P) -> String? {
      publisher.map { _ in 0 }.record(demand: .none).subscription.map { String(describing: $0) }
    }
    #expect(name(of: subject.zip(subject)) == "Zip")
    #expect(name(of: subject.zip(subject, subject)) == "Zip3")
    #expect(name(of: subject.combineLatest(subject)) == "CombineLatest")
    #expect(name(of: subject.combineLatest(subject, subject, subject, subject, subject)) == "CombineLatest6")
    #expect(name(of: subject.merge(with: subject, subject)) == "Merge3")
  }

  @Test func aRuleDeclaredElsewhereFollowsItsFlagAndName() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    let combination = Combination<LatestOfEachRule, _, _>(a, b)
    let subscriber = combination.map { "\($0)\($1)" }.record()
    a.send(1)
    b.send("x")
    a.send(2)
    #expect(subscriber.values == ["1x", "2x"])
    #expect(subscriber.subscription.map { String(describing: $0) } == "LatestOfEach")
  }
}
