import StreamCore
import TestSupport
import Testing

/// A value with stored, nested and computed fields; the computed one counts its reads.
private struct Form: Equatable, Sendable {
  struct Address: Equatable, Sendable {
    var city = ""
  }

  var name = ""
  var age = 0
  var address = Address()
  var reads: Counter?

  var initial: Character? {
    _ = reads?.increment()
    return name.first
  }

  static func == (lhs: Form, rhs: Form) -> Bool {
    lhs.name == rhs.name && lhs.age == rhs.age && lhs.address == rhs.address
  }
}

/// A source of committed values, as a state container keeps one, with its field channels.
private final class Source: @unchecked Sendable {
  // @unchecked: `value` is guarded by `lock`; `core` and `fields` are thread-safe.
  let core: SubjectCore<DiffedValue<Form>, Never>
  let fields: FieldChannels<Form>
  private let lock = Lock()
  private var value: Form

  init(_ value: Form = Form()) {
    self.value = value
    core = SubjectCore(current: DiffedValue(old: nil, new: value)) { DiffedValue(old: nil, new: $0.new) }
    fields = FieldChannels(source: core)
  }

  func update(_ change: (inout Form) -> Void) {
    lock.lock()
    let old = value
    change(&value)
    let mustDrain = core.enqueue(DiffedValue(old: old, new: value))
    lock.unlock()
    if mustDrain { core.drain() }
  }
}

@Suite struct FieldChannelsTests {
  @Test func aFieldChannelSendsItsCurrentValueThenOnlyItsChanges() {
    let source = Source()
    let names = CorePublisher(source.fields.values(of: \.name)).record()
    let cities = CorePublisher(source.fields.values(of: \.address.city)).record()
    source.update { $0.name = "Ada" }
    source.update { $0.age = 36 }
    source.update { $0.address.city = "London" }
    source.update { $0.name = "Ada" }
    #expect(names.values == ["", "Ada"])
    #expect(cities.values == ["", "London"])
  }

