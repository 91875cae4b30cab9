#if !canImport(Combine)
/// The keys Combine encodes a completion with: `success` (a `Bool`) and, for a failure, `error`.
private enum CompletionCodingKeys: String, CodingKey {
  case success
  case error
}

/// A completion encodes as `{"success": true}` or `{"success": false, "error": …}`, as in Combine.
///
/// ```swift
/// struct Oops: Error, Codable {}
/// let data = try JSONEncoder().encode(Subscribers.Completion<Oops>.finished)
/// print(String(decoding: data, as: UTF8.self))
/// // Prints "{"success":true}"
/// ```
extension Subscribers.Completion: Encodable where Failure: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CompletionCodingKeys.self)
    switch self {
    case .finished:
      try container.encode(true, forKey: .success)
    case .failure(let error):
      try container.encode(false, forKey: .success)
      try container.encode(error, forKey: .error)
    }
  }
}

/// A completion decodes from `{"success": true}` or `{"success": false, "error": …}`, as in Combine.
///
/// ```swift
/// struct Oops: Error, Codable {}
/// let completion = try JSONDecoder().decode(Subscribers.Completion<Oops>.self, from: Data(#"{"success":true}"#.utf8))
/// print(completion)
/// // Prints "finished"
/// ```
extension Subscribers.Completion: Decodable where Failure: Decodable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CompletionCodingKeys.self)
    if try container.decode(Bool.self, forKey: .success) {
      self = .finished
    } else {
      self = .failure(try container.decode(Failure.self, forKey: .error))
    }
  }
}
#endif
