import StreamCore
import TestSupport
import Testing

/// A value with stored, nested and computed fields.
private struct Form: Equatable, Sendable {
  struct Address: Equatable, Sendable {
    var city = ""
  }

  var name = ""
  var age = 0
  var address = Address()
  var tags: [String] = []
  var score = Counted()

  var initial: Character? { name.first }
}

/// A field whose comparisons are counted.
private struct Counted: Equatable, Sendable {
  var value = 0
  var comparisons = Counter()

  static func == (lhs: Counted, rhs: Counted) -> Bool {
    lhs.comparisons.increment()
    return lhs.value == rhs.value
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

  /// The channel of a stored field's values, as a publisher.
  func values<Field: Equatable>(_ keyPath: KeyPath<Form, Field>) throws -> CorePublisher<Field, Never> {
    CorePublisher(try #require(fields.values(of: keyPath)))
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
  @Test func aFieldChannelSendsItsCurrentValueThenOnlyItsChanges() throws {
    let source = Source()
    let names = try source.values(\.name).record()
    let cities = try source.values(\.address.city).record()
    source.update { $0.name = "Ada" }
    source.update { $0.age = 36 }
    source.update { $0.address.city = "London" }
    source.update { $0.name = "Ada" }
    #expect(names.values == ["", "Ada"])
    #expect(cities.values == ["", "London"])
  }

  @Test func aFieldIsComparedOncePerCommitHoweverManyObserveIt() throws {
    func comparisons(observers: Int) throws -> Int {
      let source = Source()
      let recorders = try (0..<observers).map { _ in try source.values(\.score).map(\.value).record() }
      source.update { $0.age = 1 }
      source.update { $0.score.value = 7 }
      for recorder in recorders { #expect(recorder.values == [0, 7]) }
      return source.core.currentValue.new.score.comparisons.value
    }
    #expect(try comparisons(observers: 1) == 2)
    #expect(try comparisons(observers: 3) == 2)
  }

  @Test func onlyStoredEquatableFieldsGetAChannel() {
    struct Opaque {}
    struct Holder {
      var count = 0
      var opaque = Opaque()
    }
    let source = Source()
    #expect(source.fields.values(of: \.initial) == nil)
    #expect(source.fields.values(of: \.tags[0]) == nil)
    #expect(source.fields.values(of: \.name) != nil)
    let core = SubjectCore<DiffedValue<Holder>, Never>(current: DiffedValue(old: nil, new: Holder()))
    let fields = FieldChannels(source: core)
    #expect(fields.diffs(of: \.opaque) == nil)
    #expect(fields.diffs(of: \.count) != nil)
  }

  @Test func callersWithTheSameKeyPathShareOneChannel() {
    let source = Source()
    #expect(source.fields.values(of: \.name) === source.fields.values(of: \.name))
    #expect(source.fields.diffs(of: \.name) === source.fields.diffs(of: \.name))
    #expect(source.fields.values(of: \.name) !== source.fields.values(of: \.address.city))
  }

  @Test func aDiffChannelSendsOldAndNewValues() throws {
    let source = Source()
    let ages = CorePublisher(try #require(source.fields.diffs(of: \.age))).record()
    source.update { $0.age = 5 }
    source.update { $0.name = "Ada" }
    source.update { $0.age = 6 }
    #expect(ages.values == [DiffedValue(old: nil, new: 0), DiffedValue(old: 0, new: 5), DiffedValue(old: 5, new: 6)])
  }

  @Test func aFieldSubscriberThatCommitsIsServedAfterTheCurrentCommitReachedEveryField() throws {
    let source = Source()
    let log = Log<String>()
    let ages = try source.values(\.age).sink { age in
      log.append("age \(age)")
      if age == 1 { source.update { $0.name = "Ada" } }
    }
    let names = try source.values(\.name).sink { log.append("name \($0)") }
    source.update {
      $0.age = 1
      $0.name = "Bo"
    }
    #expect(log.entries == ["age 0", "name ", "age 1", "name Bo", "name Ada"])
    withExtendedLifetime((ages, names)) {}
  }

  @Test func aChannelMadeDuringADeliveryStartsFromTheValueBeingDelivered() throws {
    let source = Source()
    let late = Log<TestSubscriber<String, Never>>()
    let ages = try source.values(\.age).sink { age in
      guard age == 1 else { return }
      // Queued behind this delivery: the next commit.
      source.update { $0.name = "Cy" }
      if let names = source.fields.values(of: \.name) { late.append(CorePublisher(names).record()) }
    }
    source.update {
      $0.age = 1
      $0.name = "Bo"
    }
    #expect(late.entries.map(\.values) == [["Bo", "Cy"]])
    withExtendedLifetime(ages) {}
  }

  @Test func theSourcesCompletionFinishesEveryChannelAndLaterOnes() throws {
    let source = Source()
    let names = try source.values(\.name).record()
    source.core.send(completion: .finished)
    let ages = try source.values(\.age).record()
    #expect(names.events == [.subscription, .value(""), .finished])
    #expect(ages.events.last == .finished)
  }

  @Test func commitsFromManyThreadsReachTheChannelsOneAtATimeInCommitOrder() throws {
    let source = Source()
    let ages = try source.values(\.age).record()
    let names = try source.values(\.name).record()
    onThreads(8) { _ in
      for _ in 0..<2_000 { source.update { $0.age += 1 } }
    }
    #expect(ages.values == Array(0...16_000))
    #expect(names.values == [""])
  }

  @Test("until a channel is made, a commit is delivered to nobody; the first channel starts from the latest value")
  func theFeedIsAttachedByTheFirstChannel() throws {
    let source = Source()
    source.update { $0.age = 1 }
    // With no channel there is no feed: a commit finds nobody to deliver to, and the caller gets no delivery turn.
    #expect(source.core.enqueue(source.core.currentValue) == false)
    let ages = try source.values(\.age).record()
    source.update { $0.age = 2 }
    #expect(ages.values == [1, 2])
  }

  @Test("channels made at once on 4 threads while a fifth commits each see their field rise to the last commit")
  func firstChannelsMadeConcurrentlyWithCommits() throws {
    for _ in 0..<50 {
      let source = Source()
      let recorders = Log<Int>()
      let kept = LockedValue<[TestSubscriber<Int, Never>]>([])
      onThreads(5) { thread in
        if thread == 4 {
          for _ in 0..<200 { source.update { $0.age += 1 } }
          return
        }
        guard let channel = source.fields.values(of: \.age) else { return recorders.append(-1) }
        let recorder = CorePublisher(channel).record()
        kept.withLock { $0.append(recorder) }
      }
      #expect(recorders.entries.isEmpty)
      for recorder in kept.value {
        let values = recorder.values
        #expect(values.last == 200)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 + 1 == $1 }, "\(values)")
      }
    }
  }

  @Test(.checksLeaks) func stoppingTheFeedReleasesTheChannels() throws {
    weak var weakCore: SubjectCore<DiffedValue<Form>, Never>?
    weak var weakChannel: SubjectCore<String, Never>?
    do {
      let source = Source()
      weakCore = source.core
      weakChannel = source.fields.values(of: \.name)
      let probe = TrackedProbe()
      let names = try source.values(\.name).sink { _ in withExtendedLifetime(probe) {} }
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
  @Test func valuesNeverExceedDemand() throws {
    let source = Source()
    let names = TestSubscriber<String, Never>(demand: .max(1))
    try source.values(\.name).subscribe(names)
    for index in 1...5 { source.update { $0.name = "n\(index)" } }
    #expect(names.values == [""])
    names.request(.max(2))
    for index in 6...10 { source.update { $0.name = "n\(index)" } }
    #expect(names.values == ["", "n6", "n7"])
  }

  @Test func nothingArrivesAfterCancelAndCancellingTwiceIsHarmless() throws {
    let source = Source()
    let names = try source.values(\.name).record()
    source.update { $0.name = "Ada" }
    names.subscription?.cancel()
    names.subscription?.cancel()
    source.update { $0.name = "Bo" }
    source.core.send(completion: .finished)
    #expect(names.events == [.subscription, .value(""), .value("Ada")])
  }

  @Test func cancellingReleasesTheSubscriber() throws {
    let source = Source()
    weak var weakSubscriber: TestSubscriber<String, Never>?
    var subscription: (any Subscription)?
    do {
      let subscriber = TestSubscriber<String, Never>()
      weakSubscriber = subscriber
      try source.values(\.name).subscribe(subscriber)
      subscription = subscriber.subscription
    }
    #expect(weakSubscriber != nil)
    subscription?.cancel()
    #expect(weakSubscriber == nil)
  }
}
