import Foundation
public import StateKit
import StreamCore
import TestSupport
import Testing

/// The lock options under test, by name (an `NSLocking` is not `Sendable`, so each test makes its own).
enum LockOption: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case standard
  case synced
  case nsLock
  case recursiveLock
  case absent

  var testDescription: String { rawValue }

  var lock: ManagedStateLock {
    switch self {
    case .standard: .default
    case .synced: .synced
    case .nsLock: .custom(NSLock())
    case .recursiveLock: .custom(NSRecursiveLock())
    case .absent: .absent
    }
  }

  /// The options that allow several threads.
  static var threadSafe: [LockOption] { [.standard, .synced, .nsLock, .recursiveLock] }
}

@Suite("ManagedState: threads and re-entrancy")
struct ManagedStateConcurrencyTests {
  @Test("8 threads × 20,000 `count += 1` end at exactly 160,000", arguments: LockOption.threadSafe)
  func atomicIncrements(option: LockOption) {
    let state = ManagedState(wrappedValue: ActionCounter(), lock: option.lock)
    let emissions = Counter()
    let cancellable = state.sink { (_: DiffedValue<ActionCounter>) in emissions.increment() }
    onThreads(8) { _ in
      for _ in 0..<20_000 { state.wrappedValue.count += 1 }
    }
    #expect(state.wrappedValue.count == 160_000)
    #expect(state.wrappedValue.doubled == 320_000)
    #expect(emissions.value == 160_001)
    cancellable.cancel()
  }

  @Test(
    "A subscriber that mutates is serviced after the current notification: everyone sees 0, 1, 2",
    arguments: LockOption.allCases
  )
  func reentrantSubscriber(option: LockOption) {
    let state = ManagedState(wrappedValue: Plain(), lock: option.lock)
    let first = OrderLog()
    let second = OrderLog()
    let mutator = state.sink { (value: Plain) in
      first.append(value.count)
      if value.count == 1 { state.wrappedValue.count = 2 }
      #expect(value.count != 1 || state.wrappedValue.count == 2)
    }
    let observer = state.sink { (value: Plain) in second.append(value.count) }
    state.wrappedValue.count = 1
    #expect(first.values == [0, 1, 2])
    #expect(second.values == [0, 1, 2])
    #expect(state.wrappedValue.count == 2)
    mutator.cancel()
    observer.cancel()
  }

  @Test("Concurrent mutations from several threads: every subscriber sees every commit, in the same order")
  func commitOrder() {
    let state = ManagedState(wrappedValue: Plain())
    let first = OrderLog()
    let second = OrderLog()
    let a = state.sink { (value: Plain) in first.append(value.count) }
    let b = state.sink { (value: Plain) in second.append(value.count) }
    onThreads(4) { _ in
      for _ in 0..<500 { state.wrappedValue.count += 1 }
    }
    #expect(first.values == Array(0...2_000))
    #expect(second.values == first.values)
    a.cancel()
    b.cancel()
  }

  @Test("A mutation made from inside a rule is applied after the current one commits")
  func reentrantRule() {
    final class Box: @unchecked Sendable {
      // @unchecked: written once before the test mutates, read on the same thread.
      var state: ManagedState<Echo>?
    }
    struct Echo: BehavioralStateContract {
      var count = 0
      var echoes = 0
      @IgnoredState var box = Box()
      @SubscriptionBuilder
      static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
        state.bind(to: \.count) { model in
          if model.count == 1 { model.box.state?.wrappedValue.echoes += 1 }
        }
      }
    }
    let state = ManagedState(wrappedValue: Echo())
    state.wrappedValue.box.state = state
    let recorder = state.map(\.new.echoes).record()
    state.wrappedValue.count = 1
    #expect(state.wrappedValue.echoes == 1)
    #expect(state.wrappedValue.count == 1, "the queued mutation builds on the value in flight, not the committed one")
    #expect(recorder.values == [0, 0, 1])
    state.wrappedValue.box.state = nil
  }

  @Test("A mutation made from a will-change observer builds on the value about to be committed")
  func reentrantWillChangeObserver() {
    let state = ManagedState(wrappedValue: SpecCounter())
    var reacted = false
    let token = state.objectWillChange.sink {
      guard !reacted else { return }
      reacted = true
      state.wrappedValue.text = "changed"
    }
    state.wrappedValue.count = 5
    #expect(state.wrappedValue.count == 5)
    #expect(state.wrappedValue.text == "changed")
    token.cancel()
  }

  @Test("Mutating a state from inside its own withLock body traps, naming the type")
  func mutationInsideOwnChangeTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let state = ManagedState(wrappedValue: Plain())
      state.withLock { value in
        value.count = 1
        state.wrappedValue.count = 2
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("ManagedState<Plain>: mutated from inside its own withLock body"))
  }

  @Test("Mutating a state from inside a re-entrant withLock body traps too, rather than losing either change")
  func mutationInsideReentrantChangeTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let state = ManagedState(wrappedValue: SpecCounter())
      let token = state.objectWillChange.sink {
        state.withLock { value in
          value.text = "re-entrant"
          state.wrappedValue.count = 9
        }
      }
      state.wrappedValue.count = 5
      token.cancel()
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("ManagedState<SpecCounter>: mutated from inside its own withLock body"))
  }
}

/// A public model: not implicitly `Sendable`, so it declares it, and its `ManagedState` crosses into tasks.
public struct PublicProfile: BehavioralStateContract, Sendable {
  public enum Action: Sendable { case rename(String) }
  public var name = ""
  public mutating func receive(_ action: Action) {
    switch action {
    case .rename(let name): self.name = name
    }
  }
}

@Suite struct SendableModelTests {
  @Test func aPublicModelDeclaredSendableMakesItsStateSendable() async {
    let model = ManagedState(wrappedValue: PublicProfile())
    await Task.detached { model.send(.rename("ada")) }.value
    #expect(model.wrappedValue.name == "ada")
  }
}
