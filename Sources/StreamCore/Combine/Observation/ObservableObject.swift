#if !canImport(Combine)
/// An object that announces changes before they happen.
///
/// When ``ObjectWillChangePublisher`` is the default ``ObservableObjectPublisher``, the object gets a synthesized
/// ``objectWillChange`` that fires before any of its ``Published`` properties changes; nothing else is needed:
///
/// ```swift
/// final class Settings: ObservableObject {
///   @Published var volume = 5
/// }
/// let settings = Settings()
/// let cancellable = settings.objectWillChange.sink { print("will change from \(settings.volume)") }
/// settings.volume = 6  // Prints "will change from 5"
/// ```
///
/// The synthesized publisher is found by reflection (`Mirror`) the first time it is read, with no Objective-C
/// runtime, so it works on every platform. It is the same instance on every read.
public protocol ObservableObject: AnyObject {
  /// The type of publisher that fires before the object changes.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// A publisher that fires before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher that fires before any `@Published` property of this object changes.
  ///
  /// An object without `@Published` properties gets one publisher of its own too, the same on every read, which
  /// fires only when the object calls `objectWillChange.send()`. It is kept in a side table that holds the object
  /// weakly, so it never keeps the object alive, and a class that never reads `objectWillChange` pays nothing.
  public var objectWillChange: ObservableObjectPublisher {
    var storages: [any PublishedStorage] = []
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      for child in current.children {
        if let field = child.value as? any PublishedField { storages.append(field.storage) }
      }
      mirror = current.superclassMirror
    }
    guard let first = storages.first else { return WillChangeRegistry.shared.publisher(for: self) }
    let publisher = first.installWillChange(ObservableObjectPublisher())
    for storage in storages.dropFirst() { _ = storage.installWillChange(publisher) }
    return publisher
  }
}

/// The default publisher of an ``ObservableObject``: sends `Void` before the object changes.
public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  private let subject = PassthroughSubject<Void, Never>()

  /// Creates a publisher.
  public init() {}

  /// Attaches `subscriber`. As in Combine, every `send()` reaches it whatever demand it requested: a will-change
  /// signal is never held back or dropped.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    subject.receive(subscriber: DemandIgnoringSubscriber(downstream: subscriber))
  }

  /// Announces a change.
  public func send() {
    subject.send()
  }
}

// @unchecked: all state is in the subject's lock-guarded core.
extension ObservableObjectPublisher: @unchecked Sendable {}

/// Asks for every value as soon as it is subscribed and passes each on whatever its subscriber's demand, as Combine's
/// `ObservableObjectPublisher` delivers.
private struct DemandIgnoringSubscriber<Downstream: Subscriber>: Subscriber, CustomStringConvertible {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  let downstream: Downstream

  var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

  var description: String { "\(downstream)" }

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    _ = downstream.receive(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

// The subscription goes to the downstream, which lets go of it when it is done.
extension DemandIgnoringSubscriber: ReleasesSubscription where Downstream: ReleasesSubscription {}
#endif
