/// A value kept up to date by a ``SubjectCore``'s delivery turn: PropertyKit's derived `map` properties.
///
/// A dependent is not a subscriber. The turn holder calls it with each value the core delivers, in order, before
/// the core's subscribers, and with no lock held; it has no demand, no conduit and no subscription. That makes a
/// derived value one step of its source's delivery — a chain of `map`s costs a closure call and a short lock per
/// hop (see ``SubjectCore/sendFromSourceTurn(_:)``) — and lets the source's subscribers read the values derived
/// from it already updated.
///
/// Not generic, so the core's list of dependents needs no type metadata in unspecialized code: the value comes as
/// a pointer to the core's `Output`, valid only during the call.
@usableFromInline
package final class CoreDependent {
  /// Called with a pointer to each value delivered after the dependent was added.
  @usableFromInline let receive: (UnsafeRawPointer) -> Void
  /// Called once, when the core completes.
  let complete: () -> Void
  /// The core's `committedCount` when the dependent was added: queued values up to it are older than the value
  /// the dependent started from, so it skips them. Written under the core's lock before the dependent is listed.
  @usableFromInline @exclusivity(unchecked) var startIndex: UInt64 = 0

  /// Creates a dependent.
  ///
  /// - Parameters:
  ///   - receive: Takes a pointer to the source core's `Output`; it may run user code (no lock is held).
  ///   - complete: Runs when the source core completes.
  @usableFromInline
  package init(receive: @escaping (UnsafeRawPointer) -> Void, complete: @escaping () -> Void) {
    self.receive = receive
    self.complete = complete
  }
}

/// The dependents of a core; one dependent (a chain of `map`s) is kept without an array.
@usableFromInline
enum DependentList {
  case none
  case one(CoreDependent)
  case many([CoreDependent])

  @inlinable
  var isEmpty: Bool {
    if case .none = self { return true }
    return false
  }

  func forEach(_ body: (CoreDependent) -> Void) {
    switch self {
    case .none: break
    case .one(let dependent): body(dependent)
    case .many(let all): all.forEach(body)
    }
  }

  mutating func append(_ dependent: CoreDependent) {
    switch self {
    case .none: self = .one(dependent)
    case .one(let first): self = .many([first, dependent])
    case .many(var all):
      self = .none
      all.append(dependent)
      self = .many(all)
    }
  }

  mutating func remove(_ dependent: CoreDependent) {
    switch self {
    case .none: break
    case .one(let only): if only === dependent { self = .none }
    case .many(var all):
      self = .none
      all.removeAll { $0 === dependent }
      self = all.count == 1 ? .one(all[0]) : .many(all)
    }
  }
}

extension SubjectCore {
  /// Adds a dependent made by `make` from the current value, and returns what `make` returned.
  ///
  /// `make` runs with no lock held (it may run user code, such as the transform of a `map`). The new dependent
  /// then receives every value delivered after the one it was made from, in order, and never an older one:
  /// - If no delivery is under way, this takes the delivery turn while `make` runs, so values sent meanwhile (from
  ///   other threads, or from `make` itself) wait in the queue and reach the new dependent after it is listed.
  /// - If a delivery is under way (on another thread, or re-entrantly on this one), `make` runs on the value
  ///   current at that moment; queued values older than it skip the new dependent. If the turn holder delivered
  ///   the newest value meanwhile, without the new dependent, the dependent catches up: once the turn is free, this
  ///   takes it and gives the dependent the newest value; while another delivery is still under way, `make` runs
  ///   again from the newest value. If the turn holder delivered some values meanwhile and newer ones are still
  ///   queued, `make` runs again from the newest value too, so the dependent never skips a value between the one
  ///   it was made from and the ones it receives.
  ///
  /// A completed core lists nothing: the dependent gets the final value if it missed it, then is completed. The
  /// core must have a current value.
  ///
  /// - Parameter make: Makes the dependent, and whatever the caller keeps with it, from the current value.
  /// - Returns: What `make` made last; pass the dependent to ``removeDependent(_:)`` to stop updating it.
  @usableFromInline
  package func addDependent<Derived>(
    _ make: (Output) -> (Derived, CoreDependent)
  ) -> (Derived, CoreDependent) {
    while true {
      lock.lock()
      let value = current!.value
      var startIndex = committedCount
      let ownsTurn = !isDelivering
      if ownsTurn { isDelivering = true }
      lock.unlock()

      let (derived, dependent) = make(value)

      lock.lock()
      let missedNewest = !ownsTurn && deliveredCount > startIndex && deliveredCount == committedCount
      // Values delivered meanwhile with newer ones still queued: the dependent would miss the delivered ones and
      // then take the queued ones, so it is made again from the newest value, and the queued ones skip it.
      let missedSome = !ownsTurn && deliveredCount > startIndex && deliveredCount < committedCount
      if missedNewest && isDelivering || missedSome {
        lock.unlock()
        continue
      }
      let newest = missedNewest ? current!.value : nil
      if missedNewest {
        isDelivering = true
        startIndex = committedCount
      }
      let isListed = !hasDeliveredCompletion
      if isListed {
        dependent.startIndex = startIndex
        dependents.append(dependent)
      }
      lock.unlock()
      if let newest { withUnsafePointer(to: newest) { dependent.receive(UnsafeRawPointer($0)) } }
      if ownsTurn || missedNewest { drain() }
      if !isListed { dependent.complete() }
      return (derived, dependent)
    }
  }

  /// Removes `dependent`; a value already being delivered may still reach it. The caller's reference keeps the
  /// dependent (and what it holds) from being freed under the lock.
  @usableFromInline
  package func removeDependent(_ dependent: CoreDependent) {
    lock.lock()
    dependents.remove(dependent)
    lock.unlock()
  }

  /// With the lock held and `value` just taken for delivery (value number `deliveredCount`): releases the lock,
  /// then `gate` if given, and calls every dependent listed before that value was committed with it. Only the turn
  /// holder calls this — or a sender its source's turn serializes (``sendFromSourceTurn(_:)``).
  @inlinable
  func updateDependents(with value: Output, releasing gate: Lock? = nil) {
    let updated = dependents
    let index = deliveredCount
    lock.unlock()
    gate?.unlock()
    withUnsafePointer(to: value) { pointer in
      let raw = UnsafeRawPointer(pointer)
      switch updated {
      case .none: break
      case .one(let dependent): if dependent.startIndex < index { dependent.receive(raw) }
      case .many(let all): for dependent in all where dependent.startIndex < index { dependent.receive(raw) }
      }
    }
  }
}
