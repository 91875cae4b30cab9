#if canImport(Darwin)
public import Foundation

// Apple platforms only: swift-corelibs-foundation has no `LocalizedStringResource`, so CI on Linux does not compile
// this file.
extension UIState: CustomLocalizedStringResourceConvertible where Value: CustomLocalizedStringResourceConvertible {
  /// The state's value's localized string resource, as CombineExt forwards it.
  ///
  /// ```swift
  /// struct Greeting: Equatable, CustomLocalizedStringResourceConvertible {
  ///   var localizedStringResource: LocalizedStringResource { "Hello" }
  /// }
  /// let greeting = UIState(wrappedValue: Greeting())
  /// print(String(localized: greeting.localizedStringResource))  // Prints "Hello"
  /// ```
  public var localizedStringResource: LocalizedStringResource {
    wrappedValue.localizedStringResource
  }
}
#endif
