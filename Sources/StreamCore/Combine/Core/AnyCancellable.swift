#if !canImport(Combine)
/// A type-erased cancellable that cancels when it is deinitialized.
///
/// Keep it (or `store(in:)` it) for as long as the subscription should live:
///
/// ```swift
/// var bag = Set<AnyCancellable>()
/// subject.sink { print($0) }.store(in: &bag)
/// subject.send(1)  // Prints "1"
/// bag.removeAll()
/// subject.send(2)  // Prints nothing
/// ```
///
/// Cancelling releases the wrapped action or cancellable at once, runs it at most once, and is safe from any thread.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  // @unchecked: `action` is guarded by the pooled lock; the action runs on whichever thread cancels, as in Combine.

  /// What cancelling does. A cancellable object (every subscriber and subscription in this library) is kept as a
  /// two-word class existential, any other cancellable in a closure, so that an `AnyCancellable` is small: it is
  /// one of the allocations of every `sink`.
  @usableFromInline
  enum Action {
    case closure(() -> Void)
    case object(any Cancellable & AnyObject)

    @usableFromInline
    func run() {
      switch self {
      case .closure(let cancel): cancel()
      case .object(let object): object.cancel()
      }
    }
  }

  // Guarded by the pooled lock (deinit has the object to itself), so it opts out of dynamic exclusivity checks.
  @usableFromInline
  @exclusivity(unchecked) var action: Action?

  /// Creates a cancellable that runs `cancel` once when cancelled or deinitialized.
  public init(_ cancel: @escaping () -> Void) {
    action = .closure(cancel)
  }

  /// Creates a cancellable that cancels `canceller` once when cancelled or deinitialized.
  @inlinable
  public init<C: Cancellable>(_ canceller: C) {
    if let object = canceller as? any Cancellable & AnyObject {
      action = .object(object)
    } else {
      action = .closure { canceller.cancel() }
    }
  }

  deinit {
    action?.run()
  }

  public func cancel() {
    let lock = LockPool.lock(for: self)
    lock.lock()
    let taken = action.take()
    lock.unlock()
    taken?.run()
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// Appends this cancellable to `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Inserts this cancellable into `set`.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }
}
#endif
