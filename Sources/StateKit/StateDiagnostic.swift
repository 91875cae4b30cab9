/// A problem, or a trace line, that a ``ManagedState`` reports instead of crashing or hanging.
///
/// Diagnostics go to ``StateDiagnostics/handler``. Each names the state type it comes from and what happened:
///
/// ```swift
/// StateDiagnostics.handler = { diagnostic in print(diagnostic.kind, diagnostic.typeName) }
/// // Prints "cyclicRules Toggler" when Toggler's rules never reach a fixed point
/// ```
public struct StateDiagnostic: Sendable, CustomStringConvertible {
  /// What a diagnostic is about; modules above StateKit add their own kinds.
  public struct Kind: Hashable, Sendable, CustomStringConvertible {
    /// The kind's name, as printed.
    public let name: String

    /// Creates a kind named `name`.
    public init(_ name: String) {
      self.name = name
    }

    /// The rules of a state did not reach a fixed point within its maximum depth; the last value was committed.
    public static let cyclicRules = Kind("cyclicRules")

    /// A traced mutation of a state with tracing on (see ``ManagedState/isTracing``).
    public static let trace = Kind("trace")

    public var description: String { name }
  }

  /// What happened.
  public let kind: Kind
  /// The name of the state's value type.
  public let typeName: String
  /// A one-line explanation, with the values involved.
  public let message: String

  /// Creates a diagnostic.
  public init(kind: Kind, typeName: String, message: String) {
    self.kind = kind
    self.typeName = typeName
    self.message = message
  }

  public var description: String {
    "[\(kind)] \(typeName): \(message)"
  }
}
