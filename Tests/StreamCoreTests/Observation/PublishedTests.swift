import StreamCore
import TestSupport
import Testing

private final class Form: ObservableObject {
  @Published var name = ""
  @Published var age = 0
}

private final class Plain: ObservableObject {
  var value = 0
}

private class Base: ObservableObject {
  @Published var inherited = 0
}

private final class Derived: Base {
  @Published var own = 0
}

private final class Model {
  @Published var count = 0
}

@Suite struct PublishedTests {
  @Test func emitsTheCurrentValueOnSubscribeAndTheNewValueOnWillSet() {
    let form = Form()
    var seen: [String] = []
    let cancellable = form.$name.sink { newValue in
      seen.append("\(newValue) (stored: \(form.name))")
    }
    form.name = "Ann"
    #expect(seen == [" (stored: )", "Ann (stored: )"])
    #expect(form.name == "Ann")
    withExtendedLifetime(cancellable) {}
  }

  @Test func objectWillChangeFiresBeforeEachChange() {
    let form = Form()
    var log: [String] = []
    let cancellable = form.objectWillChange.sink { log.append("will change, age \(form.age)") }
    form.age = 1
    form.name = "Bo"
    #expect(log == ["will change, age 0", "will change, age 1"])
    #expect(form.objectWillChange === form.objectWillChange)
    withExtendedLifetime(cancellable) {}
  }

  @Test func objectWillChangeCoversInheritedProperties() {
    let object = Derived()
    let counter = Counter()
    let cancellable = object.objectWillChange.sink { counter.increment() }
    object.inherited = 1
    object.own = 1
    #expect(counter.value == 2)
    withExtendedLifetime(cancellable) {}
  }

  @Test func objectWithoutPublishedPropertiesGetsASilentPublisher() {
    let plain = Plain()
    let subscriber = plain.objectWillChange.map { 1 }.record()
    plain.value = 2
    #expect(subscriber.values.isEmpty)
  }

  @Test func assignToPublishedLivesAsLongAsTheObject() {
    let source = PassthroughSubject<Int, Never>()
    weak var weakModel: Model?
    do {
      let model = Model()
      weakModel = model
      source.assign(to: &model.$count)
      source.send(3)
      #expect(model.count == 3)
    }
    #expect(weakModel == nil)
    source.send(4)
  }

  @Test func aSubscriberWithoutDemandGetsTheLatestValueAtItsNextRequest() {
    let form = Form()
    let subscriber = form.$age.record(demand: .max(1))
    form.age = 1
    form.age = 2
    #expect(subscriber.values == [0])
    subscriber.request(.max(1))
    #expect(subscriber.values == [0, 2])
  }

  @Test func anObjectWithoutPublishedPropertiesHasOneWillChangePublisher() {
    let plain = Plain()
    #expect(plain.objectWillChange === plain.objectWillChange)
    let subscriber = plain.objectWillChange.map { 1 }.record()
    plain.objectWillChange.send()
    #expect(subscriber.values == [1])
  }

  @Test func theWillChangePublisherOfAnObjectWithoutPublishedPropertiesDoesNotKeepItAlive() {
    weak var weakPlain: Plain?
    var publishers: [ObservableObjectPublisher] = []
    for _ in 0..<200 {
      let plain = Plain()
      weakPlain = plain
      let publisher = plain.objectWillChange
      #expect(!publishers.contains { $0 === publisher })
      publishers.append(publisher)
    }
    #expect(weakPlain == nil)
  }
}

@Suite struct SinkTests {
  @Test func releasesClosuresOnCompletion() {
    let subject = PassthroughSubject<Int, Never>()
    weak var weakProbe: LifetimeProbe?
    var cancellable: AnyCancellable?
    do {
      let probe = LifetimeProbe()
      weakProbe = probe
      cancellable = subject.sink { _ in _ = probe }
    }
    subject.send(completion: .finished)
    #expect(weakProbe == nil)
    #expect(cancellable != nil)
  }

  @Test func cancelStopsDelivery() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.sink { received.append($0) }
    subject.send(1)
    cancellable.cancel()
    subject.send(2)
    #expect(received == [1])
  }

  @Test func receivesCompletion() {
    var completion: Subscribers.Completion<TestError>?
    let cancellable = Fail<Int, TestError>(error: TestError()).sink(
      receiveCompletion: { completion = $0 },
      receiveValue: { _ in }
    )
    #expect(completion == .failure(TestError()))
    withExtendedLifetime(cancellable) {}
  }
}

@Suite struct AssignTests {
  final class Label {
    var text = ""
  }

  @Test func writesEachValue() {
    let label = Label()
    let subject = PassthroughSubject<String, Never>()
    let cancellable = subject.assign(to: \.text, on: label)
    subject.send("a")
    subject.send("b")
    #expect(label.text == "b")
    withExtendedLifetime(cancellable) {}
  }

  @Test func releasesTheObjectOnCancel() {
    let subject = PassthroughSubject<String, Never>()
    weak var weakLabel: Label?
    let cancellable: AnyCancellable
    do {
      let label = Label()
      weakLabel = label
      cancellable = subject.assign(to: \.text, on: label)
    }
    #expect(weakLabel != nil)
    cancellable.cancel()
    #expect(weakLabel == nil)
  }
}

@Suite struct AnySubscriberTests {
  @Test func wrapsClosures() {
    var values: [Int] = []
    var finished = false
    let subscriber = AnySubscriber<Int, Never>(
      receiveSubscription: { $0.request(.unlimited) },
      receiveValue: {
        values.append($0)
        return .none
      },
      receiveCompletion: { _ in finished = true }
    )
    [1, 2].publisher.subscribe(subscriber)
    #expect(values == [1, 2])
    #expect(finished)
  }

  @Test func wrapsASubject() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = subject.record()
    [5].publisher.subscribe(AnySubscriber(subject))
    #expect(recorder.events == [.subscription, .value(5), .finished])
  }

  @Test func wrapsASubscriberKeepingItsIdentity() {
    let recorder = TestSubscriber<Int, Never>()
    let erased = AnySubscriber(recorder)
    #expect(erased.combineIdentifier == recorder.combineIdentifier)
    Just(1).subscribe(erased)
    #expect(recorder.values == [1])
  }
}
