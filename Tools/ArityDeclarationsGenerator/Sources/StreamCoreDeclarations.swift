import Foundation

/// The `Publishers` struct of one arity with its stored upstreams, and its conditional conformances.
func publisherStruct(
  name: String,
  upstreams: Upstreams,
  requirements: String,
  output: String,
  documentation: String,
  receive: String
) -> (declaration: String, conformances: String) {
  let stored = zip(upstreams.names, upstreams.types).map { "\($0): \($1)" }.joined(separator: ", ")
  let parameters = zip(upstreams.names, upstreams.types).map { "_ \($0): \($1)" }.joined(separator: ", ")
  let declaration = """
    \(documentation)
    public struct \(name)<\(upstreams.types.joined(separator: ", "))>: Publisher
    where \(upstreams.conforming(to: "Publisher")), \(requirements) {
      public typealias Output = \(output)
      public typealias Failure = A.Failure

      /// The upstreams, in the order they are subscribed to.
      public let \(stored)

      /// Creates the publisher of \(upstreams.listed).
      public init(\(parameters)) {
        (\(upstreams.names.map { "self.\($0)" }.joined(separator: ", "))) = (\(upstreams.names.joined(separator: ", ")))
      }

      @inlinable
      public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    \(receive)
      }
    }

    """
  let conformances = """
    extension Publishers.\(name): Equatable where \(upstreams.conforming(to: "Equatable")) {}

    """
  return (declaration, conformances)
}

/// Indents every non-empty line of `text` by two spaces: a declaration nested in `extension Publishers`.
func nested(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }
    .joined(separator: "\n")
}

/// `Publishers.<type>`, `<type>3`, … for each of `arities`, nested in `extension Publishers`, then their
/// conformances.
func publisherFamily(
  _ type: String,
  arities: ClosedRange<Int>,
  output: (Upstreams) -> String,
  requirements: (Upstreams) -> String,
  documentation: (Upstreams) -> String,
  receive: (Upstreams) -> String
) -> String {
  let structs = arities.map { count in
    let upstreams = Upstreams(count: count)
    return publisherStruct(
      name: "\(type)\(upstreams.suffix)",
      upstreams: upstreams,
      requirements: requirements(upstreams),
      output: output(upstreams),
      documentation: documentation(upstreams),
      receive: receive(upstreams)
    )
  }
  return "extension Publishers {\n" + structs.map { nested($0.declaration) }.joined(separator: "\n") + "}\n\n"
    + structs.map(\.conformances).joined(separator: "\n") + "\n"
}

/// `Publishers.Zip`…`Zip6` or `Publishers.CombineLatest`…`CombineLatest6`: `kind` is the engine's rule.
func tuplePublishers(_ type: String, kind: String, summary: String, completion: String) -> String {
  publisherFamily(
    type,
    arities: 2...6,
    output: { upstreams in "(\(upstreams.types.map { "\($0).Output" }.joined(separator: ", ")))" },
    requirements: { upstreams in upstreams.sameAsFirst(["Failure"]) },
    documentation: { upstreams in
      """
      /// \(summary.replacingOccurrences(of: "#", with: upstreams.spelled))
      ///
      /// \(completion)
      """
    },
    receive: { upstreams in
      let inputs = upstreams.names.map { "in\($0.uppercased())" }
      return """
            let engine = CombiningEngine(subscriber, .\(kind), name: "\(type)\(upstreams.suffix)")
        \(zip(inputs, upstreams.names).map { "    let \($0) = engine.input(\($1))" }.joined(separator: "\n"))
            engine.start { (\(inputs.map { "\($0).take()" }.joined(separator: ", "))) }
        """
    }
  )
}

