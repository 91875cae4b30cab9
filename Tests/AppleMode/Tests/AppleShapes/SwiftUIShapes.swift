// SwiftUI's signatures that take Combine's protocols, written out: `View`, `ObservedObject`, `StateObject`, `State`,
// `Binding` and `onReceive(_:perform:)`. They have SwiftUI's generic constraints, so code that compiles against them
// is typed as it would be against SwiftUI; their bodies only do enough to drive the examples (`onReceive` subscribes
// at once, as SwiftUI does when the view appears). Nothing here renders.
public import Combine

/// SwiftUI's `View`, without a body requirement: the examples' views are values the tests hold.
public protocol View {}

/// SwiftUI's `ObservedObject`: an object the view observes through Combine's `ObservableObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }
}

/// SwiftUI's `StateObject`: an object the view creates once and observes.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
  private let object: ObjectType

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    object = thunk()
  }

  public var wrappedValue: ObjectType { object }
}

/// SwiftUI's `State`: view-local storage.
@propertyWrapper
public struct State<Value> {
  private let box: Box

  public init(wrappedValue value: Value) {
    box = Box(value)
  }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
}

/// SwiftUI's `Binding(get:set:)`.
@propertyWrapper
public struct Binding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}

/// What `onReceive(_:perform:)` returns: the view, with the subscription it keeps while it is shown.
public struct SubscriptionView<Content: View>: View {
  public let content: Content
  public let subscription: AnyCancellable
}

extension View {
  /// SwiftUI's `onReceive(_:perform:)`: runs `action` with each value `publisher` sends.
  public func onReceive<P: Publisher>(
    _ publisher: P,
    perform action: @escaping (P.Output) -> Void
  ) -> SubscriptionView<Self> where P.Failure == Never {
    SubscriptionView(content: self, subscription: publisher.sink(receiveValue: action))
  }
}
