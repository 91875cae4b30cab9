public import StreamCore

extension PropertyProtocol {
  /// A property that follows the properties `transform` makes from this property's values, flattened by
  /// `strategy`.
  ///
  /// With ``FlattenStrategy/latest`` it follows only the property made from the latest value; with
  /// ``FlattenStrategy/merge`` it follows all of them; with ``FlattenStrategy/concat`` it follows one at a time,
  /// moving to the next when the current one's publisher finishes, that is when its root ``MutableProperty`` is
  /// released.
  ///
  /// The flattened property follows its inners through their publishers and does not keep an inner property
  /// alive (a derived inner keeps updating while followed: its subscription keeps its state alive). So
  /// `.merge` and `.latest` finish once the outer property and every followed inner's root are gone, as
  /// ReactiveSwift's do.
  ///
  /// ```swift
  /// let first = MutableProperty(1)
  /// let second = MutableProperty(10)
  /// let useSecond = MutableProperty(false)
  /// let current = useSecond.flatMap(.latest) { $0 ? second : first }
  /// print(current.value)  // Prints "1"
  /// useSecond.value = true
  /// print(current.value)  // Prints "10"
  /// ```
  ///
  /// - Parameters:
  ///   - strategy: How the inner properties are flattened.
  ///   - transform: Makes the property to follow for a value.
  /// - Returns: The derived property.
  public func flatMap<Inner: PropertyProtocol>(
    _ strategy: FlattenStrategy,
    _ transform: @escaping (Value) -> Inner
  ) -> Property<Inner.Value> {
    deriveProperty(from: [self]) { live in
      // An inner is followed through its publisher only: it does not keep the inner property alive, so a
      // followed inner's publisher finishes when its root is released.
      let inners = publisher(live: live).map { transform($0).publisher.followingOnly }
      switch strategy.kind {
      case .latest: return inners.switchToLatest().eraseToAnyPublisher()
      case .merge: return inners.flatMap { $0 }.eraseToAnyPublisher()
      case .concat:
        // The outer property's publisher keeps only its latest value while it has no demand, so the inners set
        // while one is followed are queued here, each to be followed in turn.
        return
          inners
          .buffer(size: .max, prefetch: .byRequest, whenFull: .dropNewest)
          .flatMap(maxPublishers: .max(1)) { $0 }
          .eraseToAnyPublisher()
      }
    }
  }
}

extension PropertyProtocol {
  /// A property that follows the property `transform` makes from the latest value: `flatMap(.latest, transform)`.
  ///
  /// This is CombineEx's and ReactiveSwift's meaning of a property's `flatMap`: a property has one current value,
  /// so it follows the property made from it. CombineProperty's unlabelled `flatMap` merges instead (it keeps
  /// following every inner property it made); for that, use ``PropertyProtocol/flatMap(maxPublishers:_:)`` or
  /// `flatMap(.merge, transform)`.
  ///
  /// ```swift
  /// let first = MutableProperty(1)
  /// let second = MutableProperty(10)
  /// let useSecond = MutableProperty(false)
  /// let current = useSecond.flatMap { $0 ? second : first }
  /// useSecond.value = true
  /// first.value = 2
  /// print(current.value)  // Prints "10": only the latest inner property is followed
  /// ```
  ///
  /// - Parameter transform: Makes the property to follow for a value.
  /// - Returns: The derived property.
  public func flatMap<Inner: PropertyProtocol>(
    _ transform: @escaping (Value) -> Inner
  ) -> Property<Inner.Value> {
    flatMap(.latest, transform)
  }

  /// A property that follows the properties `transform` makes, merged, at most `maxPublishers` of them at once:
  /// CombineProperty's `flatMap(maxPublishers:_:)`.
  ///
  /// As Combine's `flatMap(maxPublishers:_:)`, the inner properties are merged: each change of any followed inner
  /// property becomes the value. With a limit, a value of this property waits until a followed inner property's
  /// publisher finishes (its root is released); this property's publisher keeps only its latest value while it
  /// waits. As CombineProperty does, `.none` is taken as `.max(1)`, so that the result always has a value.
  ///
  /// ```swift
  /// let a = MutableProperty(1)
  /// let b = MutableProperty(10)
  /// let pick = MutableProperty(a)
  /// let merged = pick.flatMap(maxPublishers: .unlimited) { $0 }
  /// pick.value = b
  /// a.value = 2
  /// print(merged.value)  // Prints "2": `a` is still followed
  /// ```
  ///
  /// - Parameters:
  ///   - maxPublishers: How many inner properties are followed at once; `.unlimited` by default.
  ///   - transform: Makes the property to follow for a value.
  /// - Returns: The derived property.
  public func flatMap<Inner: PropertyProtocol>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Value) -> Inner
  ) -> Property<Inner.Value> {
    let limit: Subscribers.Demand = maxPublishers == .none ? .max(1) : maxPublishers
    return deriveProperty(from: [self]) { live in
      publisher(live: live).flatMap(maxPublishers: limit) { transform($0).publisher }
    }
  }
}

extension PropertyProtocol where Value: PropertyProtocol {
  /// A property that follows the latest inner property: `flatMap(.latest) { $0 }`.
  ///
  /// ```swift
  /// let a = MutableProperty(1)
  /// let b = MutableProperty(2)
  /// let selected = MutableProperty(Property(a))
  /// let value = selected.switchToLatest()
  /// selected.value = Property(b)
  /// print(value.value)  // Prints "2"
  /// ```
  public func switchToLatest() -> Property<Value.Value> {
    flatMap(.latest) { $0 }
  }

  /// A property that follows the inner properties this property holds, flattened by `strategy`:
  /// `flatMap(strategy) { $0 }`.
  ///
  /// ```swift
  /// let a = MutableProperty(1)
  /// let b = MutableProperty(10)
  /// let pick = MutableProperty(a)
  /// let merged = pick.flatten(.merge)
  /// pick.value = b
  /// a.value = 2
  /// print(merged.value)  // Prints "2": `a` is still followed
  /// ```
  ///
  /// - Parameter strategy: How the inner properties are flattened; see ``flatMap(_:_:)``.
  /// - Returns: The derived property.
  public func flatten(_ strategy: FlattenStrategy) -> Property<Value.Value> {
    flatMap(strategy) { $0 }
  }
}
