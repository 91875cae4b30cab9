import StateKit
public import StreamCore

/// A reference to a value that lives elsewhere: read it, write it, and observe its changes.
///
/// A binding is a small struct of three parts: how to read the value, how to change it, and a publisher of its
/// changes as `DiffedValue`s. Copies of a binding refer to the same value. Bindings usually come from a
/// ``UIState`` (`$state.isOn`) or a `ManagedState` (`$model.title`), and project further with key paths:
/// `$state.profile.name` is a `UIBinding<String>` that writes through to the root in one atomic mutation, and
/// publishes only when the name changes.
///
/// ```swift
/// struct Form: Equatable { var name = ""; var age = 0 }
/// @UIState var form = Form()
/// let name: UIBinding<String> = $form.name
/// let cancellable = name.sink { (diff: DiffedValue<String>) in print(diff.old as Any, diff.new) }
/// // Prints "nil "
/// name.wrappedValue = "Ada"    // Prints "Optional("") Ada"
/// form.age = 36                // prints nothing: the name did not change
/// ```
///
/// As a property wrapper, a binding is assigned after initialization; reading it before that traps with a message
/// naming the binding's type:
///
/// ```swift
/// final class NameField {
///   @UIBinding(.placeholder) var name: String
///   func configure(with binding: UIBinding<String>) { _name = binding }
/// }
/// ```
///
/// A binding is `Sendable` when its value is, so a model's rules can capture it in `NotificationCenter`'s and
/// `Task`'s `@Sendable` closures. Every way to make one keeps that promise: a binding from a ``UIState``, a
/// `ManagedState`, a `MutableProperty` or ``constant(_:)`` goes through that storage's lock, and
/// ``init(get:set:)`` takes `@Sendable` closures and a `Sendable` publisher. See <doc:SendableBindings>.
@propertyWrapper
@dynamicMemberLookup
public struct UIBinding<Value> {
  let read: () -> Value
  let update: ((inout Value) -> Void) -> Void
  let changes: AnyPublisher<DiffedValue<Value>, Never>
  /// For a binding projected from a state: the way to its fields' channels.
  let route: (any FieldRoute<Value>)?
  /// For a binding to a state (and its projections): the state's in-place mutation, so that a change in place
  /// (`binding.wrappedValue.count += 1`) is one atomic mutation.
  let inPlace: InPlaceMutation<Value>?

  init(
    read: @escaping () -> Value,
    update: @escaping ((inout Value) -> Void) -> Void,
    changes: AnyPublisher<DiffedValue<Value>, Never>,
    route: (any FieldRoute<Value>)? = nil,
    inPlace: InPlaceMutation<Value>? = nil
  ) {
    self.read = read
    self.update = update
    self.changes = changes
    self.route = route
    self.inPlace = inPlace
  }

  /// Creates a binding from a getter and a setter.
  ///
  /// The binding publishes the current value to each new subscriber (with `old == nil`), then every write made
  /// through this binding, its copies and its projections; writes of an equal value (for `Equatable` values) are
  /// not published. Writes made to the underlying storage directly are not seen: use
  /// ``init(publisher:get:set:)`` when the storage publishes its changes.
  ///
  /// The closures are `@Sendable` because a binding is `Sendable` (when its value is) and may be read and written
  /// from any thread: keep the storage in something thread-safe — a `MutableProperty`, a ``UIState``, a lock-owning
  /// box. Storage confined to the main actor can be reached with `MainActor.assumeIsolated { }`.
  ///
  /// ```swift
  /// let storage = MutableProperty(1)
  /// let binding = UIBinding(get: { storage.value }, set: { storage.value = $0 })
  /// let cancellable = binding.sink { (value: Int) in print(value) }  // Prints "1"
  /// binding.wrappedValue = 2                                           // Prints "2"
  /// ```
  ///
  /// - Parameters:
  ///   - get: Reads the current value.
  ///   - set: Stores a new value.
  public init(
    get: @escaping @Sendable () -> Value,
    set: @escaping @Sendable (Value) -> Void
  ) {
    self.init(changes: nil, get: get, set: set)
  }

  /// Creates a binding from a getter, a setter and any publisher of the value's changes — another binding, a
  /// `UIState`'s ``UIState/publisher``, a subject of `DiffedValue`s.
  ///
  /// ```swift
  /// @UIState var count = 1
  /// let binding = UIBinding(publisher: $count.publisher, get: { count }, set: { count = $0 })
  /// let cancellable = binding.sink { (value: Int) in print(value) }  // Prints "1"
  /// count = 2                                                          // Prints "2"
  /// ```
  ///
  /// - Parameters:
  ///   - publisher: The changes of the value.
  ///   - get: Reads the current value.
  ///   - set: Stores a new value.
  public init<Changes: Publisher<DiffedValue<Value>, Never> & Sendable>(
    publisher: Changes,
    get: @escaping @Sendable () -> Value,
    set: @escaping @Sendable (Value) -> Void
  ) {
    self.init(changes: publisher.eraseToAnyPublisher(), get: get, set: set)
  }

