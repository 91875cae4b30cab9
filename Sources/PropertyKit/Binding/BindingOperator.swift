public import StreamCore

precedencegroup BindingPrecedence {
  associativity: right
  higherThan: AssignmentPrecedence
}

infix operator <~ : BindingPrecedence

/// Binds `source` to `target` one way: each value `source` publishes is delivered to `target`.
///
/// The binding ends when `source` finishes, when the target's lifetime ends, or when the returned cancellable
/// is cancelled. Unlike an `AnyCancellable`, the returned cancellable does not end the binding when discarded.
///
/// ```swift
/// let source = MutableProperty(1)
/// let target = MutableProperty(0)
/// target <~ source
/// source.value = 2
/// print(target.value)  // Prints "2"
/// ```
///
/// - Returns: A cancellable that ends the binding.
@discardableResult
public func <~ <Target: BindingTargetProvider, Source: Publisher>(
  target: Target,
  source: Source
) -> any Cancellable where Source.Output == Target.Value, Source.Failure == Never {
  let target = target.bindingTarget
  return source.sink(during: target.lifetime, receiveValue: target.action)
}

/// Binds a property to `target` one way: its current value, then each change.
///
/// ```swift
/// let name = MutableProperty("Ada")
/// let copy = MutableProperty("")
/// copy <~ name
/// print(copy.value)  // Prints "Ada"
/// ```
@discardableResult
public func <~ <Target: BindingTargetProvider, Source: PropertyProtocol>(
  target: Target,
  source: Source
) -> any Cancellable where Source.Value == Target.Value {
  target <~ source.publisher.followingOnly
}

/// Binds `source` to a target of optional values: each value is delivered wrapped.
///
/// ```swift
/// let selection = MutableProperty<Int?>(nil)
/// selection <~ Just(3)
/// print(selection.value ?? 0)  // Prints "3"
/// ```
@discardableResult
public func <~ <Target: BindingTargetProvider, Source: Publisher>(
  target: Target,
  source: Source
) -> any Cancellable where Target.Value == Source.Output?, Source.Failure == Never {
  target <~ source.map { Optional($0) }
}

/// Binds a property to a target of optional values: its current value, then each change, wrapped.
///
/// ```swift
/// let count = MutableProperty(1)
/// let selection = MutableProperty<Int?>(nil)
/// selection <~ count
/// print(selection.value ?? 0)  // Prints "1"
/// ```
@discardableResult
public func <~ <Target: BindingTargetProvider, Source: PropertyProtocol>(
  target: Target,
  source: Source
) -> any Cancellable where Target.Value == Source.Value? {
  target <~ source.publisher.followingOnly.map { Optional($0) }
}
