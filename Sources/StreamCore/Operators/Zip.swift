extension Publishers {
  /// A publisher of tuples pairing the *n*-th values of two upstreams.
  ///
  /// Finishes as soon as an upstream has finished and none of its values wait to be paired; fails as soon as one
  /// fails.
  public struct Zip<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    /// The first publisher zipped.
    public let a: A
    /// The second publisher zipped.
    public let b: B

    /// Creates a publisher that combines the given upstreams.
    public init(_ a: A, _ b: B) {
      (self.a, self.b) = (a, b)
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let engine = CombiningEngine(subscriber, .zip, name: "Zip")
      let (inA, inB) = (engine.input(a), engine.input(b))
      engine.start { (inA.take(), inB.take()) }
    }
  }

  /// A publisher of tuples pairing the *n*-th values of three upstreams.
  ///
  /// Finishes as soon as an upstream has finished and none of its values wait to be paired; fails as soon as one
  /// fails.
  public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, A.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure

    /// The first publisher zipped.
    public let a: A
    /// The second publisher zipped.
    public let b: B
    /// The third publisher zipped.
    public let c: C

    /// Creates a publisher that combines the given upstreams.
    public init(_ a: A, _ b: B, _ c: C) {
      (self.a, self.b, self.c) = (a, b, c)
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let engine = CombiningEngine(subscriber, .zip, name: "Zip3")
      let (inA, inB, inC) = (engine.input(a), engine.input(b), engine.input(c))
      engine.start { (inA.take(), inB.take(), inC.take()) }
    }
  }

  /// A publisher of tuples pairing the *n*-th values of four upstreams.
  ///
  /// Finishes as soon as an upstream has finished and none of its values wait to be paired; fails as soon as one
  /// fails.
  public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure

    /// The first publisher zipped.
    public let a: A
    /// The second publisher zipped.
    public let b: B
    /// The third publisher zipped.
    public let c: C
    /// The fourth publisher zipped.
    public let d: D

    /// Creates a publisher that combines the given upstreams.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      (self.a, self.b, self.c, self.d) = (a, b, c, d)
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let engine = CombiningEngine(subscriber, .zip, name: "Zip4")
      let (inA, inB, inC, inD) = (engine.input(a), engine.input(b), engine.input(c), engine.input(d))
      engine.start { (inA.take(), inB.take(), inC.take(), inD.take()) }
    }
  }

  /// A publisher of tuples pairing the *n*-th values of five upstreams.
  ///
  /// Finishes as soon as an upstream has finished and none of its values wait to be paired; fails as soon as one
  /// fails.
  public struct Zip5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
  where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure, A.Failure == E.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output, E.Output)
    public typealias Failure = A.Failure

    /// The first publisher zipped.
    public let a: A
    /// The second publisher zipped.
    public let b: B
    /// The third publisher zipped.
    public let c: C
    /// The fourth publisher zipped.
    public let d: D
    /// The fifth publisher zipped.
    public let e: E

    /// Creates a publisher that combines the given upstreams.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
      (self.a, self.b, self.c, self.d, self.e) = (a, b, c, d, e)
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let engine = CombiningEngine(subscriber, .zip, name: "Zip5")
      let (inA, inB, inC, inD, inE) = (
        engine.input(a), engine.input(b), engine.input(c), engine.input(d), engine.input(e)
      )
      engine.start { (inA.take(), inB.take(), inC.take(), inD.take(), inE.take()) }
    }
  }

  /// A publisher of tuples pairing the *n*-th values of six upstreams.
  ///
  /// Finishes as soon as an upstream has finished and none of its values wait to be paired; fails as soon as one
  /// fails.
  public struct Zip6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher
  where
    A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure, A.Failure == E.Failure,
    A.Failure == F.Failure
  {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output, E.Output, F.Output)
    public typealias Failure = A.Failure

    /// The first publisher zipped.
    public let a: A
    /// The second publisher zipped.
    public let b: B
    /// The third publisher zipped.
    public let c: C
    /// The fourth publisher zipped.
    public let d: D
    /// The fifth publisher zipped.
    public let e: E
    /// The sixth publisher zipped.
    public let f: F

    /// Creates a publisher that combines the given upstreams.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
      (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let engine = CombiningEngine(subscriber, .zip, name: "Zip6")
      let (inA, inB, inC, inD, inE, inF) = (
        engine.input(a), engine.input(b), engine.input(c), engine.input(d), engine.input(e), engine.input(f)
      )
      engine.start { (inA.take(), inB.take(), inC.take(), inD.take(), inE.take(), inF.take()) }
    }
  }
}

extension Publishers.Zip: Equatable where A: Equatable, B: Equatable {}

extension Publishers.Zip: DeferredPublisherProtocol
where A: DeferredPublisherProtocol, B: DeferredPublisherProtocol {}

extension Publishers.Zip3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

extension Publishers.Zip3: DeferredPublisherProtocol
where A: DeferredPublisherProtocol, B: DeferredPublisherProtocol, C: DeferredPublisherProtocol {}

extension Publishers.Zip4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publishers.Zip4: DeferredPublisherProtocol
where
  A: DeferredPublisherProtocol, B: DeferredPublisherProtocol, C: DeferredPublisherProtocol, D: DeferredPublisherProtocol
{}

extension Publishers.Zip5: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable {}

extension Publishers.Zip5: DeferredPublisherProtocol
where
  A: DeferredPublisherProtocol, B: DeferredPublisherProtocol, C: DeferredPublisherProtocol,
  D: DeferredPublisherProtocol, E: DeferredPublisherProtocol
{}

extension Publishers.Zip6: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable {}

