#if !canImport(Combine)
/// A property wrapper that publishes its property's new value just before each change.
///
/// Use it on properties of classes. `$property` is a publisher that sends the current value on subscription,
/// then every new value *before* it is stored (as Combine's `willSet` timing: reading the property from a
/// subscriber still gives the old value). In an ``ObservableObject``, each change also makes
/// ``ObservableObject/objectWillChange`` fire first.
///
/// ```swift
/// final class Form {
///   @Published var name = ""
/// }
/// let form = Form()
/// let cancellable = form.$name.sink { print("name: \($0)") }  // Prints "name: "
/// form.name = "Ann"                                          // Prints "name: Ann"
/// ```
@propertyWrapper
public struct Published<Value> {
  let box: PublishedBox<Value>

  /// Creates a published property with an initial value.
  public init(wrappedValue: Value) {
    box = PublishedBox(wrappedValue)
  }

  /// Creates a published property with an initial value.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// The stored value. On class properties the enclosing-instance subscript is used instead.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.set(newValue) }
  }

  /// The publisher of this property's values.
  public var projectedValue: Publisher {
    get { Publisher(box: box) }
    // Settable so that `assign(to: &$property)` can take it `inout`; the publisher is a view of the storage, so
    // there is nothing to replace.
    set {}
  }

  /// Reads and writes the property through its enclosing object.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set { object[keyPath: storageKeyPath].box.set(newValue) }
  }

  /// The publisher of a ``Published`` property: the current value on subscription, then every new value just
  /// before it is stored.
  public struct Publisher: StreamCore.Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    let box: PublishedBox<Value>

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      box.subject.receive(subscriber: subscriber)
    }
  }
}

/// A property's storage: its value, the subject behind `$property`, and the object's will-change publisher.
///
/// `value` is stored after subscribers hear of a change, so they see Combine's `willSet` timing.
final class PublishedBox<Value>: PublishedStorage {
  private let lock = Lock()
  // Guarded by `lock`.
  private var storedValue: Value
  private var lazySubject: CurrentValueSubject<Value, Never>?
  private var willChange: ObservableObjectPublisher?
  private var assignment: AnyCancellable?

  init(_ value: Value) {
    storedValue = value
  }

  var value: Value {
    lock.withLock { storedValue }
  }

  var subject: CurrentValueSubject<Value, Never> {
    lock.lock()
    defer { lock.unlock() }
    if let lazySubject { return lazySubject }
    let created = CurrentValueSubject<Value, Never>(storedValue)
    lazySubject = created
    return created
  }

  func set(_ newValue: Value) {
    lock.lock()
    let willChange = self.willChange
    let subject = lazySubject
    lock.unlock()
    willChange?.send()
    subject?.send(newValue)
    lock.lock()
    storedValue = newValue
    lock.unlock()
  }

  func installWillChange(_ candidate: ObservableObjectPublisher) -> ObservableObjectPublisher {
    lock.withLock {
      if let willChange { return willChange }
      willChange = candidate
      return candidate
    }
  }

  /// Keeps `publisher` assigning to this property for as long as the property exists.
  func assign<P: StreamCore.Publisher>(from publisher: P) where P.Output == Value, P.Failure == Never {
    let cancellable = publisher.sink { [weak self] in self?.set($0) }
    lock.lock()
    let previous = assignment
    assignment = cancellable
    lock.unlock()
    previous?.cancel()
  }
}

/// Lets ``ObservableObject``'s default `objectWillChange` find the published properties of an object.
protocol PublishedStorage: AnyObject {
  func installWillChange(_ candidate: ObservableObjectPublisher) -> ObservableObjectPublisher
}

extension Published: PublishedField {
  var storage: any PublishedStorage { box }
}

protocol PublishedField {
  var storage: any PublishedStorage { get }
}

extension Publisher where Failure == Never {
  /// Republishes this publisher's values into a `@Published` property, for as long as that property's object
  /// lives.
  ///
  /// There is no cancellable to keep: the subscription ends when the object holding the property is released.
  ///
  /// ```swift
  /// final class ViewModel {
  ///   @Published var count = 0
  ///   init(source: some Publisher<Int, Never>) {
  ///     source.assign(to: &$count)
  ///   }
  /// }
  /// ```
  public func assign(to published: inout Published<Output>.Publisher) {
    published.box.assign(from: self)
  }
}
#endif
