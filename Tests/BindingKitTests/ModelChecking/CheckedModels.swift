import BindingKit
import Foundation
import StateKit
import StreamCore

/// The value the random programs run on `ManagedState` and `UIState`: input fields, a nested struct and a
/// collection, plus fields its rules derive (a `UIState` runs no rules, so there they stay as written).
struct CheckedDoc: BehavioralStateContract, Sendable, CustomStringConvertible {
  struct Profile: Equatable, Sendable {
    var age = 0
    var name = ""
  }

  enum Action: Sendable {
    case add(Int)
  }

  var a = 0
  var b = 0
  var tag = 0
  var profile = Profile()
  var items: [Int] = []
  // Derived by the rules: `sum` and `total` by applyRules, `double`, `isEven` and `itemCount` by binding rules.
  var sum = 0
  var double = 0
  var total = 0
  var isEven = true
  var itemCount = 0

  /// `total` reads `double`, which a binding rule writes after `applyRules`: a mutation of `a` reaches its fixed
  /// point only in the second pass.
  mutating func applyRules() {
    sum = a + b
    total = double + b
  }

  @SubscriptionBuilder
  static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
    state.bind(to: \.a) { (doc: inout CheckedDoc) in doc.double = doc.a * 2 }
    state.bind(to: \.sum) { (doc: inout CheckedDoc) in doc.isEven = doc.sum.isMultiple(of: 2) }
    state.bindDiffed(to: \.items) { pair in pair.new.itemCount = pair.new.items.count }
  }

  /// Never posted: the observer only holds the handle, as a model's NotificationCenter rule does.
  static let neverPosted = Notification.Name("CheckedDoc.neverPosted")

  /// Hands the handle to the program being set up (see ``RulesHandleBox``), and registers the seed's headline
  /// pattern: a block-based NotificationCenter observer that captures the handle. The state must remove it when
  /// it goes (the leak invariant watches the probe the block captures).
  @AnyTokenBuilder<Any>
  static func applyAnyRules(to state: UIBinding<CheckedDoc>) -> [Any] {
    if let box = RulesHandleBox.current {
      box.keep(state)
      let probe = box.tokenProbe()
      NotificationCenter.default.addObserver(forName: neverPosted, object: nil, queue: nil) { _ in
        _ = probe
        state.wrappedValue.tag += 0
      }
    }
  }

  mutating func receive(_ action: Action) {
    switch action {
    case .add(let amount): a += amount
    }
  }

  /// The fixed point of the rules for these inputs: what a committed value must look like.
  var normalized: CheckedDoc {
    var doc = self
    doc.sum = a + b
    doc.double = a * 2
    doc.total = doc.double + b
    doc.isEven = doc.sum.isMultiple(of: 2)
    doc.itemCount = items.count
    return doc
  }

  var description: String {
    "{a \(a) b \(b) tag \(tag) age \(profile.age) name \"\(profile.name)\" items \(items) | sum \(sum) "
      + "double \(double) total \(total) even \(isEven) count \(itemCount)}"
  }
}

/// The handle `CheckedDoc.applyAnyRules(to:)` received for the state a program is setting up.
///
/// `applyAnyRules` is static, so the program under construction is found through a task-local.
final class RulesHandleBox: @unchecked Sendable {
  // @unchecked: `handle` is guarded by `lock`; the handle captures its state weakly and writes through it.
  private let lock = NSLock()
  private var handle: UIBinding<CheckedDoc>?
  /// What the state's NotificationCenter token captures, watched weakly.
  private weak var probe: LeakProbe?

  @TaskLocal static var current: RulesHandleBox?

  func keep(_ handle: UIBinding<CheckedDoc>) {
    lock.withLock { self.handle = handle }
  }

  /// A probe for the state's token to capture; ``isTokenFreed`` tells whether it is gone.
  func tokenProbe() -> LeakProbe {
    let probe = LeakProbe()
    lock.withLock { self.probe = probe }
    return probe
  }

  /// Whether what the state's NotificationCenter token captured is gone.
  var isTokenFreed: Bool { lock.withLock { probe == nil } }

  var kept: UIBinding<CheckedDoc>? { lock.withLock { handle } }
}

/// The value the random programs run on `MutableProperty`: every write stamps a unique `tag`, so each committed
/// value names the write that made it.
struct Tick: Equatable, Sendable, CustomStringConvertible {
  var x: Int
  var tag: Int

  var description: String { "(\(x) #\(tag))" }
}

/// Two source values, as `combineLatest` pairs them (a tuple is not `Equatable`).
struct TickPair: Equatable, Sendable {
  var first: Tick
  var second: Tick
}
