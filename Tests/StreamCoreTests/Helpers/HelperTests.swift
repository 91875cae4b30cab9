import StreamCore
import TestSupport
import Testing

private struct Profile: Hashable {
  var name = ""
  var age = 0
}

@Suite struct DiffedValueTests {
  @Test func readsNewThroughDynamicMembers() {
    var diff = DiffedValue(old: Profile(name: "a"), new: Profile(name: "b", age: 2))
    #expect(diff.name == "b")
    diff.age = 3
    #expect(diff.new.age == 3)
  }

  @Test func reportsWhichFieldsChanged() {
    let diff = DiffedValue(old: Profile(name: "a", age: 1), new: Profile(name: "a", age: 2))
    #expect(diff.hasChanged(\.age))
    #expect(!diff.hasChanged(\.name))
    #expect(DiffedValue(old: nil, new: Profile()).hasChanged(\.name))
    #expect(diff.hasChanged)
    #expect(!DiffedValue(old: 1, new: 1).hasChanged)
  }

  @Test func mapsToOneField() {
    let diff = DiffedValue(old: Profile(age: 1), new: Profile(age: 2)).map(keyPath: \.age)
    #expect(diff == DiffedValue(old: 1, new: 2))
    #expect(DiffedValue<Profile>(old: nil, new: Profile()).map(keyPath: \.age).old == nil)
  }

  @Test func equalityComparesBothFields() {
    #expect(DiffedValue(old: 1, new: 2) == DiffedValue(old: 1, new: 2))
    #expect(DiffedValue(old: 1, new: 2) != DiffedValue(old: 0, new: 2))
    #expect(DiffedValue(old: nil, new: 2) != DiffedValue(old: 2, new: 2))
    #expect(Set([DiffedValue(old: 1, new: 2), DiffedValue(old: 1, new: 2)]).count == 1)
  }

  @Test func oldAndNewAreSnapshots() {
    var profile = Profile(name: "a")
    let diff = DiffedValue(old: profile, new: profile)
    profile.name = "changed"
    #expect(diff.old?.name == "a")
    #expect(diff.new.name == "a")
  }
}

@Suite struct BuilderTests {
  @SubscriptionBuilder
  private func subscriptions(
    to subject: PassthroughSubject<Int, Never>,
    includeOptional: Bool,
    extra: AnyCancellable?,
    count: Int,
    log: Counter
  ) -> [AnyCancellable] {
    subject.sink { _ in log.increment() }
    if includeOptional {
      subject.sink { _ in log.increment() }
    } else {
      subject.sink { _ in log.increment() }
      subject.sink { _ in log.increment() }
    }
    extra
    for _ in 0..<count {
      subject.sink { _ in log.increment() }
    }
    [subject.sink { _ in log.increment() }]
  }

  @Test func collectsEveryForm() {
    let subject = PassthroughSubject<Int, Never>()
    let log = Counter()
    let tokens = subscriptions(to: subject, includeOptional: false, extra: nil, count: 3, log: log)
    #expect(tokens.count == 7)
    withExtendedLifetime(tokens) { subject.send(1) }
    #expect(log.value == 7)
    let more = subscriptions(to: subject, includeOptional: true, extra: AnyCancellable {}, count: 0, log: log)
    #expect(more.count == 4)
  }

  @AnyTokenBuilder<String>
  private func names(_ flag: Bool) -> [String] {
    "a"
    if flag { "b" }
    Optional<String>.none
    ["c", "d"]
  }

  @Test func anyTokenBuilderBuildsArrays() {
    #expect(names(true) == ["a", "b", "c", "d"])
    #expect(names(false) == ["a", "c", "d"])
  }
}

@Suite struct SubjectAliasTests {
  @Test func eventAndActionSubjects() {
    let events = EventSubject<String>()
    let actions = ActionSubject()
    let eventRecorder = events.record()
    let counter = Counter()
    let cancellable = actions.sink { counter.increment() }
    events.send("x")
    actions.send()
    #expect(eventRecorder.values == ["x"])
    #expect(counter.value == 1)
    withExtendedLifetime(cancellable) {}
  }
}
