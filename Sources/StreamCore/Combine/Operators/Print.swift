#if !canImport(Combine)
extension Publishers {
  /// A publisher that prints a line for each event, without changing the stream.
  ///
  /// Created by ``Publisher/print(_:to:)``.
  public struct Print<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose events are printed.
    public let upstream: Upstream
    /// Text that starts every line.
    public let prefix: String
    /// Where lines go; standard output if `nil`.
    public let stream: (any TextOutputStream)?

    /// Creates a publisher that prints the events of `upstream`.
    public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
      self.upstream = upstream
      self.prefix = prefix
      self.stream = stream
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let printer = LinePrinter(prefix: prefix, stream: stream)
      let hooks = EventHooks<Output, Failure>(
        receiveSubscription: { printer.write("receive subscription: (\($0))") },
        receiveOutput: { printer.write("receive value: (\($0))") },
        receiveCompletion: { completion in
          switch completion {
          case .finished: printer.write("receive finished")
          case .failure(let error): printer.write("receive error: (\(error))")
          }
        },
        receiveCancel: { printer.write("receive cancel") },
        receiveRequest: { printer.write("request \($0)") }
      )
      upstream.subscribe(HookedSubscription(downstream: subscriber, hooks: hooks, name: "Print"))
    }
  }
}

/// Writes prefixed lines to a stream or standard output.
private final class LinePrinter {
  private let prefix: String
  // Only the subscription's events write, and they never overlap.
  private var stream: (any TextOutputStream)?

  init(prefix: String, stream: (any TextOutputStream)?) {
    self.prefix = prefix.isEmpty ? "" : prefix + ": "
    self.stream = stream
  }

  func write(_ line: String) {
    if stream != nil {
      stream!.write(prefix + line + "\n")
    } else {
      Swift.print(prefix + line)
    }
  }
}

extension Publisher {
  /// Prints a line for each event — subscription, request, value, completion, cancel — for debugging.
  ///
  /// ```swift
  /// let cancellable = [1].publisher.print("numbers").sink { _ in }
  /// // Prints:
  /// // numbers: receive subscription: ([1])
  /// // numbers: request unlimited
  /// // numbers: receive value: (1)
  /// // numbers: receive finished
  /// ```
  ///
  /// - Parameters:
  ///   - prefix: Text that starts every line.
  ///   - stream: Where lines go; standard output if `nil`.
  public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
    Publishers.Print(upstream: self, prefix: prefix, to: stream)
  }
}
#endif