/// `Publishers.Merge`…`Merge8`.
func merges() -> String {
  publisherFamily(
    "Merge",
    arities: 2...8,
    output: { _ in "A.Output" },
    requirements: { upstreams in upstreams.sameAsFirst(["Output", "Failure"]) },
    documentation: { upstreams in
      """
      /// A publisher that interleaves the values of \(upstreams.spelled) upstreams of the same type.
      ///
      /// Finishes when every upstream has finished; fails as soon as one fails.
      """
    },
    receive: { upstreams in
      """
          CombiningEngine(subscriber, .merge, name: "Merge\(upstreams.suffix)")\
      \(upstreams.names.map { ".merge(\($0))" }.joined())
            .start(producing: nil)
      """
    }
  )
}

/// One `Publisher` operator of a family: `zip(_:_:)`, its `transform` variant, `merge(with:_:)`, ….
///
/// A family with a `callable` type is declared as that type's `callAsFunction` overloads (`zip` and `combineLatest`
/// are properties of `Publishers.ZipOperator` and `Publishers.CombineLatestOperator`); the others as `Publisher`
/// methods.
struct Operator {
  let method: String
  let type: String
  let firstLabel: String
  let callable: String?
  let requirement: (String) -> String

  /// Where the declarations go: `extension Publisher` or the callable type.
  var extended: String { callable ?? "Publisher" }

  func declaration(others: Int, transform: Bool, documentation: String) -> String {
    // Inside the callable type, the receiver is `upstream`, of type `Upstream`.
    let receiver =
      callable == nil
      ? (type: "Self", value: "self", scope: "") : (type: "Upstream", value: "upstream", scope: "Upstream.")
    let types = others == 1 ? ["P"] : (1...others).map { "P\($0)" }
    let names = others == 1 ? ["other"] : (1...others).map { "publisher\($0)" }
    var parameters = zip(names, types).map { "_ \($0): \($1)" }
    if firstLabel != "_" { parameters[0] = "\(firstLabel) " + parameters[0].dropFirst(2) }
    if transform {
      parameters.append(
        "_ transform: @escaping (\(receiver.scope)Output, \(types.map { "\($0).Output" }.joined(separator: ", "))) -> T"
      )
    }
    let generics = types.map { "\($0): Publisher" } + (transform ? ["T"] : [])
    let suffix = others == 1 ? "" : String(others + 1)
    let made = "Publishers.\(type)\(suffix)<\(receiver.type), \(types.joined(separator: ", "))>"
    let result = transform ? "Publishers.Map<\(made), T>" : made
    let body =
      "Publishers.\(type)\(suffix)(\(receiver.value), \(names.joined(separator: ", ")))"
      + (transform ? ".map(transform)" : "")
    return """
        \(documentation)
        public func \(callable == nil ? method : "callAsFunction")<\(generics.joined(separator: ", "))>(
          \(parameters.joined(separator: ",\n    "))
        ) -> \(result)
        where \(types.map { requirement($0).replacingOccurrences(of: "== ", with: "== \(receiver.scope)") }.joined(separator: ", ")) {
          \(body)
        }


      """
  }
}

/// An `extension Publisher` with `family` for one to `maximum` other publishers — each followed, with
/// `transforms`, by its `transform` variant. The one-other form is documented by `firstDocumentation`, the others by
/// `documentation(count of others)`.
func operators(
  _ family: Operator,
  upTo maximum: Int,
  transforms: Bool,
  firstDocumentation: String,
  documentation: (Int) -> String
) -> String {
  let declarations = (1...maximum).flatMap { others in
    let plain = family.declaration(
      others: others,
      transform: false,
      documentation: others == 1 ? firstDocumentation : documentation(others)
    )
    guard transforms else { return [plain] }
    let labels = String(repeating: "_:", count: others)
    return [
      plain,
      family.declaration(
        others: others,
        transform: true,
        documentation: "/// Like `\(family.method)(\(labels))`, transforming each combination with `transform`."
      ),
    ]
  }
  return "extension \(family.extended) {\n" + declarations.joined().dropLast() + "}\n"
}

