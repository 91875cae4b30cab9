public import StreamCore

/// Where a one-way binding (`target <~ source`) delivers values: an action run for each value, bounded by a
/// lifetime.
///
/// ```swift
/// final class Label { var text = "" }
/// let label = Label()
/// let (lifetime, token) = Lifetime.make()
/// let name = MutableProperty("Ada")
/// BindingTarget(lifetime: lifetime, object: label, keyPath: \.text) <~ name
/// print(label.text)  // Prints "Ada"
/// withExtendedLifetime(token) {}
/// ```
public struct BindingTarget<Value>: BindingTargetProvider {
  /// The lifetime that ends bindings to this target.
  ///
  /// ```swift
  /// let target = BindingTarget<Int>(lifetime: .empty) { print($0) }
  /// print(target.lifetime.hasEnded)  // Prints "true"
  /// ```
  public let lifetime: Lifetime
  /// Delivers one value to the target: what a binding calls for each value of its source.
  ///
  /// ```swift
  /// let target = BindingTarget<Int>(lifetime: .empty) { print($0) }
  /// target.action(1)  // Prints "1"
  /// ```
  public let action: (Value) -> Void

  /// A target that runs `action` for each value, while `lifetime` lasts.
  ///
  /// ```swift
  /// let target = BindingTarget<Int>(lifetime: .empty) { print($0) }
  /// target <~ Just(1)  // Prints nothing: the lifetime has ended
  /// ```
  public init(lifetime: Lifetime, action: @escaping (Value) -> Void) {
    self.lifetime = lifetime
    self.action = action
  }

  /// A target that runs `action` on `scheduler` for each value, while `lifetime` lasts.
  ///
  /// ```swift
  /// let (lifetime, token) = Lifetime.make()
  /// let target = BindingTarget<Int>(on: ImmediateScheduler.shared, lifetime: lifetime) { print($0) }
  /// target <~ Just(1)  // Prints "1"
  /// withExtendedLifetime(token) {}
  /// ```
  public init<S: Scheduler>(on scheduler: S, lifetime: Lifetime, action: @escaping @Sendable (Value) -> Void)
  where Value: Sendable {
    self.lifetime = lifetime
    self.action = { value in scheduler.schedule { action(value) } }
  }

  /// A target that writes each value to `object[keyPath: keyPath]`, holding `object` weakly, while `lifetime`
  /// lasts.
  ///
  /// ```swift
  /// final class Model { var count = 0 }
  /// let model = Model()
  /// let (lifetime, token) = Lifetime.make()
  /// BindingTarget(lifetime: lifetime, object: model, keyPath: \.count) <~ Just(3)
  /// print(model.count)  // Prints "3"
  /// withExtendedLifetime(token) {}
  /// ```
  public init<Object: AnyObject>(
    lifetime: Lifetime,
    object: Object,
    keyPath: ReferenceWritableKeyPath<Object, Value>
  ) {
    self.init(lifetime: lifetime) { [weak object] value in object?[keyPath: keyPath] = value }
  }

  /// ``init(lifetime:object:keyPath:)`` delivering on `scheduler`; the object, the key path and the values cross
  /// to the scheduler, so they must be `Sendable`.
  ///
  /// ```swift
  /// final class Counter: @unchecked Sendable { var count = 0 }  // Writes happen on the scheduler only.
  /// let counter = Counter()
  /// let (lifetime, token) = Lifetime.make()
  /// BindingTarget(on: ImmediateScheduler.shared, lifetime: lifetime, object: counter, keyPath: \.count) <~ Just(2)
  /// print(counter.count)  // Prints "2"
  /// withExtendedLifetime(token) {}
  /// ```
  public init<Object: AnyObject & Sendable, S: Scheduler>(
    on scheduler: S,
    lifetime: Lifetime,
    object: Object,
    keyPath: any ReferenceWritableKeyPath<Object, Value> & Sendable
  ) where Value: Sendable {
    self.init(on: scheduler, lifetime: lifetime) { [weak object] value in object?[keyPath: keyPath] = value }
  }

