#if !canImport(Combine)
/// A type whose activity can be cancelled.
///
/// Cancelling frees the resources the activity holds. Every cancellable in this library is idempotent and may be
/// cancelled from any thread.
public protocol Cancellable {
  /// Stops the activity and releases what it holds.
  func cancel()
}

extension Cancellable {
  /// Keeps this cancellable in `collection` as an ``AnyCancellable``.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }

  /// Keeps this cancellable in `set` as an ``AnyCancellable``.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }
}
#endif
