public import StreamCore

extension Publishers.CustomSubscriptionHandler {
  /// Whether the subscriber cancelled, as a property: `false`, then `true` once it cancels.
  ///
  /// CombineEx's `cancelled`. Each read makes a new property that follows this subscription until it ends; a handler
  /// whose work outlives the subscription can stop when it turns `true`. The plain read is `isCancelled`.
  ///
  /// ```swift
  /// let numbers = DeferredCustom<Int, Never> { handler in
  ///   let cancelled = handler.cancelled
  ///   handler.sendValue(1)    // `prefix(1)` cancels on receiving it
  ///   print(cancelled.value)  // Prints "true"
  /// }
  /// let subscription = numbers.prefix(1).sink { print($0) }  // Prints "1", then "true"
  /// ```
  public var cancelled: Property<Bool> {
    followedState(\.isCancelled, now: isCancelled)
  }

  /// What the subscriber takes now without buffering, as a property that changes as it asks for more, values are
  /// delivered or buffered, and the subscription ends.
  ///
  /// CombineEx's `demand`, typed as a property. Where either fits (`let now = handler.demand`, `handler.demand > 0`),
  /// the handler's own `demand` requirement, a plain `Subscribers.Demand`, is chosen; the property is chosen where
  /// only a property fits (`handler.demand.sink { … }`) or is asked for by type.
  ///
  /// ```swift
  /// let numbers = DeferredCustom<Int, Never> { handler in
  ///   let demand: Property<Subscribers.Demand> = handler.demand
  ///   print(demand.value)  // Prints "max(1)"
  ///   handler.sendValue(1)
  ///   print(demand.value)  // Prints "max(1)": the inner `Just` finished, so `flatMap` asked for one more
  /// }
  /// let subscription = numbers.flatMap(maxPublishers: .max(1)) { Just($0) }.sink { _ in }
  /// ```
  @_disfavoredOverload
  public var demand: Property<Subscribers.Demand> {
    followedState(\.demand, now: demand)
  }

  /// A property of one field of the subscription's state, following it until the subscription ends.
  private func followedState<Field: Equatable>(
    _ field: KeyPath<CustomHandlerState, Field>,
    now: Field
  ) -> Property<Field> {
    guard let source = self as? any CustomHandlerStateSource else { return Property(value: now) }
    let latest = MutableProperty(CustomHandlerState(version: 0, isCancelled: false, demand: .none))
    source.observeHandlerState { state in
      latest.modify { current in
        if state.version > current.version { current = state }
      }
    }
    return latest.map(field).removeDuplicates()
  }
}
