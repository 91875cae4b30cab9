#if !canImport(Combine)
/// The keys of an encoded recording: its values and its completion.
private enum RecordingCodingKeys: String, CodingKey {
  case output
  case completion
}

/// The key of an encoded record: its recording.
private enum RecordCodingKeys: String, CodingKey {
  case recording
}

/// A recording encodes as its values and its completion; a decoded recording is complete.
///
/// ```swift
/// let recording = Record<Int, Never>.Recording(output: [1, 2], completion: .finished)
/// let copy = try JSONDecoder().decode(
///   Record<Int, Never>.Recording.self,
///   from: JSONEncoder().encode(recording)
/// )
/// print(copy.output)
/// // Prints "[1, 2]"
/// ```
extension Record.Recording: Codable where Output: Codable, Failure: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: RecordingCodingKeys.self)
    self.init(
      output: try container.decode([Output].self, forKey: .output),
      completion: try container.decode(Subscribers.Completion<Failure>.self, forKey: .completion)
    )
  }

  /// Encodes the recording into `encoder`: Combine's name for ``encode(to:)``, which it calls.
  ///
  /// ```swift
  /// let recording = Record<Int, Never>.Recording(output: [1], completion: .finished)
  /// let encoder = PropertyListEncoder()
  /// print(try encoder.encode(Record(recording: recording)).isEmpty)
  /// // Prints "false"
  /// ```
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(into encoder: any Encoder) throws {
    try encode(to: encoder)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: RecordingCodingKeys.self)
    try container.encode(output, forKey: .output)
    try container.encode(completion, forKey: .completion)
  }
}

/// A record encodes as its recording, so a recorded stream can be saved and replayed later.
///
/// ```swift
/// let record = Record<Int, Never>(output: [1, 2], completion: .finished)
/// let replay = try JSONDecoder().decode(Record<Int, Never>.self, from: JSONEncoder().encode(record))
/// let cancellable = replay.sink { print($0) }
/// // Prints "1", "2"
/// ```
extension Record: Codable where Output: Codable, Failure: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: RecordCodingKeys.self)
    self.init(recording: try container.decode(Recording.self, forKey: .recording))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: RecordCodingKeys.self)
    try container.encode(recording, forKey: .recording)
  }
}
#endif
