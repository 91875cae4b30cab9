#if !canImport(Combine)
/// A publisher that replays a recorded list of values and a completion to each subscriber.
///
/// ```swift
/// let record = Record<Int, Never>(output: [1, 2], completion: .finished)
/// let cancellable = record.sink { print($0) }
/// // Prints "1", "2"
/// ```
public struct Record<Output, Failure: Error>: Publisher {
  /// The values and completion a ``Record`` replays.
  public struct Recording {
    /// The recorded values, in order.
    public private(set) var output: [Output] = []
    /// The recorded completion.
    public private(set) var completion: Subscribers.Completion<Failure> = .finished
    private var isFinished = false

    /// Creates an empty recording.
    public init() {}

    /// Creates a recording of `output` followed by `completion`.
    public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
      self.output = output
      self.completion = completion
      self.isFinished = true
    }

    /// Records a value. Traps if the recording already has its completion.
    public mutating func receive(_ input: Output) {
      require(!isFinished, "Record.Recording.receive(\(input)): the recording has already completed")
      output.append(input)
    }

    /// Records the completion. Traps if the recording already has one.
    public mutating func receive(completion: Subscribers.Completion<Failure>) {
      require(!isFinished, "Record.Recording.receive(completion: \(completion)): already completed")
      self.completion = completion
      isFinished = true
    }
  }

  /// What this publisher replays.
  public let recording: Recording

  /// Creates a record by recording into `record`; a recording left open finishes.
  public init(record: (inout Recording) -> Void) {
    var recording = Recording()
    record(&recording)
    self.recording = recording
  }

  /// Creates a record that replays `recording`.
  public init(recording: Recording) {
    self.recording = recording
  }

  /// Creates a record that replays `output`, then `completion`.
  public init(output: [Output], completion: Subscribers.Completion<Failure>) {
    self.recording = Recording(output: output, completion: completion)
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    SequenceSubscription.subscribe(
      subscriber,
      to: recording.output,
      then: recording.completion,
      name: "Record",
      describedBySequence: false
    )
  }
}

extension Record.Recording: Sendable where Output: Sendable, Failure: Sendable {}
extension Record: Sendable where Output: Sendable, Failure: Sendable {}
#endif
