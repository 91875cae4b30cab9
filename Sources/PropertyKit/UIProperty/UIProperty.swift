#if canImport(Observation)
public import Observation
public import StreamCore

/// An `Observable` view of a property for UI code, whose value changes only on the main thread: CombineEx's
/// `UIProperty`, the bridge from a model's properties to a SwiftUI view model.
///
/// It follows its source through StreamCore's `UIScheduler`: a change made on the main queue (with nothing of the scheduler's
/// queued ahead) updates it inline, before the change returns; a change made on another thread is queued on the
/// main queue, in order. Reading ``value`` inside `withObservationTracking` or a SwiftUI body registers the access,
/// and each update fires the tracking's `onChange`, on the main thread. It publishes like any property — its
/// current value, then each change, as it sees them (on the main thread); a live subscription keeps it alive.
/// It keeps its source alive. Unlike CombineEx's, its value must be `Sendable`: it crosses to the main thread.
///
/// ```swift
/// let count = MutableProperty(1)
/// let ui = UIProperty(count)
/// withObservationTracking { _ = ui.value } onChange: { print("will change") }
/// count.value = 2  // on the main thread: Prints "will change"
/// print(ui.value)  // Prints "2"
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public final class UIProperty<Value: Sendable>: PropertyProtocol, Observable {
  /// The values the property publishes: its values.
  public typealias Output = Value
  /// A property never fails.
  public typealias Failure = Never

  private let registrar = ObservationRegistrar()
  /// The value as the main thread sees it; written only there.
  private let mirror: MutableProperty<Value>
  private let relay: UIPropertyRelay<Value>
  private let subscription: AnyCancellable
  private let source: AnyObject?

  /// Creates a view of `property`: its current value, then each change, on the main thread.
  ///
  /// ```swift
  /// let name = MutableProperty("Ada")
  /// let ui = UIProperty(name)
  /// print(ui.value)  // Prints "Ada"
  /// ```
  ///
  /// - Parameter property: The property to follow; the view keeps it alive.
  public convenience init(_ property: some PropertyProtocol<Value>) {
    // The property's publisher sends its current value at once, so the first value seen is the starting one.
    self.init(start: property.value, values: property.publisher, source: property)
  }

  /// Creates a view that starts at `initial` and then takes each value `values` publishes, on the main thread.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<String, Never>()
  /// let ui = UIProperty(initial: "idle", then: subject)
  /// subject.send("busy")  // on the main thread
  /// print(ui.value)       // Prints "busy"
  /// ```
  ///
  /// - Parameters:
  ///   - initial: The starting value.
  ///   - values: The later values; subscribed to now, and cancelled when the view is released.
  public convenience init(initial: Value, then values: some Publisher<Value, Never>) {
    self.init(start: initial, values: values, source: nil)
  }

  private init(start: Value, values: some Publisher<Value, Never>, source: AnyObject?) {
    let relay = UIPropertyRelay<Value>()
    subscription = values.sink { relay.receive($0) }
    // Values sent while subscribing (a property's current value, a synchronous publisher's values) start it.
    let (latest, received) = relay.startingValue()
    mirror = MutableProperty(latest ?? start)
    self.relay = relay
    self.source = source
    relay.attach(self, seen: received)
  }

  deinit {
    subscription.cancel()
  }

  /// A view whose value never changes.
  ///
  /// ```swift
  /// let title = UIProperty.just("Settings")
  /// print(title.value)  // Prints "Settings"
  /// ```
  ///
  /// - Parameter value: The value.
  /// - Returns: The constant view.
  public static func just(_ value: Value) -> UIProperty<Value> {
    UIProperty(initial: value, then: Empty())
  }

  /// The current value, as the main thread sees it; reading it registers an Observation access.
  ///
  /// ```swift
  /// let ui = UIProperty.just(3)
  /// print(ui.value)  // Prints "3"
  /// ```
  public var value: Value {
    registrar.access(self, keyPath: \.value)
    return mirror.value
  }

  /// The current value, then every change, delivered on the main thread.
  ///
  /// As with any property's publisher, a live subscription keeps the view (and so its source) alive until it is
  /// cancelled.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let ui = UIProperty(count)
  /// let cancellable = ui.publisher.sink { print($0) }  // Prints "1"
  /// count.value = 2  // on the main thread: Prints "2"
  /// ```
  public var publisher: PropertyPublisher<Value> {
    PropertyPublisher(storage: mirror.storage, sendsCurrentValue: true, owner: self)
  }

  /// Every change, without the current value, delivered on the main thread.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// let ui = UIProperty(count)
  /// let cancellable = ui.newValues.sink { print($0) }  // Prints nothing yet
  /// count.value = 2  // on the main thread: Prints "2"
  /// ```
  public var newValues: PropertyPublisher<Value> {
    PropertyPublisher(storage: mirror.storage, sendsCurrentValue: false, owner: self)
  }

  /// On the main queue: takes `newValue`, telling Observation before and after.
  fileprivate func update(_ newValue: Value) {
    registrar.withMutation(of: self, keyPath: \.value) {
      mirror.value = newValue
    }
  }
}

/// Hands the source's values to a ``UIProperty`` on the main queue; it holds the view weakly, so the source's
/// subscription does not keep the view alive.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
private final class UIPropertyRelay<Value: Sendable>: @unchecked Sendable {
  // @unchecked: every field is guarded by `lock`.
  private let lock = Lock()
  private weak var target: UIProperty<Value>?
  private var isAttached = false
  /// Before attaching: the latest value received, and how many were.
  private var latest: Value?
  private var received = 0

  /// From the source, on any thread.
  func receive(_ value: Value) {
    lock.lock()
    guard isAttached else {
      let replaced = latest
      latest = value
      received += 1
      lock.unlock()
      withExtendedLifetime(replaced) {}
      return
    }
    lock.unlock()
    UIScheduler.shared.schedule { self.deliver(value) }
  }

  /// The latest value received so far, if any, and how many were.
  func startingValue() -> (Value?, Int) {
    lock.withLock { (latest, received) }
  }

  /// Starts delivering to `target`; a value received since `seen` is delivered as a change.
  func attach(_ target: UIProperty<Value>, seen: Int) {
    lock.lock()
    self.target = target
    isAttached = true
    let missed = received == seen ? nil : latest
    let released = latest
    latest = nil
    lock.unlock()
    withExtendedLifetime(released) {}
    if let missed {
      UIScheduler.shared.schedule { self.deliver(missed) }
    }
  }

  /// On the main queue.
  private func deliver(_ value: Value) {
    lock.lock()
    let target = target
    lock.unlock()
    target?.update(value)
  }
}
#endif