  @Test func aComputedFieldIsReadOncePerCommitHoweverManyObserveIt() {
    func reads(observers: Int) -> Int {
      let counter = Counter()
      let source = Source(Form(reads: counter))
      let recorders = (0..<observers).map { _ in CorePublisher(source.fields.values(of: \.initial)).record() }
      source.update { $0.age = 1 }  // `initial` unchanged: read for the old and the new value
      source.update { $0.name = "Bo" }  // changed: read again to send the old and the new value
      for recorder in recorders { #expect(recorder.values == [nil, "B"]) }
      return counter.value
    }
    #expect(reads(observers: 1) == 1 + 2 + 4)
    #expect(reads(observers: 3) == 1 + 2 + 4)
  }

  @Test func callersWithTheSameKeyPathShareOneChannel() {
    let source = Source()
    #expect(source.fields.values(of: \.name) === source.fields.values(of: \.name))
    #expect(source.fields.diffs(of: \.name) === source.fields.diffs(of: \.name))
  }

  @Test func aDiffChannelSendsOldAndNewValues() {
    let source = Source()
    let ages = CorePublisher(source.fields.diffs(of: \.age)).record()
    source.update { $0.age = 5 }
    source.update { $0.name = "Ada" }
    source.update { $0.age = 6 }
    #expect(ages.values == [DiffedValue(old: nil, new: 0), DiffedValue(old: 0, new: 5), DiffedValue(old: 5, new: 6)])
  }

  @Test func aFieldThatIsNotEquatableIsReportedOnEveryCommit() {
    struct Opaque {}
    struct Holder: Equatable {
      var count = 0
      var opaque = Opaque()
      static func == (lhs: Holder, rhs: Holder) -> Bool { lhs.count == rhs.count }
    }
    let core = SubjectCore<DiffedValue<Holder>, Never>(current: DiffedValue(old: nil, new: Holder())) {
      DiffedValue(old: nil, new: $0.new)
    }
    let fields = FieldChannels(source: core)
    let opaque = CorePublisher(fields.diffs(of: \.opaque)).map { _ in 1 }.record()
    core.send(DiffedValue(old: Holder(), new: Holder(count: 1)))
    core.send(DiffedValue(old: Holder(count: 1), new: Holder(count: 2)))
    #expect(opaque.values == [1, 1, 1])
  }

  @Test func aFieldSubscriberThatCommitsIsServedAfterTheCurrentCommitReachedEveryField() {
    let source = Source()
    let log = Log<String>()
    let ages = CorePublisher(source.fields.values(of: \.age)).sink { age in
      log.append("age \(age)")
      if age == 1 { source.update { $0.name = "Ada" } }
    }
    let names = CorePublisher(source.fields.values(of: \.name)).sink { log.append("name \($0)") }
    source.update {
      $0.age = 1
      $0.name = "Bo"
    }
    #expect(log.entries == ["age 0", "name ", "age 1", "name Bo", "name Ada"])
    withExtendedLifetime((ages, names)) {}
  }

  @Test func aChannelMadeDuringADeliveryStartsFromTheValueBeingDelivered() {
    let source = Source()
    let late = Log<TestSubscriber<String, Never>>()
    let ages = CorePublisher(source.fields.values(of: \.age)).sink { age in
      guard age == 1 else { return }
      // Queued behind this delivery: the next commit.
      source.update { $0.name = "Cy" }
      late.append(CorePublisher(source.fields.values(of: \.name)).record())
    }
    source.update {
      $0.age = 1
      $0.name = "Bo"
    }
    #expect(late.entries.map(\.values) == [["Bo", "Cy"]])
    withExtendedLifetime(ages) {}
  }

  @Test func theSourcesCompletionFinishesEveryChannelAndLaterOnes() {
    let source = Source()
    let names = CorePublisher(source.fields.values(of: \.name)).record()
    source.core.send(completion: .finished)
    let ages = CorePublisher(source.fields.values(of: \.age)).record()
    #expect(names.events == [.subscription, .value(""), .finished])
    #expect(ages.events.last == .finished)
  }

  @Test func commitsFromManyThreadsReachTheChannelsOneAtATimeInCommitOrder() {
    let source = Source()
    let ages = CorePublisher(source.fields.values(of: \.age)).record()
    let names = CorePublisher(source.fields.values(of: \.name)).record()
    onThreads(8) { _ in
      for _ in 0..<2_000 { source.update { $0.age += 1 } }
    }
    #expect(ages.values == Array(0...16_000))
    #expect(names.values == [""])
  }

  @Test(.checksLeaks) func stoppingTheFeedReleasesTheChannels() {
    weak var weakCore: SubjectCore<DiffedValue<Form>, Never>?
    weak var weakChannel: SubjectCore<String, Never>?
    do {
      let source = Source()
      weakCore = source.core
      weakChannel = source.fields.values(of: \.name)
      let probe = TrackedProbe()
      let names = CorePublisher(source.fields.values(of: \.name)).sink { _ in withExtendedLifetime(probe) {} }
      source.update { $0.name = "Ada" }
      names.cancel()
      source.fields.stopFeeding()
    }
    #expect(weakCore == nil)
    #expect(weakChannel == nil)
  }
}

/// The subscription contract, for a field channel's subscribers.
@Suite struct FieldChannelSubscriptionTests {
  @Test func valuesNeverExceedDemand() {
    let source = Source()
    let names = TestSubscriber<String, Never>(demand: .max(1))
    CorePublisher(source.fields.values(of: \.name)).subscribe(names)
    for index in 1...5 { source.update { $0.name = "n\(index)" } }
    #expect(names.values == [""])
    names.request(.max(2))
    for index in 6...10 { source.update { $0.name = "n\(index)" } }
    #expect(names.values == ["", "n6", "n7"])
  }

  @Test func nothingArrivesAfterCancelAndCancellingTwiceIsHarmless() {
    let source = Source()
    let names = CorePublisher(source.fields.values(of: \.name)).record()
    source.update { $0.name = "Ada" }
    names.subscription?.cancel()
    names.subscription?.cancel()
    source.update { $0.name = "Bo" }
    source.core.send(completion: .finished)
    #expect(names.events == [.subscription, .value(""), .value("Ada")])
  }

  @Test func cancellingReleasesTheSubscriber() {
    let source = Source()
    weak var weakSubscriber: TestSubscriber<String, Never>?
    var subscription: (any Subscription)?
    do {
      let subscriber = TestSubscriber<String, Never>()
      weakSubscriber = subscriber
      CorePublisher(source.fields.values(of: \.name)).subscribe(subscriber)
      subscription = subscriber.subscription
    }
    #expect(weakSubscriber != nil)
    subscription?.cancel()
    #expect(weakSubscriber == nil)
  }
}
