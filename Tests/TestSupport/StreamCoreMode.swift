/// Which mode StreamCore is compiled in here: its own Combine names, or the system's Combine re-exported.
///
/// A test of one of Combine's own behaviours, reached through a type of ours, is disabled where Combine is the
/// system's: there the behaviour is Combine's to define.
package enum StreamCoreMode {
  /// Whether StreamCore re-exports the system's Combine (on Apple platforms, and in `Tests/AppleMode`).
  package static var reexportsCombine: Bool {
    #if canImport(Combine)
    return true
    #else
    return false
    #endif
  }
}
