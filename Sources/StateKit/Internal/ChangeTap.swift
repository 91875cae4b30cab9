/// A listener ``ManagedState/printChanges(_:)`` installs: told of each commit, with the MVI action that made it.
final class ChangeTap<Value: BehavioralStateContract> {
  let report: (_ old: Value, _ new: Value, _ action: Value.Action?) -> Void

  init(report: @escaping (_ old: Value, _ new: Value, _ action: Value.Action?) -> Void) {
    self.report = report
  }
}
