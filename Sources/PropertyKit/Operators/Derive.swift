import StreamCore

extension PropertyProtocol {
  /// This property's publisher when `live`, or else a constant publisher of its current value; see
  /// ``deriveProperty(from:_:)``.
  func publisher(live: Bool) -> PropertyPublisher<Value> {
    live ? publisher.followingOnly : Property(value: value).publisher
  }
}

/// Makes a property derived from `sources` by `pipeline`, which is given `true` to build the live pipeline over the
/// sources' publishers and `false` to build the same pipeline over constants of their current values (the
/// fallback start, see ``PropertyStorage/derived(from:fallback:)``). The new property keeps `sources` alive.
func deriveProperty<Derived: Publisher>(
  from sources: [AnyObject],
  _ pipeline: (_ live: Bool) -> Derived
) -> Property<Derived.Output> where Derived.Failure == Never {
  let storage = PropertyStorage.derived(from: pipeline(true)) { firstValue(of: pipeline(false)) }
  return Property(storage: storage, sources: sources)
}

/// The value a derived pipeline over constant sources sends at once.
func firstValue<Derived: Publisher>(of pipeline: Derived) -> Derived.Output where Derived.Failure == Never {
  var first: Derived.Output?
  let cancellable = pipeline.sink { value in
    if first == nil { first = value }
  }
  cancellable.cancel()
  guard let first else {
    trap("Property<\(Derived.Output.self)>: a derived pipeline sent no value for constant sources")
  }
  return first
}
