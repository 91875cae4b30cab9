#if !canImport(Combine)
extension Subscribers {
  /// How many values a subscriber wants: a finite count or ``unlimited``.
  ///
  /// Demand is additive: requests add up, saturating at ``unlimited`` once a sum passes `Int.max`. Subtracting
  /// never goes below zero, and `.unlimited` minus anything, `.unlimited` included, stays `.unlimited`, as in
  /// Combine.
  ///
  /// ```swift
  /// var demand = Subscribers.Demand.max(2)
  /// demand += 1             // .max(3)
  /// demand -= .max(5)       // .none (never negative)
  /// demand + .unlimited     // .unlimited
  /// ```
  ///
  /// Creating a negative demand (`.max(-1)`) traps, naming the value. A demand encodes as one unsigned integer,
  /// as Combine's does: the count, or `Int.max + 1` for ``unlimited``; decoding any larger number gives
  /// ``unlimited``.
  @frozen
  public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
    /// The count; ``unlimited`` is `Int.max + 1`, one more than any finite demand, so that comparisons,
    /// equality and the encoding are those of the raw value.
    @usableFromInline
    let rawValue: UInt

    /// The raw value of ``unlimited``, `Int.max + 1`.
    @usableFromInline
    static var unlimitedRawValue: UInt { UInt(Int.max) + 1 }

    /// A demand of `rawValue`, which must not pass ``unlimitedRawValue``.
    @inlinable
    init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// As many values as the publisher can produce.
    // Computed and inlinable rather than `static let`, so reading it is a constant, not a call to the global's
    // one-time-initialization accessor (a fan-out compares each subscriber's returned demand with `.none`).
    @inlinable
    public static var unlimited: Demand { Demand(rawValue: unlimitedRawValue) }

    /// No values.
    @inlinable
    public static var none: Demand { Demand(rawValue: 0) }

    /// At most `value` values. Traps if `value` is negative.
    @inlinable
    public static func max(_ value: Int) -> Demand {
      require(value >= 0, "Subscribers.Demand.max(\(value)): demand must not be negative")
      return Demand(rawValue: UInt(value))
    }

    /// The finite count, or `nil` for ``unlimited``.
    @inlinable
    public var max: Int? {
      self == .unlimited ? nil : Int(rawValue)
    }

    public var description: String {
      self == .unlimited ? "unlimited" : "max(\(rawValue))"
    }

    /// The sum of two demands; a sum past `Int.max` is ``unlimited``.
    @inlinable
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
      return overflow || sum > unlimitedRawValue ? .unlimited : Demand(rawValue: sum)
    }

    /// The demand plus `rhs` values; a sum past `Int.max` is ``unlimited``, and `.unlimited` plus anything is
    /// `.unlimited`. Traps, naming the value, if a negative `rhs` takes a finite demand below zero.
    @inlinable
    public static func + (lhs: Demand, rhs: Int) -> Demand {
      if lhs == .unlimited { return .unlimited }
      let (sum, overflow) = Int(lhs.rawValue).addingReportingOverflow(rhs)
      return overflow ? .unlimited : .max(sum)
    }

    @inlinable
    public static func += (lhs: inout Demand, rhs: Demand) {
      lhs = lhs + rhs
    }

    @inlinable
    public static func += (lhs: inout Demand, rhs: Int) {
      lhs = lhs + rhs
    }

    /// The difference of two demands, never below zero; `.unlimited` minus anything, `.unlimited` included,
    /// is `.unlimited`, and a finite demand minus `.unlimited` is `.none`.
    @inlinable
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      if lhs == .unlimited { return .unlimited }
      let (difference, overflow) = lhs.rawValue.subtractingReportingOverflow(rhs.rawValue)
      return overflow ? .none : Demand(rawValue: difference)
    }

    /// The demand less `rhs` values, never below zero; `.unlimited` stays `.unlimited`. A difference that
    /// overflows `Int` (a negative `rhs`) is `.none`, as in Combine.
    @inlinable
    public static func - (lhs: Demand, rhs: Int) -> Demand {
      if lhs == .unlimited { return .unlimited }
      let (difference, overflow) = Int(lhs.rawValue).subtractingReportingOverflow(rhs)
      return overflow || difference < 0 ? .none : Demand(rawValue: UInt(difference))
    }

    @inlinable
    public static func -= (lhs: inout Demand, rhs: Demand) {
      lhs = lhs - rhs
    }

    @inlinable
    public static func -= (lhs: inout Demand, rhs: Int) {
      lhs = lhs - rhs
    }

    @inlinable
    public static func * (lhs: Demand, rhs: Int) -> Demand {
      require(rhs >= 0, "Subscribers.Demand * \(rhs): the factor must not be negative")
      if lhs == .unlimited { return .unlimited }
      let (product, overflow) = Int(lhs.rawValue).multipliedReportingOverflow(by: rhs)
      return overflow ? .unlimited : Demand(rawValue: UInt(product))
    }

    @inlinable
    public static func *= (lhs: inout Demand, rhs: Int) {
      lhs = lhs * rhs
    }

    @inlinable
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      lhs.rawValue < rhs.rawValue
    }

    @inlinable
    public static func == (lhs: Demand, rhs: Int) -> Bool {
      rhs >= 0 && lhs.rawValue == UInt(rhs) && lhs != .unlimited
    }

    @inlinable
    public static func != (lhs: Demand, rhs: Int) -> Bool {
      !(lhs == rhs)
    }

    @inlinable
    public static func == (lhs: Int, rhs: Demand) -> Bool {
      rhs == lhs
    }

    @inlinable
    public static func != (lhs: Int, rhs: Demand) -> Bool {
      !(rhs == lhs)
    }

    @inlinable
    public static func < (lhs: Demand, rhs: Int) -> Bool {
      rhs > 0 && lhs != .unlimited && lhs.rawValue < UInt(rhs)
    }

    @inlinable
    public static func <= (lhs: Demand, rhs: Int) -> Bool {
      rhs >= 0 && lhs != .unlimited && lhs.rawValue <= UInt(rhs)
    }

    @inlinable
    public static func > (lhs: Demand, rhs: Int) -> Bool {
      !(lhs <= rhs)
    }

    @inlinable
    public static func >= (lhs: Demand, rhs: Int) -> Bool {
      !(lhs < rhs)
    }

    @inlinable
    public static func < (lhs: Int, rhs: Demand) -> Bool {
      rhs > lhs
    }

    @inlinable
    public static func <= (lhs: Int, rhs: Demand) -> Bool {
      rhs >= lhs
    }

    @inlinable
    public static func > (lhs: Int, rhs: Demand) -> Bool {
      rhs < lhs
    }

    @inlinable
    public static func >= (lhs: Int, rhs: Demand) -> Bool {
      rhs <= lhs
    }

    /// Decodes a demand encoded as Combine encodes it; a number past `Int.max` decodes as ``unlimited``.
    public init(from decoder: any Decoder) throws {
      let rawValue = try decoder.singleValueContainer().decode(UInt.self)
      self.init(rawValue: Swift.min(rawValue, Demand.unlimitedRawValue))
    }

    /// Encodes the demand as one unsigned integer: the count, or `Int.max + 1` for ``unlimited``.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }
  }
}
#endif
