import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite(.checksLeaks) struct BindingTests {
  @Test func aPublisherDrivesAMutableProperty() {
    let source = PassthroughSubject<Int, Never>()
    let target = MutableProperty(0)
    target <~ source
    source.send(1)
    source.send(2)
    #expect(target.value == 2)
  }

  @Test func aPropertyDrivesATargetWithItsCurrentValueThenChanges() {
    let source = MutableProperty("a")
    let target = MutableProperty("")
    let history = target.publisher.record()
    target <~ source
    source.value = "b"
    #expect(history.values == ["", "a", "b"])
  }

  @Test func anOptionalTargetAcceptsNonOptionalSources() {
    let target = MutableProperty<Int?>(nil)
    target <~ Just(3)
    #expect(target.value == 3)
    let source = MutableProperty(4)
    target <~ source
    #expect(target.value == 4)
  }

  @Test func anActionTargetAppliesEachInput() {
    let inputs = OrderLog()
    let action = Action<Int, Int, Never> { input in
      inputs.append(input)
      return Just(input)
    }
    let source = PassthroughSubject<Int, Never>()
    action <~ source
    source.send(1)
    source.send(2)
    #expect(inputs.values == [1, 2])
  }

  @Test func anActionTargetRunsAnAsynchronousExecutionToItsEnd() {
    let scheduler = TestScheduler()
    let action = Action<Int, Int, Never> { input in
      Just(input * 10).delay(for: .seconds(1), scheduler: scheduler)
    }
    let values = action.values.record()
    let source = PassthroughSubject<Int, Never>()
    action <~ source
    source.send(1)
    #expect(action.isExecuting.value)
    scheduler.advance(by: .seconds(1))
    #expect(values.values == [10])
    #expect(!action.isExecuting.value)
  }

  @Test func theBindingEndsWhenTheTargetsLifetimeEnds() {
    let cancels = Counter()
    let source = PassthroughSubject<Int, Never>()
    var token: Lifetime.Token? = Lifetime.Token()
    let received = OrderLog()
    BindingTarget(lifetime: Lifetime(token!)) { received.append($0) }
      <~ source.handleEvents(receiveCancel: {
        cancels.increment()
      })
    source.send(1)
    token = nil
    source.send(2)
    #expect(received.values == [1])
    #expect(cancels.value == 1)
  }

  @Test func aKeyPathTargetHoldsItsObjectWeakly() {
    final class Label {
      var text = ""
    }
    var label: Label? = Label()
    weak let weakLabel = label
    let (lifetime, token) = Lifetime.make()
    let source = MutableProperty("Ada")
    BindingTarget(lifetime: lifetime, object: label!, keyPath: \.text) <~ source
    #expect(label?.text == "Ada")
    label = nil
    #expect(weakLabel == nil)
    source.value = "Grace"
    withExtendedLifetime(token) {}
  }

  @Test func theBindingLivesWithoutKeepingTheCancellableAndEndsOnCancel() {
    let source = PassthroughSubject<Int, Never>()
    let target = MutableProperty(0)
    let binding = target <~ source
    source.send(1)
    #expect(target.value == 1)
    binding.cancel()
    source.send(2)
    #expect(target.value == 1)
  }

  @Test func theBindingEndsWhenTheSourceFinishes() {
    let source = PassthroughSubject<Int, Never>()
    let target = MutableProperty(0)
    weak var weakProbe: TrackedProbe?
    do {
      let probe = TrackedProbe()
      weakProbe = probe
      target <~ source.map { value in withExtendedLifetime(probe) { value } }
    }
    source.send(completion: .finished)
    #expect(weakProbe == nil)
  }

  @Test func aTargetThatGoesAwayMidDeliveryEndsTheBinding() {
    let source = PassthroughSubject<Int, Never>()
    var target: MutableProperty<Int>? = MutableProperty(0)
    weak let weakTarget = target
    let seen = OrderLog()
    // The observer ends its own subscription (which keeps the target alive) before it drops the target.
    var observer: AnyCancellable?
    observer = target!.newValues.sink { value in
      seen.append(value)
      observer?.cancel()
      target = nil
    }
    target! <~ source
    source.send(1)
    #expect(weakTarget == nil)
    source.send(2)
    #expect(seen.values == [1])
  }

  @Test func aBindingTargetsActionDeliversAValue() {
    let delivered = OrderLog()
    let target = BindingTarget<Int>(lifetime: .empty) { delivered.append($0) }
    target.action(7)
    #expect(delivered.values == [7])
  }

  @Test func aPresentOptionalTargetIsBound() {
    let property: MutableProperty<Int>? = MutableProperty(0)
    let source = MutableProperty(1)
    property <~ source
    source.value = 2
    #expect(property?.value == 2)
  }

  @Test func anAbsentOptionalTargetIgnoresTheSource() {
    let property: MutableProperty<Int>? = nil
    let source = PassthroughSubject<Int, Never>()
    let binding = property <~ source
    source.send(1)
    #expect(property.bindingTarget.lifetime.hasEnded)
    binding.cancel()
  }

  @Test func aCurrentValueSubjectIsABindingTarget() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let history = subject.record()
    let source = MutableProperty(1)
    subject <~ source
    source.value = 2
    #expect(history.values == [0, 1, 2])
  }

  @Test func aPassthroughSubjectIsABindingTarget() {
    let subject = PassthroughSubject<Int, Never>()
    let history = subject.record()
    let source = PassthroughSubject<Int, Never>()
    subject <~ source
    source.send(1)
    source.send(2)
    #expect(history.values == [1, 2])
  }

  @Test func aValueSubjectIsABindingTarget() {
    let subject = ValueSubject(wrappedValue: 0)
    let source = MutableProperty(1)
    subject <~ source
    source.value = 2
    #expect(subject.wrappedValue == 2)
  }

  @Test func aSubjectBindingDoesNotKeepTheSubjectAliveAndEndsOnCancel() {
    var subject: CurrentValueSubject<Int, Never>? = CurrentValueSubject(0)
    weak let weakSubject = subject
    let source = PassthroughSubject<Int, Never>()
    let binding = subject! <~ source
    source.send(1)
    #expect(subject?.value == 1)
    subject = nil
    #expect(weakSubject == nil)
    source.send(2)
    binding.cancel()
    let afterCancel = CurrentValueSubject<Int, Never>(0)
    let second = afterCancel <~ source
    second.cancel()
    source.send(3)
    #expect(afterCancel.value == 0)
  }

  @Test func aPresentOptionalTargetPassesThroughItsLifetime() {
    let (lifetime, token) = Lifetime.make()
    let target: BindingTarget<Int>? = BindingTarget(lifetime: lifetime) { _ in }
    #expect(target.bindingTarget.lifetime === lifetime)
    withExtendedLifetime(token) {}
  }

  @Test func anAbsentOptionalTargetHasTheEmptyLifetime() {
    let target: BindingTarget<Int>? = nil
    #expect(target.bindingTarget.lifetime === Lifetime.empty)
  }
}

@MainActor final class Spinner {
  var isAnimating = false
}

@Suite(.exclusiveMainQueue) struct MainActorBindingTargetTests {
  @MainActor
  @Test func aMainActorObjectIsABindingTargetThroughTheUIScheduler() async {
    let spinner = Spinner()
    let (lifetime, token) = Lifetime.make()
    let isLoading = PassthroughSubject<Bool, Never>()
    BindingTarget(on: UIScheduler.shared, lifetime: lifetime, object: spinner, keyPath: \.isAnimating) <~ isLoading
    isLoading.send(true)
    await mainQueueTurn()
    #expect(spinner.isAnimating)
    isLoading.send(false)
    await mainQueueTurn()
    #expect(!spinner.isAnimating)
    withExtendedLifetime(token) {}
  }
}
