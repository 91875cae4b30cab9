extension Publishers {
  /// A publisher of the latest values of up to ten upstreams as one tuple, sent whenever one changes once all
  /// have a value.
  ///
  /// CombineEx's name for the combinations wider than Combine's: the static `combineLatest` of two to ten
  /// publishers, and the instance `combineLatest` of a publisher and six to nine others, return it. (A publisher
  /// and one to five others keep Combine's and this package's `CombineLatest`…`CombineLatest6`, with the same
  /// output.) It follows `CombineLatest`'s rules: it finishes when all upstreams have finished, or at once if one
  /// finishes without sending a value; it fails as soon as one fails, cancelling the others; downstream's demand
  /// is forwarded to every upstream, and no combination is sent beyond it.
  ///
  /// ```swift
  /// let a = PassthroughSubject<Int, Never>()
  /// let b = PassthroughSubject<Int, Never>()
  /// let c = PassthroughSubject<Int, Never>()
  /// let cancellable = AnyPublisher<Int, Never>.combineLatest(a, b, c).sink { print($0) }
  /// a.send(1)
  /// b.send(2)  // Prints nothing: no value from c yet
  /// c.send(3)  // Prints "(1, 2, 3)"
  /// a.send(4)  // Prints "(4, 2, 3)"
  /// ```
  ///
  /// Unlike CombineEx's, it has no zip strategy and no public initializer: build it with `combineLatest`.
  public struct Aggregate<Output, Failure: Error>: Publisher {
    /// Gives each upstream an input of the engine, and returns what forms one output from their latest values.
    @usableFromInline
    let attach: (CombiningEngine<AnySubscriber<Output, Failure>>) -> () -> Output

    /// Whether the inputs are zipped (PropertyKit's `Property.zip`) rather than combined latest (CombineEx's).
    @usableFromInline
    let zipping: Bool

    @inlinable
    init(
      zipping: Bool = false,
      attach: @escaping (CombiningEngine<AnySubscriber<Output, Failure>>) -> () -> Output
    ) {
      self.zipping = zipping
      self.attach = attach
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let engine = CombiningEngine(AnySubscriber(subscriber), zipping ? .zip : .combineLatest, name: "Aggregate")
      engine.start(producing: attach(engine))
    }
  }
}
