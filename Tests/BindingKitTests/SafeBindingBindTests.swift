import BindingKit
import StreamCore
import TestSupport
import Testing

@Suite struct SafeBindingBindTests {
  struct Profile: Equatable {
    var name = ""
  }

  struct Model: Equatable {
    var username = ""
    var count = 0
    var profile = Profile()
    var status = ""
    let fixed = "fixed"
    var length: Int { username.count }
  }

  /// A model and a count of the writes that reached it.
  final class Storage: Sendable {
    private let state = LockedValue((model: Model(), writes: 0))
    var model: Model { state.value.model }
    var writes: Int { state.value.writes }
    var binding: UIBinding<Model> {
      UIBinding(
        get: { self.state.value.model },
        set: { model in self.state.value = (model, self.state.value.writes + 1) }
      )
    }
  }

  @Test func bindWithInoutFieldWritesTheFieldBack() {
    let storage = Storage()
    let model = storage.binding
    let cancellable = model.bind(to: \.profile.name) { name in name = name.uppercased() }
    model.profile.name.wrappedValue = "ada"
    #expect(storage.model.profile.name == "ADA")
    #expect(storage.writes == 2)
    withExtendedLifetime(cancellable) {}
  }

  @Test func bindWithInoutRootFiresOnlyWhenTheFieldChanges() {
    let storage = Storage()
    let model = storage.binding
    let calls = Counter()
    let cancellable = model.bind(to: \Model.username) { model in
      _ = calls.increment()
      model.status = "edited \(model.username)"
    }
    #expect(storage.model.status == "edited ")
    model(\.count).wrappedValue = 1
    model.username.wrappedValue = "ada"
    #expect(storage.model.status == "edited ada")
    #expect(calls.value == 2)
    withExtendedLifetime(cancellable) {}
  }

  @Test func readOnlyBindObservesWithoutWriting() {
    let storage = Storage()
    let model = storage.binding
    let seen = Log<Int>()
    let cancellable = model.bind(to: \.length) { length in seen.append(length) }
    let fixed = Log<String>()
    let other = model.bind(to: \.fixed) { value in fixed.append(value) }
    model.username.wrappedValue = "ab"
    model(\.count).wrappedValue = 5
    model.username.wrappedValue = "cd"
    #expect(seen.entries == [0, 2])
    #expect(fixed.entries == ["fixed"])
    #expect(storage.writes == 3)
    withExtendedLifetime((cancellable, other)) {}
  }

  @Test func bindDiffedGivesTheValueAndTheFieldsDiff() {
    let storage = Storage()
    let model = storage.binding
    let cancellable = model.bindDiffed(to: \.count) { model, count in
      model.status = "\(count.old ?? -1) → \(count.new)"
    }
    #expect(storage.model.status == "-1 → 0")
    model(\.count).wrappedValue = 2
    #expect(storage.model.status == "0 → 2")
    withExtendedLifetime(cancellable) {}
  }

  @Test func oneArgumentBindDiffedWritesPairNewBack() {
    let storage = Storage()
    let model = storage.binding
    let cancellable = model.bindDiffed(to: \.count) { pair in
      pair.new.status = "was \(pair.old?.count ?? 0)"
    }
    model(\.count).wrappedValue = 3
    model(\.count).wrappedValue = 4
    #expect(storage.model.status == "was 3")
    withExtendedLifetime(cancellable) {}
  }

  @Test func readOnlyBindDiffedObserves() {
    let storage = Storage()
    let model = storage.binding
    let seen = Log<String>()
    let cancellable = model.bindDiffed(to: \Model.length) { model, length in
      seen.append("\(model.username):\(length.old ?? -1)→\(length.new)")
    }
    model.username.wrappedValue = "ab"
    model.status.wrappedValue = "x"
    #expect(seen.entries == [":-1→0", "ab:0→2"])
    withExtendedLifetime(cancellable) {}
  }

  @Test func combineExtReadmeSpellingsCompileAndFireOnce() {
    let storage = Storage()
    let state = storage.binding
    var bag = Set<AnyCancellable>()
    let fired = Log<String>()
    state.publisher
      .bind(to: \Model.username) { model in model.username = model.username.lowercased() }
      .store(in: &bag)
    state.publisher
      .bindDiffed(to: \Model.count) { _, diff in fired.append("count \(diff.old ?? 0) to \(diff.new)") }
      .store(in: &bag)
    state.publisher
      .bind(to: \Model.profile.name) { name in name = name.uppercased() }
      .store(in: &bag)
    state.publisher
      .bind(to: \Model.fixed) { value in fired.append("fixed \(value)") }
      .store(in: &bag)
    state.username.wrappedValue = "ADA"
    state(\.count).wrappedValue = 1
    #expect(storage.model.username == "ada")
    #expect(fired.entries == ["count 0 to 0", "fixed fixed", "count 0 to 1"])
  }

  struct Sheet: Equatable {
    var a = 0
    var b = ""
    var c = ""
  }

  @Test func aWholeValueWriteBackDoesNotUndoAWriteMadeInBetween() {
    let state = UIState(wrappedValue: Sheet())
    let earlier = state.sink { (diff: DiffedValue<Sheet>) in
      if diff.new.a == 1, diff.new.b.isEmpty { state.wrappedValue.b = "earlier" }
    }
    let binding = state.bind(to: \.a) { (sheet: inout Sheet) in sheet.c = "a is \(sheet.a)" }
    state.wrappedValue.a = 1
    #expect(state.wrappedValue == Sheet(a: 1, b: "earlier", c: "a is 1"))
    earlier.cancel()
    binding.cancel()
  }

  @Test func aDiffWriteBackDoesNotUndoAWriteMadeInBetween() {
    let state = UIState(wrappedValue: Sheet())
    let earlier = state.sink { (diff: DiffedValue<Sheet>) in
      if diff.new.a == 1, diff.new.b.isEmpty { state.wrappedValue.b = "earlier" }
    }
    let binding = state.bindDiffed(to: \.a) { (pair: inout DiffedValue<Sheet>) in
      pair.new.c = "a was \(pair.old?.a ?? -1)"
    }
    state.wrappedValue.a = 1
    #expect(state.wrappedValue == Sheet(a: 1, b: "earlier", c: "a was 0"))
    earlier.cancel()
    binding.cancel()
  }
}
