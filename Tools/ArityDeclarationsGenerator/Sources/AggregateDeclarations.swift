/// CombineEx's `combineLatest` of many publishers (StreamCore's `Aggregate+CombineLatest.swift`): the static form of
/// two to ten publishers and the instance form with six to nine others, each returning `Publishers.Aggregate`. The
/// combining is `CombiningEngine`'s; each declaration only names its inputs.
func aggregateCombineLatest() -> String {
  """
  // CombineEx's `combineLatest` of many publishers, returning `Publishers.Aggregate`. The instance forms start at
  // six others: with one to five, Combine's names (and this package's `CombineLatest5`/`CombineLatest6`) win.

  extension Publisher {
  \((2...10).map(staticAggregate).joined(separator: "\n"))}

  extension Publishers.CombineLatestOperator {
  \((6...9).map(instanceAggregate).joined(separator: "\n"))}

  """
}

/// The generic parameters of `count` inputs: `A`, `B`, ….
private func letters(_ count: Int) -> [String] {
  (0..<count).map { String(UnicodeScalar(UInt8(65 + $0))) }
}

/// `_ p1: some Publisher<A, Failure>, …`, one a line.
private func parameters(_ count: Int, failure: String = "Failure") -> String {
  zip(1...count, letters(count)).map { "    _ p\($0): some Publisher<\($1), \(failure)>" }.joined(separator: ",\n")
}

/// The body: one engine input per publisher (`inputs` names them, `sources` says what each reads), and the closure
/// that takes their latest values as a tuple.
private func aggregateBody(inputs: [Int], sources: [String]) -> String {
  """
      Publishers.Aggregate { engine in
  \(zip(inputs, sources).map { "      let input\($0) = engine.input(\($1))" }.joined(separator: "\n"))
        return { (\(inputs.map { "input\($0).take()" }.joined(separator: ", "))) }
      }
  """
}

private func staticAggregate(_ count: Int) -> String {
  let types = letters(count).joined(separator: ", ")
  let documentation =
    count == 2
    ? """
      /// Combines the latest values of two publishers that fail like this type, sending a tuple whenever one changes
      /// once both have a value.
      ///
      /// CombineEx's static form, spelled on any publisher type whose `Failure` the inputs share. It finishes when
      /// all inputs have finished, or at once if one finishes without a value, and fails as soon as one fails.
      ///
      /// ```swift
      /// let name = PassthroughSubject<String, Never>()
      /// let age = PassthroughSubject<Int, Never>()
      /// let cancellable = AnyPublisher<Void, Never>.combineLatest(name, age).sink { print($0) }
      /// name.send("Ann")  // Prints nothing: no age yet
      /// age.send(30)      // Prints "("Ann", 30)"
      /// age.send(31)      // Prints "("Ann", 31)"
      /// ```
      ///
      /// - Returns: A `Publishers.Aggregate` of the inputs' latest values, in argument order.
    """
    : """
      /// Combines the latest values of \(spelledNumber(count)) publishers that fail like this type; see \
    `combineLatest(_:_:)`.
    """
  return """
    \(documentation)
      @inlinable
      public static func combineLatest<\(types)>(
    \(parameters(count))
      ) -> Publishers.Aggregate<(\(types)), Failure> {
    \(aggregateBody(inputs: Array(1...count), sources: (1...count).map { "p\($0)" }))
      }

    """
}

private func instanceAggregate(_ others: Int) -> String {
  let types = letters(others).joined(separator: ", ")
  let documentation =
    others == 6
    ? """
      /// Combines the latest values of this publisher and six others, sending a tuple whenever one changes once all
      /// have a value.
      ///
      /// CombineEx's instance form, for more inputs than `combineLatest(_:_:_:_:_:)` takes. It finishes when all
      /// inputs have finished, or at once if one finishes without a value, and fails as soon as one fails.
      ///
      /// ```swift
      /// let first = CurrentValueSubject<Int, Never>(1)
      /// let others = (2...7).map { CurrentValueSubject<Int, Never>($0) }
      /// let cancellable = first.combineLatest(others[0], others[1], others[2], others[3], others[4], others[5])
      ///   .sink { print($0) }  // Prints "(1, 2, 3, 4, 5, 6, 7)"
      /// others[5].send(70)    // Prints "(1, 2, 3, 4, 5, 6, 70)"
      /// ```
      ///
      /// - Returns: A `Publishers.Aggregate` of this publisher's latest value and the others', in argument order.
    """
    : """
      /// Combines the latest values of this publisher and \(spelledNumber(others)) others; see \
    `combineLatest(_:_:_:_:_:_:)`.
    """
  return """
    \(documentation)
      @inlinable
      public func callAsFunction<\(types)>(
    \(parameters(others, failure: "Upstream.Failure"))
      ) -> Publishers.Aggregate<(Upstream.Output, \(types)), Upstream.Failure> {
    \(aggregateBody(inputs: Array(0...others), sources: ["upstream"] + (1...others).map { "p\($0)" }))
      }

    """
}
