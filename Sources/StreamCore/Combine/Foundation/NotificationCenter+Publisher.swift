#if !canImport(Combine)
public import Foundation

extension NotificationCenter {
  /// A hot publisher of the notifications a center posts with one name (and, optionally, from one object).
  ///
  /// Created by ``Foundation/NotificationCenter/publisher(for:object:)``. Each subscriber registers its own
  /// observer when it subscribes, and unregisters it when cancelled. A notification posted while the subscriber
  /// has no demand is dropped.
  public struct Publisher: StreamCore.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never

    /// The center to observe.
    public let center: NotificationCenter
    /// The notification name to observe.
    public let name: Notification.Name
    /// The object whose notifications to observe; `nil` for any object.
    public let object: AnyObject?

    /// Creates a publisher of `center`'s notifications named `name` from `object`.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
      let subscription = NotificationSubscription(downstream: subscriber)
      subscriber.receive(subscription: subscription)
      subscription.observe(center: center, name: name, object: object)
    }
  }

  /// Publishes the notifications named `name` (from `object`, if given) that this center posts.
  ///
  /// ```swift
  /// let cancellable = NotificationCenter.default
  ///   .publisher(for: .init("didLogIn"))
  ///   .compactMap { $0.userInfo?["user"] as? String }
  ///   .sink { print("welcome \($0)") }
  /// NotificationCenter.default.post(name: .init("didLogIn"), object: nil, userInfo: ["user": "ann"])
  /// // Prints "welcome ann"
  /// ```
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }
}

/// One subscriber's observer registration.
private final class NotificationSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
where Downstream.Input == Notification, Downstream.Failure == Never {
  // @unchecked: all state is guarded by `lock`; the center calls `deliver` from the posting thread.

  private let lock = Lock()
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  private var observation: (center: NotificationCenter, token: any NSObjectProtocol)?
  private var isCancelled = false
  private var pending = Queue<Notification>()
  private var isDelivering = false

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  var description: String { "NotificationCenter.Publisher" }

  func observe(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
    let target: any NotificationReceiver = self
    let token = center.addObserver(forName: name, object: object, queue: nil) { target.deliver($0) }
    lock.lock()
    let keep = !isCancelled
    if keep { observation = (center, token) }
    lock.unlock()
    if !keep { center.removeObserver(token) }
  }

  /// Called by the center on the posting thread. Notifications posted on several threads at once are delivered
  /// one at a time, in the order they were taken, by the thread already delivering.
  func deliver(_ notification: Notification) {
    lock.lock()
    guard downstream != nil, demand > 0 else { return lock.unlock() }
    demand.consumeOne()
    pending.append(notification)
    guard !isDelivering else { return lock.unlock() }
    isDelivering = true
    while let subscriber = downstream, let next = pending.popFirst() {
      lock.unlock()
      let more = subscriber.receive(next)
      lock.lock()
      demand += more
    }
    isDelivering = false
    lock.unlock()
  }

  func request(_ demand: Subscribers.Demand) {
    demand.assertValidRequest()
    lock.withLock { self.demand += demand }
  }

  func cancel() {
    lock.lock()
    isCancelled = true
    let observation = self.observation.take()
    let released = downstream.take()
    lock.unlock()
    if let observation { observation.center.removeObserver(observation.token) }
    withExtendedLifetime(released) {}
  }
}

extension NotificationSubscription: NotificationReceiver {}

/// What a notification observer block calls, without naming the subscription's generic type.
private protocol NotificationReceiver: AnyObject, Sendable {
  func deliver(_ notification: Notification)
}
#endif
