/// A custom subscription's `isCancelled` and `demand` at one moment, numbered so that of two snapshots heard out of
/// order, the later one wins.
package struct CustomHandlerState: Sendable, Equatable {
  /// Grows with each snapshot of one subscription.
  package var version: UInt64
  /// Whether the subscriber cancelled.
  package var isCancelled: Bool
  /// What the handler may send without buffering.
  package var demand: Subscribers.Demand

  package init(version: UInt64, isCancelled: Bool, demand: Subscribers.Demand) {
    self.version = version
    self.isCancelled = isCancelled
    self.demand = demand
  }
}

/// A ``Publishers/CustomSubscriptionHandler`` whose state can be followed: what PropertyKit's `cancelled` and
/// `demand` properties read.
package protocol CustomHandlerStateSource: Sendable {
  /// Calls `onChange` with the state now, then after each change until the subscription ends, never under a lock.
  func observeHandlerState(_ onChange: @escaping @Sendable (CustomHandlerState) -> Void)
}
