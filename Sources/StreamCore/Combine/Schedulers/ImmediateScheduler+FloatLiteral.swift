#if !canImport(Combine)
/// An immediate-scheduler stride can be written as a floating-point literal, as in Combine; the fraction is
/// dropped, as the integer literal's unit is the stride's whole magnitude.
///
/// ```swift
/// let stride: ImmediateScheduler.SchedulerTimeType.Stride = 2.7
/// print(stride.magnitude)
/// // Prints "2"
/// ```
extension ImmediateScheduler.SchedulerTimeType.Stride: ExpressibleByFloatLiteral {
  public init(floatLiteral value: Double) {
    self.init(Int(value))
  }
}
#endif
