extension Subscribers {
  /// How many values a subscriber wants: a finite count or ``unlimited``.
  ///
  /// Demand is additive: requests add up, saturating at ``unlimited``. Subtracting never goes below zero, and
  /// `.unlimited` minus anything finite stays `.unlimited`.
  ///
  /// ```swift
  /// var demand = Subscribers.Demand.max(2)
  /// demand += 1             // .max(3)
  /// demand -= .max(5)       // .none (never negative)
  /// demand + .unlimited     // .unlimited
  /// ```
  ///
  /// Creating a negative demand (`.max(-1)`) traps, naming the value.
  @frozen
  public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
    @usableFromInline
    let rawValue: UInt

    @inlinable
    init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// As many values as the publisher can produce.
    public static let unlimited = Demand(rawValue: .max)

    /// No values.
    public static let none = Demand(rawValue: 0)

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

    @inlinable
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
      return overflow ? .unlimited : Demand(rawValue: sum)
    }

    @inlinable
    public static func + (lhs: Demand, rhs: Int) -> Demand {
      lhs + .max(rhs)
    }

    @inlinable
    public static func += (lhs: inout Demand, rhs: Demand) {
      lhs = lhs + rhs
    }

    @inlinable
    public static func += (lhs: inout Demand, rhs: Int) {
      lhs = lhs + rhs
    }

    @inlinable
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      if lhs == .unlimited { return rhs == .unlimited ? .none : .unlimited }
      let (difference, overflow) = lhs.rawValue.subtractingReportingOverflow(rhs.rawValue)
      return overflow ? .none : Demand(rawValue: difference)
    }

    @inlinable
    public static func - (lhs: Demand, rhs: Int) -> Demand {
      lhs - .max(rhs)
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
      let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(rhs))
      return overflow ? .unlimited : Demand(rawValue: product)
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

    public init(from decoder: any Decoder) throws {
      rawValue = try decoder.singleValueContainer().decode(UInt.self)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }
  }
}

extension Subscribers.Demand {
  /// Traps when a subscriber requests no values: `request(.none)` is a programmer error.
  @inlinable
  func assertValidRequest() {
    require(
      rawValue != 0,
      "Subscription.request(.none): a subscriber must request at least one value (demand \(self))"
    )
  }

  /// Takes one value out of a positive demand; `.unlimited` stays `.unlimited`, and `.none` stays `.none`: a
  /// value beyond demand from a misbehaving upstream is tolerated, never an arithmetic overflow.
  @inlinable
  mutating func consumeOne() {
    if self != .unlimited && rawValue != 0 { self = Subscribers.Demand(rawValue: rawValue - 1) }
  }
}