/// What `publisher.zip` or `publisher.combineLatest` is: a callable type bound to its upstream (`type` is `Zip` or
/// `CombineLatest`), and the `Publisher` property that makes one. `example` shows a call, `role` what the upstream
/// gives each tuple.
func callableOperator(_ method: String, type: String, role: String, example: String) -> String {
  """
  extension Publishers {
    /// What `publisher.\(method)` is: call it as Combine's `\(method)` methods are called, with one to five other
    /// publishers and an optional `transform`, and it returns Combine's type.
    ///
    /// `\(method)` is a property of this callable type, not a method, because a `Property` is a publisher: with a Swift 6
    /// compiler before 6.4, an instance method named `\(method)` on a type with a conditional `Sendable` conformance
    /// stops `Property.\(method)(a, b)` from inferring `Property`'s parameter
    /// ([swiftlang/swift#80146](https://github.com/swiftlang/swift/issues/80146)). The one use this shape does not
    /// support is naming the method without calling it, as in `let bound = letters.\(method)`.
    ///
    /// ```swift
    \(example)
    /// ```
    public struct \(type)Operator<Upstream: Publisher> {
      /// The publisher whose \(role).
      public let upstream: Upstream

      /// Binds the operator to `upstream`: what `upstream.\(method)` returns.
      ///
      /// - Parameter upstream: The publisher whose \(role).
      @inlinable
      public init(_ upstream: Upstream) {
        self.upstream = upstream
      }
    }
  }

  extension Publishers.\(type)Operator: Sendable where Upstream: Sendable {}

  extension Publisher {
    /// This publisher's `\(method)` operator: call it with the other publishers, as Combine's `\(method)` methods are
    /// called; see ``Publishers/\(type)Operator``.
    ///
    /// ```swift
    \(example)
    /// ```
    @inlinable
    public var \(method): Publishers.\(type)Operator<Self> {
      Publishers.\(type)Operator(self)
    }
  }


  """
}

/// The operators of zip or combineLatest, with and without `transform`, for one to five other publishers.
func tupleOperators(_ method: String, type: String, firstDocumentation: String, verb: String) -> String {
  operators(
    Operator(method: method, type: type, firstLabel: "_", callable: "Publishers.\(type)Operator") {
      "\($0).Failure == Failure"
    },
    upTo: 5,
    transforms: true,
    firstDocumentation: firstDocumentation
  ) { others in "/// \(verb) of this publisher and \(spelledNumber(others)) others; see `\(method)(_:)`." }
}

let zipDocumentation = """
  /// Pairs the *n*-th value of this publisher with the *n*-th value of `other`.
    ///
    /// ```swift
    /// let cancellable = [1, 2, 3].publisher.zip(["a", "b"].publisher).sink { print($0) }
    /// // Prints "(1, "a")", "(2, "b")"
    /// ```
  """
let combineLatestDocumentation = """
  /// Sends a tuple of the latest values of this publisher and `other` whenever either changes, once both have
    /// a value.
    ///
    /// ```swift
    /// let name = PassthroughSubject<String, Never>()
    /// let age = PassthroughSubject<Int, Never>()
    /// let cancellable = name.combineLatest(age).sink { print($0) }
    /// name.send("Ann")  // Prints nothing: no age yet
    /// age.send(30)      // Prints "("Ann", 30)"
    /// age.send(31)      // Prints "("Ann", 31)"
    /// ```
  """
let mergeDocumentation = """
  /// Interleaves this publisher's values with `other`'s; finishes when both have finished.
    ///
    /// ```swift
    /// let letters = PassthroughSubject<String, Never>()
    /// let words = PassthroughSubject<String, Never>()
    /// let cancellable = letters.merge(with: words).sink { print($0) }
    /// letters.send("a")  // Prints "a"
    /// words.send("hello")  // Prints "hello"
    /// ```
  """

