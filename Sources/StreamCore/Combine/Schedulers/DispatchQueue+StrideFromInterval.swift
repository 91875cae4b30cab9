#if !canImport(Combine)
public import Dispatch

extension DispatchQueue.SchedulerTimeType.Stride {
  /// Creates a stride of `timeInterval`; `.never` and intervals too large for nanoseconds saturate.
  ///
  /// ```swift
  /// print(DispatchQueue.SchedulerTimeType.Stride(.milliseconds(2)).magnitude)
  /// // Prints "2000000"
  /// print(DispatchQueue.SchedulerTimeType.Stride(.never).magnitude == Int.max)
  /// // Prints "true"
  /// ```
  ///
  /// - Parameter timeInterval: A dispatch interval.
  public init(_ timeInterval: DispatchTimeInterval) {
    switch timeInterval {
    case .seconds(let seconds):
      self.init(nanoseconds: Self.saturating(seconds, times: 1_000_000_000))
    case .milliseconds(let milliseconds):
      self.init(nanoseconds: Self.saturating(milliseconds, times: 1_000_000))
    case .microseconds(let microseconds):
      self.init(nanoseconds: Self.saturating(microseconds, times: 1_000))
    case .nanoseconds(let nanoseconds):
      self.init(nanoseconds: nanoseconds)
    case .never:
      self.init(nanoseconds: .max)
    @unknown default:
      trap("DispatchQueue.SchedulerTimeType.Stride(\(timeInterval)): unknown interval")
    }
  }

  /// `value * factor`, or the nearest bound if that overflows.
  private static func saturating(_ value: Int, times factor: Int) -> Int {
    let (product, overflow) = value.multipliedReportingOverflow(by: factor)
    guard overflow else { return product }
    return value < 0 ? .min : .max
  }
}
#endif
