import PropertyKit
import StreamCore

/// Where a persisted ``ManagedState`` hands each committed value: a ``PersistentProperty``'s writer and key.
///
/// A class over any value, so that the state's commit path (which knows nothing of `Codable`) calls it; the state
/// that is not persisted has none.
@usableFromInline
class StatePersistence<Value> {
  /// The last error reading or storing the value, or `nil`.
  let error: Property<(any Error)?>

  init(error: Property<(any Error)?>) {
    self.error = error
  }

  /// Queues `value` to be stored. Called by the holder of the state's mutation turn, with no lock held, in commit
  /// order.
  @usableFromInline
  func submit(_ value: Value) {}

  /// Returns once every submitted value is stored, or failed to be.
  func flush() {}
}

/// The persistence of a `Codable` model.
final class CodableStatePersistence<Value: Codable & Sendable>: StatePersistence<Value> {
  private let writer: PersistenceWriter
  private let slot: PersistenceSlot<Value>
  private let report: @Sendable ((any Error)?) -> Void

  init(writer: PersistenceWriter, key: PersistentPropertyKey, readError: (any Error)?) {
    let errors = MutableProperty<(any Error)?>(readError)
    self.writer = writer
    slot = writer.slot(for: key, of: Value.self)
    report = { [weak errors] failure in
      guard let errors else { return }
      if failure != nil || errors.value != nil { errors.value = failure }
    }
    super.init(error: Property(capturing: errors))
  }

  override func submit(_ value: Value) {
    writer.submit(value, to: slot, report: report)
  }

  override func flush() {
    writer.flush()
  }
}
