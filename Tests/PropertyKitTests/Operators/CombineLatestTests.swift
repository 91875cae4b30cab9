import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct CombineLatestTests {
  @Test func combinesTheLatestValuesOfTwoProperties() {
    let name = MutableProperty("Ada")
    let age = MutableProperty(36)
    let both = name.combineLatest(with: age)
    #expect(both.value == ("Ada", 36))
    let subscriber = both.publisher.map { "\($0.0) \($0.1)" }.record()
    age.value = 37
    name.value = "Grace"
    #expect(subscriber.values == ["Ada 36", "Ada 37", "Grace 37"])
  }

  @Test func staticFormsForTwoToSix() {
    let a = MutableProperty(1)
    let b = MutableProperty(2)
    let c = MutableProperty(3)
    let d = MutableProperty(4)
    let e = MutableProperty(5)
    let f = MutableProperty(6)
    let two = Property.combineLatest(a, b)
    let three = Property.combineLatest(a, b, c)
    let four = Property.combineLatest(a, b, c, d)
    let five = Property.combineLatest(a, b, c, d, e)
    let six = Property.combineLatest(a, b, c, d, e, f)
    f.value = 60
    a.value = 10
    #expect(two.value == (10, 2))
    #expect(three.value == (10, 2, 3))
    #expect(four.value == (10, 2, 3, 4))
    #expect(five.value == (10, 2, 3, 4, 5))
    #expect(six.value == (10, 2, 3, 4, 5, 60))
  }

  @Test("the static forms infer Property's parameter from mixed argument types, and an explicit one still compiles")
  func staticFormsInferTheirParameter() {
    let name = MutableProperty("Ada")
    let age = Property(value: 36)
    let pair: Property<(String, Int)> = Property.combineLatest(name, age)
    let zipped = Property.zip(name, age)
    let explicit = Property<String>.combineLatest(name, age)
    let method = name.combineLatest(with: age)
    let zippedMethod = age.zip(with: name)
    name.value = "Grace"
    #expect(pair.value == ("Grace", 36))
    #expect(zipped.value == ("Ada", 36))
    #expect(explicit.value == ("Grace", 36))
    #expect(method.value == ("Grace", 36))
    #expect(zippedMethod.value == (36, "Ada"))
  }

  @Test func theSourcesObserversReadTheCombinationAlreadyUpdated() {
    let a = MutableProperty(1)
    let b = MutableProperty(10)
    var seen: [String] = []
    var both: Property<(Int, Int)>?
    var all: Property<[Int]>?
    // Subscribed before the combinations exist: they are still updated before this observer runs.
    let cancellable = a.newValues.sink { _ in seen.append("\(both!.value.0) \(all!.value[0])") }
    both = a.combineLatest(with: b)
    all = Property.combineLatest([a, b])
    a.value = 2
    a.value = 3
    #expect(seen == ["2 2", "3 3"])
    withExtendedLifetime(cancellable) {}
  }

  @Test func finishesOnceEverySourceHasFinished() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let a = Property(initial: 1, then: first)
    let b = Property(initial: 2, then: second)
    let subscriber = Property.combineLatest(a, b).publisher.map { "\($0.0),\($0.1)" }.record()
    first.send(completion: .finished)
    #expect(subscriber.completions.isEmpty)
    second.send(3)
    second.send(completion: .finished)
    #expect(subscriber.events == [.subscription, .value("1,2"), .value("1,3"), .finished])
  }

  @Test func aCombinationOfConstantsIsConstantAndAConstantSlotNeverChanges() {
    let constants = Property.combineLatest(Property(value: 1), Property(value: 2))
    #expect(constants.publisher.map { "\($0.0),\($0.1)" }.record().events == [.subscription, .value("1,2"), .finished])
    let count = MutableProperty(3)
    let mixed = Property.combineLatest(Property(value: "n"), count)
    let subscriber = mixed.publisher.map { "\($0.0)\($0.1)" }.record()
    count.value = 4
    #expect(subscriber.values == ["n3", "n4"])
  }

  @Test func aCombinationMadeWhileASourceIsDeliveringStartsFromItsCurrentValue() {
    let a = MutableProperty(1)
    let b = MutableProperty(0)
    var combined: Property<(Int, Int)>?
    var seen: TestSubscriber<String, Never>?
    let cancellable = a.newValues.sink { value in
      guard value == 2 else { return }
      a.value = 3  // Queued behind 2, and not newer than the value the combination starts from.
      combined = a.combineLatest(with: b)
      seen = combined?.publisher.map { "\($0.0),\($0.1)" }.record()
    }
    a.value = 2
    a.value = 5
    #expect(seen?.values == ["3,0", "5,0"])
    withExtendedLifetime(cancellable) {}
  }

  @Test func replacedValuesAreReleasedWithNoLockHeld() {
    let probes = MutableProperty(LifetimeProbe())
    let count = MutableProperty(0)
    let both = Property.combineLatest(probes, count)
    let all = Property.combineLatest([probes, probes])
    for value in 1...3 {
      probes.value = LifetimeProbe()
      count.value = value
    }
    #expect(both.value.1 == 3)
    #expect(all.value[0] === probes.value)
  }

  @Test func aCombinationNobodyHoldsLetsGoOfItsSourcesValues() {
    let a = MutableProperty(0)
    weak var weakProbe: LifetimeProbe?
    do {
      let probe = LifetimeProbe()
      weakProbe = probe
      let b = MutableProperty(probe)
      let both = a.combineLatest(with: b)
      #expect(both.value.1 === probe)
    }
    a.value = 1
    #expect(weakProbe == nil)
  }

  @Test func changesOfSourcesOnTwoThreadsArePublishedOnceEachInOrder() {
    let a = MutableProperty(0)
    let b = MutableProperty(0)
    let both = a.combineLatest(with: b)
    let published = Log<[Int]>()
    let cancellable = both.newValues.sink { published.append([$0.0, $0.1]) }
    onThreads(2) { thread in
      let source = thread == 0 ? a : b
      for value in 1...5_000 { source.value = value }
    }
    let values = published.entries
    #expect(values.count == 10_000)
    #expect(values.last == [5_000, 5_000])
    #expect(both.value == (5_000, 5_000))
    #expect(zip(values, values.dropFirst()).allSatisfy { $0[0] <= $1[0] && $0[1] <= $1[1] })
    withExtendedLifetime(cancellable) {}
  }

  @Test func collectionFormKeepsOrder() {
    let properties = (1...4).map { MutableProperty($0) }
    let all = Property.combineLatest(properties)
    #expect(all.value == [1, 2, 3, 4])
    let subscriber = all.newValues.record()
    properties[2].value = 30
    #expect(subscriber.values == [[1, 2, 30, 4]])
  }

  @Test func emptyCollectionIsAConstantEmptyArray() {
    let all = Property.combineLatest([MutableProperty<Int>]())
    #expect(all.value == [])
    #expect(all.publisher.record().events == [.subscription, .value([]), .finished])
  }

  @Test func zipPairsValuesInOrder() {
    let a = MutableProperty(1)
    let b = MutableProperty("a")
    let pairs = a.zip(with: b)
    #expect(pairs.value == (1, "a"))
    let subscriber = pairs.publisher.map { "\($0.0)\($0.1)" }.record()
    a.value = 2
    a.value = 3
    b.value = "b"
    #expect(subscriber.values == ["1a", "2b"])
  }

  @Test func staticZipForThreeToSixAndACollection() {
    let p = (1...6).map { MutableProperty($0) }
    #expect(Property.zip(p[0], p[1]).value == (1, 2))
    #expect(Property.zip(p[0], p[1], p[2]).value == (1, 2, 3))
    #expect(Property.zip(p[0], p[1], p[2], p[3]).value == (1, 2, 3, 4))
    #expect(Property.zip(p[0], p[1], p[2], p[3], p[4]).value == (1, 2, 3, 4, 5))
    #expect(Property.zip(p[0], p[1], p[2], p[3], p[4], p[5]).value == (1, 2, 3, 4, 5, 6))
    let zipped = Property.zip(p)
    p[0].value = 10
    #expect(zipped.value == [1, 2, 3, 4, 5, 6])
    for property in p.dropFirst() { property.value *= 10 }
    #expect(zipped.value == [10, 20, 30, 40, 50, 60])
    #expect(Property.zip([MutableProperty<Int>]()).value == [])
  }

  /// The glitch decision: combinations are not glitch-free. Both maps hear `a` one after the other, so an
  /// observer of their combination sees the intermediate pair (20, 100) before the consistent (20, 200).
  @Test func combiningTwoMapsOfOneSourceShowsTheIntermediatePair() {
    let a = MutableProperty(1)
    let tens = a.map { $0 * 10 }
    let hundreds = a.map { $0 * 100 }
    let both = tens.combineLatest(with: hundreds)
    let subscriber = both.publisher.map { "\($0.0),\($0.1)" }.record()
    a.value = 2
    #expect(subscriber.values == ["10,100", "20,100", "20,200"])
    #expect(both.value == (20, 200))
  }

  @Test func aSingleMapToATupleIsConsistent() {
    let a = MutableProperty(1)
    let both = a.map { ($0 * 10, $0 * 100) }
    let subscriber = both.publisher.map { "\($0.0),\($0.1)" }.record()
    a.value = 2
    #expect(subscriber.values == ["10,100", "20,200"])
  }

  @Test func combineLatestOfAnEmptyCollectionIsTheSentinel() {
    let none = Property.combineLatest(EmptyCollection<Property<String>>(), emptySentinel: ["empty"])
    #expect(none.value == ["empty"])
    #expect(none.publisher.record().events == [.subscription, .value(["empty"]), .finished])
  }

  @Test func combineLatestWithASentinelCombinesANonEmptyCollection() {
    let a = MutableProperty("a")
    let b = MutableProperty("b")
    let both = Property.combineLatest([a, b], emptySentinel: ["empty"])
    b.value = "B"
    #expect(both.value == ["a", "B"])
  }

  @Test func zipOfAnEmptyCollectionIsTheSentinel() {
    let none = Property.zip(EmptyCollection<Property<String>>(), emptySentinel: ["empty"])
    #expect(none.value == ["empty"])
  }

  @Test func zipWithASentinelZipsANonEmptyCollection() {
    let a = MutableProperty(1)
    let b = MutableProperty(2)
    let pairs = Property.zip([a, b], emptySentinel: [])
    a.value = 10
    #expect(pairs.value == [1, 2])
    b.value = 20
    #expect(pairs.value == [10, 20])
  }

  @Test func staticBooleanCombinatorsInferTheirTypesUnqualified() {
    let a = MutableProperty(true)
    let b = MutableProperty(false)
    #expect(Property.all(a, b).value == false)
    #expect(Property.any(a, b).value == true)
    #expect(Property.all([a, b]).value == false)
    #expect(Property.any([a, b]).value == true)
  }

  @Test("spelled on a Property of another value, as CombineEx allows, it is still the property of the inputs")
  func spelledOnAnotherValueType() {
    let allowed = MutableProperty(true)
    let strings = Property<[String]>(value: ["a", "b"])
    let match = Property<Set<String>>(value: ["a"])
    let combined = Property<Set<String>>.combineLatest(strings, allowed, match)
      .map { strings, allowed, match -> Set<String> in allowed ? Set(strings).intersection(match) : [] }
    #expect(combined.value == ["a"])
    allowed.value = false
    #expect(combined.value == [])
    #expect(Property<Void>.combineLatest(allowed, strings).value == (false, ["a", "b"]))
  }

}
