import BindingKit
import PropertyKit
import StreamCore
import TestSupport
import Testing

@Suite struct TwoWayBindingTests {
  struct Form: Equatable {
    var name = ""
  }

  @Test func aWriteOnEitherSideReachesTheOtherOnce() {
    let form = UIState(wrappedValue: Form())
    let draft = UIState(wrappedValue: "start")
    let formWrites = Counter()
    let draftWrites = Counter()
    let formWatch = form.observe(\.name).sink { (_: DiffedValue<String>) in _ = formWrites.increment() }
    let draftWatch = draft.sink { (_: DiffedValue<String>) in _ = draftWrites.increment() }
    let link = form.observe(\.name).bindTwoWay(with: draft.observe())
    #expect(draft.wrappedValue == "")
    #expect((formWrites.value, draftWrites.value) == (1, 2))

    draft.wrappedValue = "Ada"
    #expect(form.wrappedValue.name == "Ada")
    #expect((formWrites.value, draftWrites.value) == (2, 3))

    form.wrappedValue.name = "Bob"
    #expect(draft.wrappedValue == "Bob")
    #expect((formWrites.value, draftWrites.value) == (3, 4))

    link.cancel()
    draft.wrappedValue = "Cy"
    #expect(form.wrappedValue.name == "Bob")
    withExtendedLifetime((formWatch, draftWatch)) {}
  }

  @Test func aMutablePropertyStaysInStepWithABinding() {
    let volume = MutableProperty(5)
    let slider = UIState(wrappedValue: 0)
    let sets = Counter()
    let watch = volume.newValues.sink { _ in _ = sets.increment() }
    let link = slider.observe().bindTwoWay(with: volume)
    #expect(volume.value == 0)
    volume.value = 9
    #expect(slider.wrappedValue == 9)
    slider.wrappedValue = 3
    #expect(volume.value == 3)
    #expect(sets.value == 3)
    withExtendedLifetime((watch, link)) {}
  }

  @Test func aBindingMadeFromAPropertyPublishesDiffs() {
    let volume = MutableProperty(1)
    let binding = UIBinding(volume)
    let recorder = binding.record()
    binding.modify { $0 += 1 }
    #expect(volume.value == 2)
    #expect(recorder.values == [DiffedValue(old: nil, new: 1), DiffedValue(old: 1, new: 2)])
  }
}