/// The operators of merge, for one to seven other publishers.
func mergeOperators() -> String {
  operators(
    Operator(method: "merge", type: "Merge", firstLabel: "with", callable: nil) {
      "\($0).Output == Output, \($0).Failure == Failure"
    },
    upTo: 7,
    transforms: false,
    firstDocumentation: mergeDocumentation
  ) { others in
    "/// Interleaves this publisher's values with those of \(spelledNumber(others)) others; finishes when all have "
      + "finished."
  }
}

/// StreamCore's generated files, by name.
func streamCoreFiles() -> [String: String] {
  [
    "Combine/Generated/Zip.swift": tuplePublishers(
      "Zip",
      kind: "zip",
      summary: "A publisher of tuples pairing the *n*-th values of # upstreams.",
      completion: "Finishes as soon as an upstream has finished and none of its values wait to be paired; fails as "
        + "soon as one\n/// fails."
    )
      + callableOperator(
        "zip",
        type: "Zip",
        role: "values come first in each tuple",
        example: """
          /// let cancellable = ["a", "b"].publisher.zip([1, 2].publisher) { "\\($0)\\($1)" }.sink { print($0) }
            /// // Prints "a1", "b2"
          """
      )
      + tupleOperators("zip", type: "Zip", firstDocumentation: zipDocumentation, verb: "Pairs the *n*-th values"),
    "Combine/Generated/CombineLatest.swift": tuplePublishers(
      "CombineLatest",
      kind: "combineLatest",
      summary: "A publisher of the latest values of # upstreams, sent whenever one changes once all have a value.",
      completion: "Finishes when all upstreams have finished, or at once if one finishes without sending a value; "
        + "fails as\n/// soon as one fails."
    )
      + callableOperator(
        "combineLatest",
        type: "CombineLatest",
        role: "latest value comes first in each tuple",
        example: """
          /// let name = CurrentValueSubject<String, Never>("Ann")
            /// let age = CurrentValueSubject<Int, Never>(30)
            /// let cancellable = name.combineLatest(age) { "\\($0), \\($1)" }.sink { print($0) }  // Prints "Ann, 30"
          """
      )
      + tupleOperators(
        "combineLatest",
        type: "CombineLatest",
        firstDocumentation: combineLatestDocumentation,
        verb: "Combines the latest values"
      ),
    "Combine/Generated/Merge.swift": merges() + mergeOperators(),
    "Generated/Aggregate+CombineLatest.swift": aggregateCombineLatest(),
    "Generated/Arity+DeferredPublisher.swift": coldConformances(),
    "Generated/Aggregate+Zip.swift": aggregateZip(),
  ]
}

/// The cold conformances of the per-arity publishers: cold when all their upstreams are. Combine has `Zip` and
/// `CombineLatest` up to four upstreams and `Merge` up to eight; the five- and six-upstream `Zip` and
/// `CombineLatest` are StreamCore's only where it defines Combine's names.
func coldConformances() -> String {
  func conformance(_ name: String, _ count: Int) -> String {
    let upstreams = Upstreams(count: count)
    return "extension Publishers.\(name)\(upstreams.suffix): DeferredPublisherProtocol\n"
      + "where \(upstreams.conforming(to: "DeferredPublisherProtocol")) {}\n"
  }
  let zips = (2...4).map { conformance("Zip", $0) }
  let everywhere = (2...4).map { conformance("CombineLatest", $0) } + (2...8).map { conformance("Merge", $0) }
  let withoutCombine = ["Zip", "CombineLatest"].flatMap { name in (5...6).map { conformance(name, $0) } }
  return """
    // A zip, combine-latest or merge of cold publishers is cold: each subscription subscribes to every upstream anew.

    // OpenCombine, which stands in for Combine in the Apple-mode check, names `Zip`'s generic parameters differently
    // from Combine's `A`, `B`, ….
    #if !OPENCOMBINE_STAND_IN
    \(zips.joined(separator: "\n"))#endif

    \(everywhere.joined(separator: "\n"))
    #if !canImport(Combine)
    \(withoutCombine.joined(separator: "\n"))#endif

    """
}
