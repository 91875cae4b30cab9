#if canImport(Darwin)
public import Foundation

// Apple platforms only: swift-corelibs-foundation has no `LocalizedStringResource`, so CI on Linux does not compile
// this file.
extension UIBinding: CustomLocalizedStringResourceConvertible where Value: CustomLocalizedStringResourceConvertible {
  /// The binding's value's localized string resource, as CombineExt forwards it.
  ///
  /// ```swift
  /// struct Greeting: CustomLocalizedStringResourceConvertible {
  ///   var localizedStringResource: LocalizedStringResource { "Hello" }
  /// }
  /// let greeting = UIBinding.constant(Greeting())
  /// print(String(localized: greeting.localizedStringResource))  // Prints "Hello"
  /// ```
  public var localizedStringResource: LocalizedStringResource {
    wrappedValue.localizedStringResource
  }
}
#endif