  private init(
    changes publisher: AnyPublisher<DiffedValue<Value>, Never>?,
    get: @escaping () -> Value,
    set: @escaping (Value) -> Void
  ) {
    read = get
    route = nil
    inPlace = nil
    if let publisher {
      update = { body in
        var value = get()
        body(&value)
        set(value)
      }
      changes = publisher
      return
    }
    let writes = PassthroughSubject<DiffedValue<Value>, Never>()
    let filter = ChangeFilter<Value>()
    update = { body in
      let old = get()
      var value = old
      body(&value)
      set(value)
      let diff = DiffedValue(old: old, new: get())
      if filter.isChange(diff) { writes.send(diff) }
    }
    changes = Deferred { writes.prepend(DiffedValue(old: nil, new: get())) }.eraseToAnyPublisher()
  }

  /// Creates a property-wrapper binding to be assigned later: the same as ``placeholder``.
  ///
  /// ```swift
  /// final class Toggle {
  ///   @UIBinding var isOn: Bool
  /// }
  /// ```
  public init() {
    self = .placeholder
  }

  /// Creates a property-wrapper binding that starts as `binding`, usually ``placeholder`` or
  /// ``constant(_:)``.
  ///
  /// ```swift
  /// final class Label {
  ///   @UIBinding(.placeholder) var text: String
  ///   @UIBinding(.constant(12)) var fontSize: Int
  /// }
  /// ```
  ///
  /// - Parameter binding: The initial binding.
  public init(_ binding: UIBinding<Value>) {
    self = binding
  }

  /// The current value. Setting it writes through to the storage.
  ///
  /// ```swift
  /// let storage = MutableProperty(1)
  /// let binding = UIBinding(get: { storage.value }, set: { storage.value = $0 })
  /// binding.wrappedValue = 5
  /// print(storage.value)  // Prints "5"
  /// ```
  ///
  /// For a binding made from a ``UIState`` or a `ManagedState` (and their projections, and the binding a
  /// `ManagedState` gives `applyAnyRules(to:)`), a change in place — `binding.wrappedValue.count += 1` — is one
  /// atomic mutation of the root: a write another thread makes meanwhile is never lost. For a binding made with
  /// `init(publisher:get:set:)`, or a safe collection binding, it is a read followed by a write.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { update { $0 = newValue } }
    nonmutating _modify {
      if let inPlace {
        var (value, token) = inPlace.begin()
        defer { inPlace.end(value, token) }
        yield &value
      } else {
        var value = read()
        defer { update { [value] in $0 = value } }
        yield &value
      }
    }
  }

  /// The binding itself, so `$name` in a type with `@UIBinding var name` is the `UIBinding<String>`.
  ///
  /// ```swift
  /// final class Label {
  ///   @UIBinding(.constant("Hi")) var text: String
  /// }
  /// print(Label().$text.wrappedValue)  // Prints "Hi"
  /// ```
  public var projectedValue: UIBinding<Value> {
    self
  }

  /// The binding itself, as the publisher of its changes: the current value first (with `old == nil`), then each
  /// change, as `DiffedValue`s. It is the binding (not an erased publisher) so that the binding DSL
  /// (`bind(to:onChange:)`, `bindDiffed(to:onChange:)`) can write back through it.
  ///
  /// ```swift
  /// @UIState var count = 0
  /// let cancellable = $count().publisher.sink { diff in print(diff.old as Any, diff.new) }
  /// // Prints "nil 0"
  /// count = 1  // Prints "Optional(0) 1"
  /// ```
  public var publisher: UIBinding<Value> {
    self
  }

  /// Changes the value in place, in one write.
  ///
  /// For bindings made from a ``UIState`` or a `ManagedState` (and their projections), the whole change
  /// is one atomic mutation of the root: 8 threads each calling `$state(\.count).modify { $0 += 1 }` 1,000 times end
  /// at exactly 8,000. For a binding made with `init(publisher:get:set:)` it is a read followed by a write.
  ///
  /// ```swift
  /// @UIState var tags = ["a"]
  /// $tags().modify { $0.append("b") }
  /// print(tags)  // Prints "["a", "b"]"
  /// ```
  ///
  /// - Parameter body: Changes the value. It runs while the root is locked: it must not touch the root again.
  public func modify(_ body: (inout Value) -> Void) {
    update(body)
  }
}

extension UIBinding: Publisher {
  /// The binding's changes: the value before the write as `old` (`nil` for the first), the value after it as `new`.
  public typealias Output = DiffedValue<Value>
  /// A binding's publisher never fails.
  public typealias Failure = Never

  /// Attaches `subscriber` to the binding's changes: the current value first (with `old == nil`), then each change.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == DiffedValue<Value>, S.Failure == Never {
    changes.receive(subscriber: subscriber)
  }
}

// @unchecked: each part is thread-safe whenever `Value` is `Sendable`. A binding made from a state, a property or a
// constant reaches its storage only through that storage's lock, and `init(get:set:)` takes `@Sendable` closures and
// a `Sendable` publisher; the one gap Swift cannot see (a projection from a non-`Sendable` root) is documented.
extension UIBinding: @unchecked Sendable where Value: Sendable {}
