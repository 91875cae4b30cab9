#if !canImport(Combine)
extension Subscribers.Sink: CustomReflectable, CustomPlaygroundDisplayConvertible {
  /// Combine's reflection of a sink: no children.
  ///
  /// ```swift
  /// let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
  /// print(sink.customMirror.children.count)
  /// // Prints "0"
  /// ```
  public var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }

  /// What a playground shows for the sink: its ``description``, `"Sink"`, as in Combine.
  public var playgroundDescription: Any { description }
}
#endif
