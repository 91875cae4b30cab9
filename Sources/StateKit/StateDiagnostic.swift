/// A problem, or a trace line, that a ``ManagedState`` reports instead of crashing or hanging.
///
/// Diagnostics go to ``StateDiagnostics/handler``. Each names the state type it comes from and what happened:
///
/// ```swift
/// StateDiagnostics.handler = { diagnostic in print(diagnostic.kind, diagnostic.typeName) }
/// // Prints "cyclicRules MyApp.Toggler" when the rules of MyApp's Toggler never reach a fixed point
/// ```
public struct StateDiagnostic: Sendable, CustomStringConvertible {
  /// What a diagnostic is about; modules above StateKit add their own kinds.
  ///
  /// ```swift
  /// let staleCache = StateDiagnostic.Kind("staleCache")
  /// print(staleCache, staleCache == .cyclicRules)  // Prints "staleCache false"
  /// ```
  public struct Kind: Hashable, Sendable, CustomStringConvertible {
    /// The kind's name, as printed.
    ///
    /// ```swift
    /// print(StateDiagnostic.Kind.trace.name)  // Prints "trace"
    /// ```
    public let name: String

    /// Creates a kind named `name`.
    ///
    /// ```swift
    /// let kind = StateDiagnostic.Kind("staleCache")
    /// print(kind.name)  // Prints "staleCache"
    /// ```
    public init(_ name: String) {
      self.name = name
    }

    /// The rules of a state did not reach a fixed point within its maximum depth; the last value was committed.
    ///
    /// ```swift
    /// struct Runaway: BehavioralStateContract {
    ///   var steps = 0
    ///   mutating func applyRules() { steps += 1 }
    /// }
    /// let state = ManagedState(wrappedValue: Runaway())
    /// StateDiagnostics.handler = { print($0.kind == .cyclicRules) }
    /// state.wrappedValue.steps = 0  // Prints "true"
    /// ```
    public static let cyclicRules = Kind("cyclicRules")

    /// A traced mutation of a state with tracing on (see ``ManagedState/isTracing``).
    ///
    /// ```swift
    /// struct Counter: BehavioralStateContract { var clicks = 0 }
    /// let state = ManagedState(wrappedValue: Counter())
    /// StateDiagnostics.handler = { print($0.kind) }
    /// state.isTracing = true
    /// state.wrappedValue.clicks = 1  // Prints "trace"
    /// ```
    public static let trace = Kind("trace")

    /// A write through the handle ``BehavioralStateContract/applyAnyRules(to:)`` received, after its state was
    /// released; the write was ignored.
    ///
    /// The handle does not keep its state alive, and the state cancels or removes its rules' tokens when it goes,
    /// so this is reported only for a handle kept elsewhere (a token the state does not end, such as an observer on
    /// a `NotificationCenter` other than the default one).
    ///
    /// ```swift
    /// struct Clock: BehavioralStateContract {
    ///   var ticks = 0
    ///   static func applyAnyRules(to state: StateBinding<Self>) -> [Any] {
    ///     [otherCenter.addObserver(forName: .tick, object: nil, queue: nil) { _ in state.wrappedValue.ticks += 1 }]
    ///   }
    /// }
    /// StateDiagnostics.handler = { print($0.kind) }
    /// var clock: ManagedState<Clock>? = ManagedState(wrappedValue: Clock())
    /// clock = nil
    /// otherCenter.post(name: .tick, object: nil)  // Prints "writeToReleasedState"
    /// ```
    public static let writeToReleasedState = Kind("writeToReleasedState")

    /// The kind's ``name``.
    public var description: String { name }
  }

  /// What happened.
  ///
  /// ```swift
  /// let diagnostic = StateDiagnostic(kind: .trace, typeName: "MyApp.Counter", message: "one pass")
  /// print(diagnostic.kind)  // Prints "trace"
  /// ```
  public let kind: Kind
  /// The name of the state's value type.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract { var clicks = 0 }  // in a module named MyApp
  /// let state = ManagedState(wrappedValue: Counter())
  /// StateDiagnostics.handler = { print($0.typeName) }
  /// state.isTracing = true
  /// state.wrappedValue.clicks = 1  // Prints "MyApp.Counter"
  /// ```
  public let typeName: String
  /// A one-line explanation, with the values involved.
  ///
  /// ```swift
  /// let diagnostic = StateDiagnostic(kind: .trace, typeName: "MyApp.Counter", message: "one pass")
  /// print(diagnostic.message)  // Prints "one pass"
  /// ```
  public let message: String

  /// Creates a diagnostic.
  ///
  /// ```swift
  /// let diagnostic = StateDiagnostic(kind: .trace, typeName: "MyApp.Counter", message: "one pass")
  /// print(diagnostic)  // Prints "[trace] MyApp.Counter: one pass"
  /// ```
  public init(kind: Kind, typeName: String, message: String) {
    self.kind = kind
    self.typeName = typeName
    self.message = message
  }

  /// The diagnostic as one line: `[kind] typeName: message`.
  ///
  /// ```swift
  /// let diagnostic = StateDiagnostic(kind: .trace, typeName: "MyApp.Counter", message: "one pass")
  /// print(diagnostic.description)  // Prints "[trace] MyApp.Counter: one pass"
  /// ```
  public var description: String {
    "[\(kind)] \(typeName): \(message)"
  }
}
