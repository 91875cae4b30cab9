#if !canImport(Combine)
public import Dispatch

/// The key a dispatch stride encodes its nanoseconds under: Combine's synthesized coding of its stored
/// `_nanoseconds`, so that values encoded by Combine decode here and the other way round.
private enum StrideCodingKeys: String, CodingKey {
  case nanoseconds = "_nanoseconds"
}

/// A dispatch time encodes as its uptime in nanoseconds, a single number, as in Combine.
///
/// ```swift
/// let time = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 5))
/// print(String(decoding: try JSONEncoder().encode(time), as: UTF8.self))
/// // Prints "5"
/// ```
extension DispatchQueue.SchedulerTimeType: Codable {
  public init(from decoder: any Decoder) throws {
    let nanoseconds = try decoder.singleValueContainer().decode(UInt64.self)
    self.init(DispatchTime(uptimeNanoseconds: nanoseconds))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(dispatchTime.uptimeNanoseconds)
  }
}

/// A dispatch stride encodes as its magnitude in nanoseconds under the key `_nanoseconds`, as in Combine.
///
/// ```swift
/// let stride = DispatchQueue.SchedulerTimeType.Stride.milliseconds(1)
/// print(String(decoding: try JSONEncoder().encode(stride), as: UTF8.self))
/// // Prints "{"_nanoseconds":1000000}"
/// ```
extension DispatchQueue.SchedulerTimeType.Stride: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: StrideCodingKeys.self)
    self.init(nanoseconds: try container.decode(Int.self, forKey: .nanoseconds))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: StrideCodingKeys.self)
    try container.encode(magnitude, forKey: .nanoseconds)
  }
}
#endif
