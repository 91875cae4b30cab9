#if !canImport(Combine)
/// The key a scheduler stride encodes its magnitude under, as Combine's synthesized coding does.
private enum StrideCodingKeys: String, CodingKey {
  case magnitude
}

/// The immediate scheduler's time encodes as an empty object: it is a single instant.
///
/// ```swift
/// let time = ImmediateScheduler.shared.now
/// print(String(decoding: try JSONEncoder().encode(time), as: UTF8.self))
/// // Prints "{}"
/// ```
extension ImmediateScheduler.SchedulerTimeType: Codable {
  public init(from decoder: any Decoder) throws {
    _ = try decoder.container(keyedBy: StrideCodingKeys.self)
    self = ImmediateScheduler.shared.now
  }

  public func encode(to encoder: any Encoder) throws {
    _ = encoder.container(keyedBy: StrideCodingKeys.self)
  }
}

/// An immediate-scheduler stride encodes as its magnitude under the key `magnitude`, as in Combine.
///
/// ```swift
/// let stride: ImmediateScheduler.SchedulerTimeType.Stride = 3
/// print(String(decoding: try JSONEncoder().encode(stride), as: UTF8.self))
/// // Prints "{"magnitude":3}"
/// ```
extension ImmediateScheduler.SchedulerTimeType.Stride: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: StrideCodingKeys.self)
    self.init(try container.decode(Int.self, forKey: .magnitude))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: StrideCodingKeys.self)
    try container.encode(magnitude, forKey: .magnitude)
  }
}
#endif
