#if canImport(SwiftUI)
public import SwiftUI
public import StateKit

// SwiftUI's `Binding` from this library's bindings, so a field of a view model's state drives a control:
// `TextField("Name", text: Binding(viewModel.$state.name))`, `Toggle("On", isOn: Binding($settings.isOn))`,
// `Picker("Size", selection: viewModel.$state.binding(\.size)) { … }`. Compiled in the Apple-mode check against
// SwiftUI's signatures written out; not run on a device.

extension Binding {
  /// A SwiftUI binding that reads and writes through `binding`: a write goes through the state's rules.
  ///
  /// ```swift
  /// final class ProfileModel: ObservableObject {
  ///   @ManagedState var profile = Profile()
  /// }
  /// let model = ProfileModel()
  /// let name = Binding(model.$profile.name)
  /// name.wrappedValue = "Ann"
  /// print(model.profile.name)  // Prints "Ann"
  /// ```
  ///
  /// - Parameter binding: The binding to read and write through; a `ManagedState` or `UIState` key path gives one.
  public init(_ binding: UIBinding<Value>) {
    self.init(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
  }
}

extension ManagedState {
  /// A SwiftUI binding to one field of the state: reads the committed value, writes through the state's rules.
  ///
  /// ```swift
  /// Toggle("Notifications", isOn: viewModel.$settings.binding(\.notificationsOn))
  /// ```
  ///
  /// - Parameter keyPath: The field to bind.
  /// - Returns: A binding to the field.
  public func binding<Field>(_ keyPath: WritableKeyPath<Value, Field>) -> Binding<Field> {
    Binding(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { field in self.withLock { $0[keyPath: keyPath] = field } }
    )
  }
}

extension UIState {
  /// A SwiftUI binding to one field of the state.
  ///
  /// ```swift
  /// TextField("Search", text: $viewState.binding(\.query))
  /// ```
  ///
  /// - Parameter keyPath: The field to bind.
  /// - Returns: A binding to the field.
  public func binding<Field>(_ keyPath: WritableKeyPath<Value, Field>) -> Binding<Field> {
    Binding(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
  }
}
#endif
