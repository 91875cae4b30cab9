import BindingKit
import StreamCore
import TestSupport
import Testing

@Suite struct SafeBindingCollectionTests {
  @Test func safeWithDefaultTrace() {
    let storage = LockedValue(["A", "B"])
    let letters = UIBinding(get: { storage.value }, set: { storage.value = $0 })
    let log = Log<BindingDiagnostic>()
    let fourth = letters.safe(3, default: "D")
    let recorder = fourth.record()
    #expect(fourth.wrappedValue == "D")
    BindingDiagnostics.withHandler(log.append) {
      fourth.wrappedValue = "X"
    }
    #expect(storage.value == ["A", "B"])
    #expect(log.entries.map(\.kind) == [.outOfBoundsWrite])
    #expect(log.entries.first?.message.contains("index 3") == true)
    #expect(log.entries.first?.message.contains("2 elements") == true)

    letters.wrappedValue = ["A", "B", "C", "C"]
    fourth.wrappedValue = "X"
    #expect(storage.value == ["A", "B", "C", "X"])
    #expect(fourth.wrappedValue == "X")

    letters.wrappedValue = ["A"]
    #expect(fourth.wrappedValue == "D")
    #expect(
      recorder.values == [
        DiffedValue(old: nil, new: "D"), DiffedValue(old: "D", new: "C"), DiffedValue(old: "C", new: "X"),
        DiffedValue(old: "X", new: "D"),
      ]
    )
  }

  @Test func safeOfOptionalsIsNilOutOfBounds() {
    let storage = LockedValue<[String?]>(["A", "B"])
    let names = UIBinding(get: { storage.value }, set: { storage.value = $0 })
    #expect(names.safe(1).wrappedValue == "B")
    #expect(names.safe(10).wrappedValue == nil)
  }

  @Test func safeDefaultsToTheElementWhenMade() {
    let storage = LockedValue(["A", "B"])
    let letters = UIBinding(get: { storage.value }, set: { storage.value = $0 })
    let second = letters.safe(1)
    storage.value = ["A"]
    #expect(second.wrappedValue == "B")
  }

  @Test func unsafeReadsAndWritesInBounds() {
    let storage = LockedValue(["A", "B"])
    let letters = UIBinding(get: { storage.value }, set: { storage.value = $0 })
    let first = letters.unsafe(0)
    first.wrappedValue = "a"
    #expect(storage.value == ["a", "B"])
    #expect(first.wrappedValue == "a")
  }

  @Test func unsafePublisherIsSilentOutOfBounds() {
    let storage = LockedValue(["A"])
    let letters = UIBinding(get: { storage.value }, set: { storage.value = $0 })
    let recorder = letters.unsafe(1).record()
    letters.wrappedValue = ["B"]
    letters.wrappedValue = ["B", "C"]
    letters.wrappedValue = ["Z", "C"]
    letters.wrappedValue = []
    letters.wrappedValue = ["Z", "D"]
    #expect(recorder.values == [DiffedValue(old: nil, new: "C"), DiffedValue(old: nil, new: "D")])
  }

  @Test func unsafeOutOfBoundsReadTrapsNamingIndexAndCount() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let storage = LockedValue(["A", "B"])
      let letters = UIBinding(get: { storage.value }, set: { storage.value = $0 })
      _ = letters.unsafe(5).wrappedValue
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("index 5"))
    #expect(message.contains("2 elements"))
  }

  @Test func bindingArrayNeverTrapsAfterAShrink() {
    let storage = LockedValue(["A", "B", "C"])
    let letters = UIBinding(get: { storage.value }, set: { storage.value = $0 })
    let bindings = letters.bindingArray()
    #expect(bindings.map(\.wrappedValue) == ["A", "B", "C"])
    bindings[0].wrappedValue = "a"
    #expect(storage.value == ["a", "B", "C"])
    storage.value = ["x"]
    #expect(bindings.map(\.wrappedValue) == ["x", "B", "C"])
    let log = Log<BindingDiagnostic>()
    BindingDiagnostics.withHandler(log.append) {
      bindings[2].wrappedValue = "Z"
    }
    #expect(storage.value == ["x"])
    #expect(log.entries.count == 1)
  }
}
