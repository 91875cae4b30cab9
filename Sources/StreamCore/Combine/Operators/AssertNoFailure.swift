#if !canImport(Combine)
extension Publishers {
  /// A publisher that traps if its upstream fails.
  ///
  /// Created by ``Publisher/assertNoFailure(_:file:line:)``.
  public struct AssertNoFailure<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never

    /// The publisher that must not fail.
    public let upstream: Upstream
    /// Text that starts the trap message.
    public let prefix: String
    /// The file named in the trap message.
    public let file: StaticString
    /// The line named in the trap message.
    public let line: UInt

    /// Creates a publisher that traps with a message naming `prefix`, `file` and `line` if `upstream` fails.
    public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
      self.upstream = upstream
      self.prefix = prefix
      self.file = file
      self.line = line
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
      let prefix = self.prefix
      let file = self.file
      let line = self.line
      upstream.subscribe(
        CompletionMappingSubscriber(downstream: subscriber, name: "AssertNoFailure") { completion in
          if case .failure(let error) = completion {
            let start = prefix.isEmpty ? "" : "\(prefix): "
            fatalError("\(start)assertNoFailure: unexpected failure \(error)", file: file, line: line)
          }
          return .finished
        }
      )
    }
  }
}

extension Publisher {
  /// Traps with a message naming the error if this publisher fails; otherwise passes everything on.
  ///
  /// ```swift
  /// let cancellable = Just(1).setFailureType(to: URLError.self).assertNoFailure().sink { print($0) }
  /// // Prints "1"
  /// ```
  ///
  /// - Parameters:
  ///   - prefix: Text that starts the trap message.
  ///   - file: The file named in the trap message.
  ///   - line: The line named in the trap message.
  /// - Returns: A publisher that cannot fail.
  public func assertNoFailure(
    _ prefix: String = "",
    file: StaticString = #file,
    line: UInt = #line
  ) -> Publishers.AssertNoFailure<Self> {
    Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
  }
}
#endif
