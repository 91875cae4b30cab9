/// CombineEx's `combineLatest` of many publishers (StreamCore's `Aggregate+CombineLatest.swift`): the static form of
/// two to ten publishers and the instance form with six to nine others, each returning `Publishers.Aggregate`. The
/// combining is `CombiningEngine`'s; each declaration only names its inputs.
func aggregateCombineLatest() -> String {
  """
  // CombineEx's `combineLatest` of many publishers, returning `Publishers.Aggregate`. The instance forms start where
  // Combine's names stop: at four others where Combine's `combineLatest` methods take one to three, at six others
  // where `combineLatest` is this package's callable, which takes one to five (`CombineLatest5`/`CombineLatest6`).

  extension Publisher {
  \((2...10).map(staticAggregate).joined(separator: "\n"))}

  #if canImport(Combine)
  extension Publisher {
  \((4...9).map { instanceAggregate($0, method: true) }.joined(separator: "\n"))}
  #else
  extension Publishers.CombineLatestOperator {
  \((6...9).map { instanceAggregate($0, method: false) }.joined(separator: "\n"))}
  #endif

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

/// The instance form with `others` other publishers: a `Publisher` method named `combineLatest` (`method`), or the
/// callable's `callAsFunction`, whose upstream is `upstream`.
private func instanceAggregate(_ others: Int, method: Bool) -> String {
  let types = letters(others).joined(separator: ", ")
  let (upstream, output, failure) =
    method ? ("self", "Output", "Failure") : ("upstream", "Upstream.Output", "Upstream.Failure")
  let first = method ? 4 : 6
  let documentation =
    others == first
    ? """
      /// Combines the latest values of this publisher and \(spelledNumber(first)) others, sending a tuple whenever one changes once all
      /// have a value.
      ///
      /// CombineEx's instance form, for more inputs than Combine's `combineLatest` takes. It finishes when all
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
    `combineLatest(\(String(repeating: "_:", count: first)))`.
    """
  return """
    \(documentation)
      @inlinable
      public func \(method ? "combineLatest" : "callAsFunction")<\(types)>(
    \(parameters(others, failure: failure))
      ) -> Publishers.Aggregate<(\(output), \(types)), \(failure)> {
    \(aggregateBody(inputs: Array(0...others), sources: [upstream] + (1...others).map { "p\($0)" }))
      }

    """
}

/// The zip of two to six publishers on `CombiningEngine`, a `package` function of `Publishers.Aggregate`
/// (StreamCore's `Aggregate+Zip.swift`): what PropertyKit's `Property.zip` runs on, the same on every platform, where
/// `Publishers.Zip` is Combine's.
func aggregateZip() -> String {
  """
  // The zip PropertyKit's `Property.zip` runs on: StreamCore's engine on every platform, also where `Publishers.Zip`
  // is Combine's.

  extension Publishers.Aggregate {
  \((2...6).map(packageZip).joined(separator: "\n"))}

  """
}

private func packageZip(_ count: Int) -> String {
  let types = letters(count)
  let parameters = zip(1...count, types).map { "_ p\($0): \($1)" }.joined(separator: ", ")
  return """
      /// The tuples pairing the *n*-th values of \(spelledNumber(count)) publishers.
      @inlinable
      package static func zip<\(types.map { "\($0): Publisher" }.joined(separator: ", "))>(\(parameters)) -> Self
      where \(types.map { "\($0).Failure == Failure" }.joined(separator: ", ")), \
    Output == (\(types.map { "\($0).Output" }.joined(separator: ", "))) {
        Publishers.Aggregate(zipping: true) { engine in
    \((1...count).map { "      let input\($0) = engine.input(p\($0))" }.joined(separator: "\n"))
          return { (\((1...count).map { "input\($0).take()" }.joined(separator: ", "))) }
        }
      }

    """
}