  /// The target itself.
  ///
  /// ```swift
  /// let (lifetime, token) = Lifetime.make()
  /// let target = BindingTarget<Int>(lifetime: lifetime) { print($0) }
  /// target.bindingTarget <~ Just(4)  // Prints "4"
  /// withExtendedLifetime(token) {}
  /// ```
  /// A binding target that writes to a main-actor object (a view, a `@MainActor` view model) on the main actor,
  /// through ``UIScheduler``: at once when the value arrives on the main queue with nothing queued ahead, otherwise
  /// queued there. Made on the main actor, so neither the object nor the key path needs to be `Sendable`.
  ///
  /// ```swift
  /// @MainActor final class Spinner { var isAnimating = false }
  /// let spinner = Spinner()
  /// let (lifetime, token) = Lifetime.make()
  /// BindingTarget(on: UIScheduler.shared, lifetime: lifetime, object: spinner, keyPath: \.isAnimating) <~ Just(true)
  /// print(spinner.isAnimating)  // Prints "true"
  /// withExtendedLifetime(token) {}
  /// ```
  ///
  /// - Parameters:
  ///   - scheduler: ``UIScheduler/shared``.
  ///   - lifetime: Ends the binding when it ends.
  ///   - object: The object to write to; held weakly.
  ///   - keyPath: Where to write.
  @MainActor
  public init<Object: AnyObject>(
    on scheduler: UIScheduler,
    lifetime: Lifetime,
    object: Object,
    keyPath: ReferenceWritableKeyPath<Object, Value>
  ) where Value: Sendable {
    let write: @MainActor (Value) -> Void = { [weak object] value in object?[keyPath: keyPath] = value }
    self.init(on: scheduler, lifetime: lifetime) { value in MainActor.assumeIsolated { write(value) } }
  }

  public var bindingTarget: BindingTarget<Value> { self }
}

/// Something a one-way binding can write into: ``BindingTarget``, ``MutableProperty``, ``Action``.
///
/// ```swift
/// let count = MutableProperty(0)
/// count <~ Just(5)
/// print(count.value)  // Prints "5"
/// ```
public protocol BindingTargetProvider<Value> {
  /// The type of the values the target takes.
  associatedtype Value
  /// The target values are delivered to.
  ///
  /// ```swift
  /// let count = MutableProperty(0)
  /// let target: BindingTarget<Int> = count.bindingTarget
  /// target <~ Just(3)
  /// print(count.value)  // Prints "3"
  /// ```
  var bindingTarget: BindingTarget<Value> { get }
}

extension MutableProperty: BindingTargetProvider {
  /// Sets ``value`` for each bound value, while the property lives.
  ///
  /// ```swift
  /// let count = MutableProperty(0)
  /// count.bindingTarget <~ Just(5)
  /// print(count.value)  // Prints "5"
  /// ```
  public var bindingTarget: BindingTarget<Value> {
    BindingTarget(lifetime: lifetime) { [weak self] value in self?.value = value }
  }
}

extension Action: BindingTargetProvider {
  /// Applies the action to each bound value (a rejected attempt is published on ``disabledErrors``), while the
  /// action lives.
  ///
  /// Each execution runs to its end (or until ``cancel()``), as ReactiveSwift's `apply(_:).start()` does: nothing
  /// holds a cancellable that could end it early.
  ///
  /// ```swift
  /// let double = Action<Int, Int, Never> { Just($0 * 2) }
  /// let cancellable = double.values.sink { print($0) }
  /// double <~ Just(3)  // Prints "6"
  /// ```
  public var bindingTarget: BindingTarget<Input> {
    BindingTarget(lifetime: lifetime) { [weak self] input in
      self?.apply(input).subscribe(Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { _ in }))
    }
  }
}
