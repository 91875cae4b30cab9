import StreamCore

/// How a binding reaches the per-field channels of the state it was projected from, so that a key-path binding's
/// changes come from its field's channel (compared once per commit, for all its observers) instead of from
/// filtering every change of the whole value.
protocol FieldRoute<Value> {
  associatedtype Value

  /// The route to a field of this route's value.
  func appending<Field>(_ keyPath: KeyPath<Value, Field>) -> any FieldRoute<Field>

  /// The diffs of this route's value from its field channel: `DiffedValue(old: nil, new: current)` first, then
  /// each change; `nil` when the value has no channel (it is not `Equatable`, or the path is not made of stored
  /// properties), and the binding filters its parent's changes instead.
  func changes() -> AnyPublisher<DiffedValue<Value>, Never>?
}

/// A route from a state's value (`Root`) down a key path to a `Value`.
struct StateFieldRoute<Root, Value>: FieldRoute {
  let channels: FieldChannels<Root>
  let path: KeyPath<Root, Value>

  func appending<Field>(_ keyPath: KeyPath<Value, Field>) -> any FieldRoute<Field> {
    StateFieldRoute<Root, Field>(channels: channels, path: path.appending(path: keyPath))
  }

  func changes() -> AnyPublisher<DiffedValue<Value>, Never>? {
    channels.diffs(of: path).map { CorePublisher($0).eraseToAnyPublisher() }
  }
}

extension FieldChannels {
  /// The route from the state's whole value, which the state's root binding carries.
  var rootRoute: any FieldRoute<Root> {
    StateFieldRoute(channels: self, path: \Root.self)
  }
}
