extension UIBinding {
  /// Writes back what `change` makes of `base` — a copy of the value read earlier, changed with no lock held —
  /// without undoing a write made since then: if the value changed meanwhile, `change` runs again on the newer value
  /// and the write is retried. A value that is not `Equatable` cannot be compared, so its change is written as is.
  ///
  /// - Parameters:
  ///   - base: The value `change` starts from.
  ///   - equality: Compares values of this binding's type.
  ///   - change: The binding closure's change of a value; runs with no lock held.
  func writeBack(from base: Value, equality: ChangeFilter<Value>, _ change: (inout Value) -> Void) {
    var base = base
    while true {
      var changed = base
      change(&changed)
      guard equality.canCompare else {
        wrappedValue = changed
        return
      }
      if equality.isEqual(changed, base) { return }
      var newer: Value?
      modify { current in
        if equality.isEqual(current, base) { current = changed } else { newer = current }
      }
      // Another write committed after `base` was read: start again from it (each retry follows a committed write).
      guard let newer else { return }
      base = newer
    }
  }
}
