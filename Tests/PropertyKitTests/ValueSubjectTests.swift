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

  @Test func releasingTheOwnerFinishesTheSubject() {
    var screen: Screen? = Screen()
    let subscriber = screen!.$form.map(\.age).record()
    screen = nil
    #expect(subscriber.events == [.subscription, .value(0), .finished])
  }
}
