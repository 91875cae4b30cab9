#if canImport(Observation)
public import Observation

/// Reading a ``ManagedState``'s value inside `withObservationTracking` (or a SwiftUI view body) registers the
/// access; each commit that changes the value fires the tracking's `onChange` (before the commit, as for
/// `@Observable` types).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ManagedState: Observable {}

/// The `ObservationRegistrar` of a state, boxed so a state can be created where Observation is unavailable.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
private final class RegistrarBox: Sendable {
  let registrar = ObservationRegistrar()
}
#endif

/// Reports a state's accesses and changes to the Observation framework, where it is available.
@usableFromInline
final class ObservationSupport: Sendable {
  private let box: (any AnyObject & Sendable)?

  init() {
    #if canImport(Observation)
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
      box = RegistrarBox()
    } else {
      box = nil
    }
    #else
    box = nil
    #endif
  }

  func access<Value>(_ state: ManagedState<Value>) {
    #if canImport(Observation)
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *), let box {
      unsafeDowncast(box, to: RegistrarBox.self).registrar.access(state, keyPath: state.valueKeyPath)
    }
    #endif
  }

  @usableFromInline
  func willSet<Value>(_ state: ManagedState<Value>) {
    #if canImport(Observation)
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *), let box {
      unsafeDowncast(box, to: RegistrarBox.self).registrar.willSet(state, keyPath: state.valueKeyPath)
    }
    #endif
  }

  @usableFromInline
  func didSet<Value>(_ state: ManagedState<Value>) {
    #if canImport(Observation)
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *), let box {
      unsafeDowncast(box, to: RegistrarBox.self).registrar.didSet(state, keyPath: state.valueKeyPath)
    }
    #endif
  }
}
