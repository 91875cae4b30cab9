import Foundation

/// The keys of an encoded Foundation scheduler time and stride, as Combine's synthesized coding names them.
private enum FoundationTimeCodingKeys: String, CodingKey {
  case date
  case magnitude
}

/// A Foundation scheduler time encodes its date under the key `date`, as `RunLoop.SchedulerTimeType` does in
/// Combine.
///
/// ```swift
/// let time = FoundationSchedulerTime(Date(timeIntervalSinceReferenceDate: 0))
/// print(String(decoding: try JSONEncoder().encode(time), as: UTF8.self))
/// // Prints "{"date":0}"
/// ```
extension FoundationSchedulerTime: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FoundationTimeCodingKeys.self)
    self.init(try container.decode(Date.self, forKey: .date))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FoundationTimeCodingKeys.self)
    try container.encode(date, forKey: .date)
  }
}

/// A Foundation scheduler stride encodes its interval in seconds under the key `magnitude`, as in Combine.
///
/// ```swift
/// let stride = FoundationSchedulerTime.Stride.milliseconds(500)
/// print(String(decoding: try JSONEncoder().encode(stride), as: UTF8.self))
/// // Prints "{"magnitude":0.5}"
/// ```
extension FoundationSchedulerTime.Stride: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FoundationTimeCodingKeys.self)
    self.init(try container.decode(TimeInterval.self, forKey: .magnitude))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FoundationTimeCodingKeys.self)
    try container.encode(timeInterval, forKey: .magnitude)
  }
}
