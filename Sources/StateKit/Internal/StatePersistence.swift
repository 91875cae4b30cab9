public import PropertyKit
import StreamCore

/// Where a persisted ``ManagedState`` hands each committed value: the engine's writer and the key's slot.
///
/// Generic over any value, so that the state's commit path (which knows nothing of `Codable`) holds one and calls
/// ``submit(_:)``, specialized for the model where the mutation is; only the persisted initializer makes one, for a
/// `Codable` and `Sendable` model. A state that is not persisted has none.
@usableFromInline
final class StatePersistence<Value> {
  @usableFromInline let writer: PersistenceWriter
  @usableFromInline let slot: PersistenceSlot<Value>
  @usableFromInline let reporter: PersistenceReporter
  /// The last error reading or storing the value, or `nil`.
  let error: Property<(any Error)?>

  init(writer: PersistenceWriter, slot: PersistenceSlot<Value>, readError: (any Error)?) {
    let errors = MutableProperty<(any Error)?>(readError)
    self.writer = writer
    self.slot = slot
    reporter = PersistenceReporter { [weak errors] failure in
      guard let errors else { return }
      if failure != nil || errors.value != nil { errors.value = failure }
    }
    error = Property(capturing: errors)
  }

  /// Queues `value` to be stored. Called by the holder of the state's mutation turn, with no lock held, in commit
  /// order; the value it replaces is released here.
  @inlinable
  func submit(_ value: Value) {
    writer.submit(value, to: slot, reporter: reporter)
  }

  /// Returns once every submitted value is stored, or failed to be.
  func flush() {
    writer.flush()
  }
}