extension Publishers.Zip6: DeferredPublisherProtocol
where
  A: DeferredPublisherProtocol, B: DeferredPublisherProtocol, C: DeferredPublisherProtocol,
  D: DeferredPublisherProtocol, E: DeferredPublisherProtocol, F: DeferredPublisherProtocol
{}

extension Publisher {
  /// Pairs the *n*-th value of this publisher with the *n*-th value of `other`.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.zip(["a", "b"].publisher).sink { print($0) }
  /// // Prints "(1, "a")", "(2, "b")"
  /// ```
  public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P>
  where P.Failure == Failure {
    Publishers.Zip(self, other)
  }

  /// Like `zip(_:)`, transforming each combination with `transform`.
  public func zip<P: Publisher, T>(
    _ other: P,
    _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.Zip<Self, P>, T>
  where P.Failure == Failure {
    Publishers.Zip(self, other).map(transform)
  }

  /// Pairs the *n*-th values of this publisher and two others; see `zip(_:)`.
  public func zip<P1: Publisher, P2: Publisher>(_ publisher1: P1, _ publisher2: P2) -> Publishers.Zip3<Self, P1, P2>
  where P1.Failure == Failure, P2.Failure == Failure {
    Publishers.Zip3(self, publisher1, publisher2)
  }

  /// Like `zip(_:_:)`, transforming each combination with `transform`.
  public func zip<P1: Publisher, P2: Publisher, T>(
    _ publisher1: P1,
    _ publisher2: P2,
    _ transform: @escaping (Output, P1.Output, P2.Output) -> T
  ) -> Publishers.Map<Publishers.Zip3<Self, P1, P2>, T>
  where P1.Failure == Failure, P2.Failure == Failure {
    Publishers.Zip3(self, publisher1, publisher2).map(transform)
  }

  /// Pairs the *n*-th values of this publisher and three others; see `zip(_:)`.
  public func zip<P1: Publisher, P2: Publisher, P3: Publisher>(_ publisher1: P1, _ publisher2: P2, _ publisher3: P3)
    -> Publishers.Zip4<Self, P1, P2, P3>
  where P1.Failure == Failure, P2.Failure == Failure, P3.Failure == Failure {
    Publishers.Zip4(self, publisher1, publisher2, publisher3)
  }

  /// Like `zip(_:_:_:)`, transforming each combination with `transform`.
  public func zip<P1: Publisher, P2: Publisher, P3: Publisher, T>(
    _ publisher1: P1,
    _ publisher2: P2,
    _ publisher3: P3,
    _ transform: @escaping (Output, P1.Output, P2.Output, P3.Output) -> T
  ) -> Publishers.Map<Publishers.Zip4<Self, P1, P2, P3>, T>
  where P1.Failure == Failure, P2.Failure == Failure, P3.Failure == Failure {
    Publishers.Zip4(self, publisher1, publisher2, publisher3).map(transform)
  }

  /// Pairs the *n*-th values of this publisher and four others; see `zip(_:)`.
  public func zip<P1: Publisher, P2: Publisher, P3: Publisher, P4: Publisher>(
    _ publisher1: P1,
    _ publisher2: P2,
    _ publisher3: P3,
    _ publisher4: P4
  ) -> Publishers.Zip5<Self, P1, P2, P3, P4>
  where P1.Failure == Failure, P2.Failure == Failure, P3.Failure == Failure, P4.Failure == Failure {
    Publishers.Zip5(self, publisher1, publisher2, publisher3, publisher4)
  }

  /// Like `zip(_:_:_:_:)`, transforming each combination with `transform`.
  public func zip<P1: Publisher, P2: Publisher, P3: Publisher, P4: Publisher, T>(
    _ publisher1: P1,
    _ publisher2: P2,
    _ publisher3: P3,
    _ publisher4: P4,
    _ transform: @escaping (Output, P1.Output, P2.Output, P3.Output, P4.Output) -> T
  ) -> Publishers.Map<Publishers.Zip5<Self, P1, P2, P3, P4>, T>
  where P1.Failure == Failure, P2.Failure == Failure, P3.Failure == Failure, P4.Failure == Failure {
    Publishers.Zip5(self, publisher1, publisher2, publisher3, publisher4).map(transform)
  }

  /// Pairs the *n*-th values of this publisher and five others; see `zip(_:)`.
  public func zip<P1: Publisher, P2: Publisher, P3: Publisher, P4: Publisher, P5: Publisher>(
    _ publisher1: P1,
    _ publisher2: P2,
    _ publisher3: P3,
    _ publisher4: P4,
    _ publisher5: P5
  ) -> Publishers.Zip6<Self, P1, P2, P3, P4, P5>
  where
    P1.Failure == Failure, P2.Failure == Failure, P3.Failure == Failure, P4.Failure == Failure, P5.Failure == Failure
  {
    Publishers.Zip6(self, publisher1, publisher2, publisher3, publisher4, publisher5)
  }

  /// Like `zip(_:_:_:_:_:)`, transforming each combination with `transform`.
  public func zip<P1: Publisher, P2: Publisher, P3: Publisher, P4: Publisher, P5: Publisher, T>(
    _ publisher1: P1,
    _ publisher2: P2,
    _ publisher3: P3,
    _ publisher4: P4,
    _ publisher5: P5,
    _ transform: @escaping (Output, P1.Output, P2.Output, P3.Output, P4.Output, P5.Output) -> T
  ) -> Publishers.Map<Publishers.Zip6<Self, P1, P2, P3, P4, P5>, T>
  where
    P1.Failure == Failure, P2.Failure == Failure, P3.Failure == Failure, P4.Failure == Failure, P5.Failure == Failure
  {
    Publishers.Zip6(self, publisher1, publisher2, publisher3, publisher4, publisher5).map(transform)
  }
}
