// A module named `SwiftUI`, so that `canImport(SwiftUI)` holds and the library's SwiftUI bridges compile here: SwiftUI's
// signatures that take Combine's protocols, written out (`View`, `ObservedObject`, `StateObject`, `State`, `Binding`,
// `DynamicProperty` and `onReceive(_:perform:)`). They have SwiftUI's generic constraints, so code that compiles
// against them is typed as it would be against SwiftUI; their bodies only do enough to drive the examples
// (`onReceive` subscribes at once, as SwiftUI does when the view appears). Nothing here renders.
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

/// SwiftUI's `DynamicProperty`: a view's stored property that SwiftUI updates before each body.
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
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

/// SwiftUI's `Text`.
public struct Text: View {
  public let content: String

  public init(_ content: String) {
    self.content = content
  }
}

/// SwiftUI's `TextField(_:text:)`; `type(_:)` stands in for the user typing.
public struct TextField: View {
  public let title: String
  public let text: Binding<String>

  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  public func type(_ newText: String) {
    text.wrappedValue = newText
  }
}

/// SwiftUI's `Toggle(_:isOn:)`; `tap()` stands in for the user flipping it.
public struct Toggle: View {
  public let title: String
  public let isOn: Binding<Bool>

  public init(_ title: String, isOn: Binding<Bool>) {
    self.title = title
    self.isOn = isOn
  }

  public func tap() {
    isOn.wrappedValue.toggle()
  }
}

/// SwiftUI's `Picker(_:selection:content:)`; `select(_:)` stands in for the user choosing.
public struct Picker<SelectionValue: Hashable, Content: View>: View {
  public let title: String
  public let selection: Binding<SelectionValue>
  public let content: Content

  public init(_ title: String, selection: Binding<SelectionValue>, content: () -> Content) {
    self.title = title
    self.selection = selection
    self.content = content()
  }

  public func select(_ value: SelectionValue) {
    selection.wrappedValue = value
  }
}
