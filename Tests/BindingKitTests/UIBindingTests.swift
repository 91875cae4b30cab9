import BindingKit
import StreamCore
import TestSupport
import Testing

@Suite struct UIBindingTests {
  struct Form: Equatable {
    var name = ""
    var age = 0
  }

  @Test func getAndSetReachTheStorage() {
    let storage = LockedValue(1)
    let binding = UIBinding(get: { storage.value }, set: { storage.value = $0 })
    #expect(binding.wrappedValue == 1)
    binding.wrappedValue = 2
    #expect(storage.value == 2)
    storage.value = 3
    #expect(binding.wrappedValue == 3)
  }

  @Test func publishesTheCurrentValueThenWritesThroughIt() {
    let storage = LockedValue(1)
    let binding = UIBinding(get: { storage.value }, set: { storage.value = $0 })
    let recorder = binding.record()
    binding.wrappedValue = 2
    binding.wrappedValue = 2
    binding.modify { $0 += 1 }
    #expect(
      recorder.values == [
        DiffedValue(old: nil, new: 1), DiffedValue(old: 1, new: 2), DiffedValue(old: 2, new: 3),
      ]
    )
    #expect(binding.publisher.record().values == [DiffedValue(old: nil, new: 3)])
  }

  @Test func aGivenPublisherIsTheBindingsPublisher() {
    let subject = CurrentValueSubject<DiffedValue<Int>, Never>(DiffedValue(old: nil, new: 5))
    let written = LockedValue<[Int]>([])
    let binding = UIBinding(publisher: subject, get: { 5 }, set: { value in written.withLock { $0.append(value) } })
    let recorder = binding.record()
    binding.wrappedValue = 6
    subject.send(DiffedValue(old: 5, new: 7))
    #expect(written.value == [6])
    #expect(recorder.values == [DiffedValue(old: nil, new: 5), DiffedValue(old: 5, new: 7)])
  }

  @Test func keyPathProjectionEmitsOnlyWhenItsFieldChanges() {
    let storage = LockedValue(Form())
    let form = UIBinding(get: { storage.value }, set: { storage.value = $0 })
    let age: UIBinding<Int> = form.age
    let recorder = age.record()
    form.name.wrappedValue = "Ada"
    age.wrappedValue = 36
    form.wrappedValue = Form(name: "Bob", age: 36)
    #expect(storage.value == Form(name: "Bob", age: 36))
    #expect(recorder.values == [DiffedValue(old: nil, new: 0), DiffedValue(old: 0, new: 36)])
  }

  @Test func aFieldThatIsNotEquatableEmitsOnEveryParentChange() {
    let storage = LockedValue(OpaqueHolder())
    let holder = UIBinding(get: { storage.value }, set: { storage.value = $0 })
    let count = Counter()
    let cancellable = holder.opaque.sink { (_: DiffedValue<Opaque>) in _ = count.increment() }
    holder.number.wrappedValue = 1
    holder.number.wrappedValue = 2
    #expect(count.value == 3)
    withExtendedLifetime(cancellable) {}
  }

  @Test func dynamicCallableProjections() {
    let storage = LockedValue(Form())
    let form = UIBinding(get: { storage.value }, set: { storage.value = $0 })
    form(\.name).wrappedValue = "Ada"
    form().age.wrappedValue = 3
    #expect(storage.value == Form(name: "Ada", age: 3))
  }

  @Test func constantIgnoresWritesAndReportsTheFirstOnce() {
    let log = Log<BindingDiagnostic>()
    let title = UIBinding<String>.constant("Fixed")
    BindingDiagnostics.withHandler(log.append) {
      title.wrappedValue = "Other"
      title.wrappedValue = "Another"
    }
    #expect(title.wrappedValue == "Fixed")
    #expect(log.entries.map(\.kind) == [.writeToConstant])
    #expect(log.entries.first?.message.contains("UIBinding<String>") == true)
    #expect(title.record().values == [DiffedValue(old: nil, new: "Fixed")])
  }

  @Test func propertyWrapperIsAssignedLater() {
    final class NameField {
      @UIBinding(.placeholder) var name: String
      @UIBinding var other: Int
      func configure(with binding: UIBinding<String>) { _name = binding }
    }
    let storage = LockedValue("Ada")
    let field = NameField()
    field.configure(with: UIBinding(get: { storage.value }, set: { storage.value = $0 }))
    #expect(field.name == "Ada")
    field.name = "Bob"
    #expect(storage.value == "Bob")
    #expect(field.$name.wrappedValue == "Bob")
  }

  @Test func readingAPlaceholderTrapsNamingItsType() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let binding = UIBinding<Int>.placeholder
      _ = binding.wrappedValue
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("UIBinding<Int>"))
    #expect(message.contains("_name = $state.name"))
  }

  @Test func readingAnUnassignedWrapperTraps() async {
    await #expect(processExitsWith: .failure) {
      final class Field {
        @UIBinding var text: String
      }
      _ = Field().text
    }
  }
}
