import Foundation
import TestSupport
import Testing

/// The containers the checker runs random programs on.
enum ContainerKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// `ManagedState` with rules, binding rules, an `applyAnyRules` handle and a random lock option.
  case managedState
  /// `UIState` with nested key-path bindings and safe collection bindings.
  case uiState
  /// `MutableProperty` with derived `map`, `filter` and `combineLatest` chains.
  case mutableProperty

  var testDescription: String { rawValue }
}

/// The lock a `ManagedState` program uses.
enum LockChoice: String, CaseIterable, Sendable {
  case standard
  case nsLock
  case recursiveLock
  case absent
}

/// One step of one thread of a random program.
enum Step: Sendable, Equatable, CustomStringConvertible {
  // Writes.
  case setA(Int)
  case addB(Int)
  case setWhole
  case withLock(Int)
  case send(Int)
  case bindingSet(Int)
  case nestedModify(Int)
  case handleModify(Int)
  case safeWrite(Int)
  case append
  case removeLast
  case makeBindingArray
  case writeBindingArray(Int)
  case swap(Int)
  case setOther(Int)
  // Subscriptions.
  case subscribe
  case cancel
  case subscribeField(Int)
  // Derived properties.
  case readDerived(Int)
  case subscribeDerived(Int)

  var description: String {
    switch self {
    case .setA(let value): "a = \(value)"
    case .addB(let amount): "b += \(amount)"
    case .setWhole: "set whole value"
    case .withLock(let amount): "withLock/modify +\(amount)"
    case .send(let amount): "send(.add(\(amount)))"
    case .bindingSet(let value): "binding a = \(value)"
    case .nestedModify(let amount): "nested binding profile.age += \(amount)"
    case .handleModify(let amount): "applyAnyRules handle b += \(amount)"
    case .safeWrite(let index): "items.safe(\(index)) = id"
    case .append: "items.append(id)"
    case .removeLast: "items.removeLast()"
    case .makeBindingArray: "bindingArray()"
    case .writeBindingArray(let index): "bindingArray()[\(index)] = id"
    case .swap(let value): "swap(\(value))"
    case .setOther(let value): "other = \(value)"
    case .subscribe: "subscribe"
    case .cancel: "cancel latest"
    case .subscribeField(let which): "subscribe field \(which)"
    case .readDerived(let which): "read derived \(which)"
    case .subscribeDerived(let which): "subscribe derived \(which)"
    }
  }
}

/// A seeded random program: a few threads, each a sequence of steps, and the observers that write back.
struct RandomProgram: Sendable, CustomStringConvertible {
  let kind: ContainerKind
  let seed: UInt64
  let lock: LockChoice
  let initialA: Int
  let initialB: Int
  let initialItems: [Int]
  /// How many values each write-back observer writes at most (re-entrant writes).
  let writeBacks: Int
  let threads: [[Step]]

  init(kind: ContainerKind, seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    self.kind = kind
    self.seed = seed
    lock = kind == .managedState ? LockChoice.allCases.randomElement(using: &random)! : .standard
    initialA = random.int(in: -3...3)
    initialB = random.int(in: -3...3)
    initialItems = (0..<random.int(in: 0...3)).map { _ in random.int(in: 0...9) }
    writeBacks = random.int(in: 0...4)
    let threadCount = lock == .absent || random.chance(10) ? 1 : random.int(in: 2...3)
    threads = (0..<threadCount).map { _ in
      (0..<random.int(in: 4...20)).map { _ in Self.step(for: kind, using: &random) }
    }
  }

  private static func step(for kind: ContainerKind, using random: inout SeededGenerator) -> Step {
    let amount = random.int(in: -2...3)
    switch kind {
    case .managedState, .uiState:
      let steps: [Step] = [
        .setA(random.int(in: -5...5)), .addB(amount), .setWhole, .withLock(amount),
        kind == .managedState ? .send(amount) : .withLock(amount),
        .bindingSet(random.int(in: -5...5)), .nestedModify(amount),
        kind == .managedState ? .handleModify(amount) : .addB(amount),
        .safeWrite(random.int(in: 0...4)), .append, .removeLast, .makeBindingArray,
        .writeBindingArray(random.int(in: 0...3)), .subscribe, .cancel, .subscribeField(random.int(in: 0...2)),
      ]
      return steps.randomElement(using: &random)!
    case .mutableProperty:
      let steps: [Step] = [
        .setA(random.int(in: -5...5)), .withLock(amount), .swap(random.int(in: -5...5)),
        .setOther(random.int(in: -5...5)), .setOther(random.int(in: -5...5)), .subscribe, .cancel,
        .readDerived(random.int(in: 0...2)), .subscribeDerived(random.int(in: 0...2)),
      ]
      return steps.randomElement(using: &random)!
    }
  }

  /// How many steps the program's threads take.
  var stepCount: Int { threads.reduce(0) { $0 + $1.count } }

  var description: String {
    var lines = [
      "\(kind.rawValue) seed \(seed): lock \(lock.rawValue), initial a \(initialA) b \(initialB) items "
        + "\(initialItems), \(writeBacks) write-backs per observer"
    ]
    for (index, steps) in threads.enumerated() {
      lines.append("  t\(index): " + steps.map(\.description).joined(separator: "; "))
    }
    return lines.joined(separator: "\n")
  }
}
