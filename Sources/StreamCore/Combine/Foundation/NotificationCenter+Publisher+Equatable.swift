#if !canImport(Combine)
public import Foundation

/// Two notification publishers are equal when they observe the same center, name and object (by identity).
///
/// ```swift
/// let name = Notification.Name("refresh")
/// print(NotificationCenter.default.publisher(for: name) == NotificationCenter.default.publisher(for: name))
/// // Prints "true"
/// ```
extension NotificationCenter.Publisher: Equatable {
  public static func == (lhs: NotificationCenter.Publisher, rhs: NotificationCenter.Publisher) -> Bool {
    lhs.center == rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
  }
}
#endif
