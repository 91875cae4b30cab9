#if !canImport(Combine)
/// A publisher that starts its upstream work only when told to with ``connect()``.
///
/// Connectable publishers are *hot*: all subscribers share the one connection. Use ``autoconnect()`` to connect
/// on the first subscriber instead.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts the upstream work.
  ///
  /// - Returns: A cancellable that ends the connection.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Connects when the first subscriber arrives, and disconnects when the last one cancels.
  ///
  /// ```swift
  /// let shared = [1, 2].publisher.makeConnectable().autoconnect()
  /// let cancellable = shared.sink { print($0) }
  /// // Prints "1", "2"
  /// ```
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}
#endif
