import PropertyKit
import StreamCore
import TestSupport
import Testing

private struct Form: Equatable {
  var name = ""
  var age = 0
}

private final class Screen {
  @ValueSubject var form = Form()
}

@Suite(.checksLeaks) struct ValueSubjectTests {
  @Test func publishesTheCurrentValueThenEveryWriteEqualValuesIncluded() {
    let screen = Screen()
    let subscriber = screen.$form.record()
    screen.form.age = 30
    screen.form = screen.form
    #expect(subscriber.values == [Form(), Form(age: 30), Form(age: 30)])
  }

  @Test func aFieldPublishesOnlyWhenItChanges() {
    let screen = Screen()
    let names = screen.$form.name.record()
    let observed = screen.$form.observe(\.name).record()
    screen.form.age = 30
    screen.form.name = "Ada"
    screen.form.name = "Ada"
    #expect(names.values == ["", "Ada"])
    #expect(observed.values == ["", "Ada"])
  }

  @Test func theProjectionIsTheSharedInstance() {
    let screen = Screen()
    let shared = screen.$form
    shared.wrappedValue.name = "Grace"
    #expect(screen.form.name == "Grace")
  }

  @Test func objectWillChangeFiresBeforeEachWrite() {
    let subject = ValueSubject(wrappedValue: 0)
    var seenBefore: [Int] = []
    let cancellable = subject.objectWillChange.sink { seenBefore.append(subject.wrappedValue) }
    subject.wrappedValue = 1
    subject.modify { $0 += 1 }
    #expect(seenBefore == [0, 1])
    withExtendedLifetime(cancellable) {}
  }

  @Test func concurrentModifiesLoseNoUpdate() {
    let subject = ValueSubject(wrappedValue: 0)
    onThreads(4) { _ in
      for _ in 0..<5_000 { subject.modify { $0 += 1 } }
    }
    #expect(subject.wrappedValue == 20_000)
  }

  @Test func aSubscriptionKeepsTheSubjectAliveAfterItsOwnerGoes() {
    var screen: Screen? = Screen()
    weak let weakSubject = screen!.$form
    let subscriber = screen!.$form.map(\.age).record()
    screen = nil
    // As Combine's `@Published` subject: the subscription holds the subject, not its owner.
    #expect(weakSubject != nil)
    weakSubject?.wrappedValue.age = 3
    #expect(subscriber.events == [.subscription, .value(0), .value(3)])
    subscriber.cancel()
    #expect(weakSubject == nil)
  }
}

@Suite("ValueSubject.observe(keyPath:)")
struct ValueSubjectFieldLinkTests {
  struct Form {
    var name = ""
    var age = 0
  }

  @Test("the field subject follows the root, and its writes reach the root, without echo")
  func fieldSubjectIsLinkedBothWays() {
    let form = ValueSubject(wrappedValue: Form())
    let name = form.observe(keyPath: \.name)
    let names = name.record()
    let forms = form.map(\.name).record()
    form.wrappedValue.name = "Ada"
    name.wrappedValue = "Grace"
    form.wrappedValue.age = 36
    #expect(name.wrappedValue == "Grace")
    #expect(form.wrappedValue.name == "Grace")
    #expect(names.values == ["", "Ada", "Grace"])
    #expect(forms.values == ["", "Ada", "Grace", "Grace"])
  }

  @Test("the field subject keeps its root alive; releasing it ends the link")
  func lifetimes() {
    weak var weakForm: ValueSubject<Form>?
    var name: ValueSubject<String>? = {
      let form = ValueSubject(wrappedValue: Form())
      weakForm = form
      return form.observe(keyPath: \.name)
    }()
    #expect(weakForm != nil)
    name?.wrappedValue = "Ada"
    #expect(weakForm?.wrappedValue.name == "Ada")
    name = nil
    #expect(weakForm == nil)
  }
}
