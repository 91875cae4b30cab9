public import StreamCore

/// Builds the storage of a property whose value combines the latest values of several sources: `combineLatest`,
/// and the Boolean combinators built on it.
///
/// Each source gets one dependent on its core (see StreamCore's `CoreDependent`), as a `map` does: the source's
/// delivery turn writes the source's value into its slot of the combined value, before the source's own
/// subscribers run, with no subscription, conduit or `CombineLatest` state in between. Sources deliver on their own
/// threads, so each write goes through the combined core's `send(updating:)`: under that core's lock it copies the
/// latest combined value, writes the slot and fixes the result's place in the delivery order, one lock round trip
/// per change. The values stay typed in the combined value itself; nothing is erased or boxed.
///
/// The combined storage finishes once every source that can change has finished, as `combineLatest` does in
/// Combine, and holds the sources' storages (and so whatever feeds them) for as long as it lives. Inlinable, so a
/// combination is specialized in the caller: the slot writers and the value copies are then plain moves.
@usableFromInline
struct PropertyCombination<Value> {
  @usableFromInline
  let core: SubjectCore<Value, Never>
  /// Finishes the core once every followed source has finished.
  @usableFromInline
  let countdown: CompletionCountdown
  /// For each followed source: ends its dependent's registration.
  @usableFromInline
  var detachments: [() -> Void] = []
  /// The source properties, which the combined property keeps alive.
  @usableFromInline
  var sources: [AnyObject] = []

  /// Starts a combination from `initial`, the sources' current values; each ``follow(_:of:into:)`` brings its
  /// slot up to date.
  @inlinable
  init(initial: Value) {
    let core = SubjectCore<Value, Never>(current: initial, deliversLatestOnDemand: true)
    self.core = core
    countdown = CompletionCountdown { core.send(completion: .finished) }
  }

  /// Keeps the slot `write` sets up to date with the value of `source`, the storage of `owner`.
  ///
  /// `write` runs under the combined core's lock: it must only store its second argument in the first.
  @inlinable
  mutating func follow<SourceValue>(
    _ source: PropertyStorage<SourceValue>,
    of owner: AnyObject,
    into write: @escaping (inout Value, SourceValue) -> Void
  ) {
    sources.append(owner)
    guard !source.isConstant else { return }
    let core = self.core
    let countdown = self.countdown
    countdown.expectOneMore()
    let ((), dependent) = source.core.addDependent { sourceValue in
      core.send(updating: { write(&$0, sourceValue) })
      let dependent = CoreDependent(
        receive: { pointer in
          let sourceValue = pointer.assumingMemoryBound(to: SourceValue.self).pointee
          core.send(updating: { write(&$0, sourceValue) })
        },
        complete: { countdown.finishOne() }
      )
      return ((), dependent)
    }
    detachments.append { source.core.removeDependent(dependent) }
  }

  /// The combined property: constant if no source can change.
  @inlinable
  func property() -> Property<Value> {
    guard !detachments.isEmpty else {
      return Property(storage: PropertyStorage(value: core.currentValue, isConstant: true), sources: sources)
    }
    countdown.finishOne()
    let detachments = self.detachments
    let storage = PropertyStorage(core: core, upstream: AnyCancellable { for detach in detachments { detach() } })
    return Property(storage: storage, sources: sources)
  }
}

extension PropertyCombination {
  /// The property of the latest pair of the values of `a` and `b`, the storages of `ownerA` and `ownerB`.
  @inlinable
  static func pair<A, B>(
    _ a: PropertyStorage<A>,
    of ownerA: AnyObject,
    _ b: PropertyStorage<B>,
    of ownerB: AnyObject
  ) -> Property<(A, B)> where Value == (A, B) {
    var combination = PropertyCombination(initial: (a.value, b.value))
    combination.follow(a, of: ownerA) { $0.0 = $1 }
    combination.follow(b, of: ownerB) { $0.1 = $1 }
    return combination.property()
  }
}

/// Runs an action once, when as many sources have finished as were expected, plus the builder's own hold.
///
/// Starts at one (the builder's hold, released when the combination is complete), so sources that finish while
/// later ones are still being followed cannot run the action early.
@usableFromInline
final class CompletionCountdown {
  private let lock = Lock()
  private var remaining = 1
  private let action: () -> Void

  @usableFromInline
  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  /// Expects one more finish before the action runs.
  @usableFromInline
  func expectOneMore() {
    lock.withLock { remaining += 1 }
  }

  /// Counts one finish; the last one runs the action, with no lock held.
  @usableFromInline
  func finishOne() {
    let isLast = lock.withLock {
      remaining -= 1
      return remaining == 0
    }
    if isLast { action() }
  }
}
