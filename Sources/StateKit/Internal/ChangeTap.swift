/// A listener ``ManagedState/printChanges(_:)`` installs: told of each commit, with the MVI action that made it
/// (`nil` for a mutation that is no action).
final class ChangeTap<Value> {
  let report: (_ old: Value, _ new: Value, _ action: Any?) -> Void

  init(report: @escaping (_ old: Value, _ new: Value, _ action: Any?) -> Void) {
    self.report = report
  }
}
