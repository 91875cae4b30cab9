extension ManagedState {
  /// Sends an MVI action: the value ``BehavioralStateContract/receive(_:)``s it, then runs
  /// ``BehavioralStateContract/postActionsProcessing()``, then the rules; one commit, one notification.
  ///
  /// ```swift
  /// struct Counter: BehavioralStateContract {
  ///   enum Action { case increment }
  ///   var count = 0
  ///   mutating func receive(_ action: Action) { count += 1 }
  /// }
  /// @ManagedState var model = Counter()
  /// $model.send(.increment)
  /// print(model.count)  // Prints "1"
  /// ```
  ///
  /// - Parameter action: The action.
  public func send(_ action: Value.Action) {
    var isReentrant = false
    var value = beginMutation(isReentrant: &isReentrant)
    defer { finishMutation(value, isReentrant: isReentrant, action: action) }
    value.receive(action)
    value.postActionsProcessing()
  }
}
