// The demand bookkeeping every subscription of ours shares, written on `Subscribers.Demand`'s public API so that it
// serves Combine's `Demand` where StreamCore re-exports Combine.

extension Subscribers.Demand {
  /// Traps when a subscriber requests no values: `request(.none)` is a programmer error.
  @inlinable
  package func assertValidRequest() {
    require(
      self != .none,
      "Subscription.request(.none): a subscriber must request at least one value (demand \(self))"
    )
  }

  /// Takes one value out of a positive demand; `.unlimited` stays `.unlimited`, and `.none` stays `.none`: a
  /// value beyond demand from a misbehaving upstream is tolerated, never an arithmetic overflow.
  @inlinable
  mutating func consumeOne() {
    if self != .unlimited && self != .none { self -= 1 }
  }

  /// The demand left once `count` values have gone out: `.unlimited` stays `.unlimited`, and it never goes below
  /// `.none`, where Combine's subtraction traps.
  @inlinable
  func subtractingSaturated(_ count: Int) -> Subscribers.Demand {
    guard let max else { return self }
    return count >= max ? .none : self - count
  }
}
