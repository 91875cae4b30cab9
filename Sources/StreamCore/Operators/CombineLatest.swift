extension Publishers {
  /// A publisher of the latest values of two upstreams, sent whenever any of them changes once all have a value.
  ///
  /// Finishes when all upstreams have finished, or at once if one finishes without sending a value; fails as
  /// soon as one fails.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    /// The first publisher combined.
    public let a: A
    /// The second publisher combined.
    public let b: B

    /// Creates a publisher that combines the given upstreams.
    public init(_ a: A, _ b: B) {
      (self.a, self.b) = (a, b)
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let engine = CombiningEngine(subscriber, .combineLatest, name: "CombineLatest")
      let (inA, inB) = (engine.input(a), engine.input(b))
      engine.start { (inA.take(), inB.take()) }
    }
  }

  /// A publisher of the latest values of three upstreams, sent whenever any of them changes once all have a value.
  ///
  /// Finishes when all upstreams have finished, or at once if one finishes without sending a value; fails as
  /// soon as one fails.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, A.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure

    /// The first publisher combined.
    public let a: A
    /// The second publisher combined.
    public let b: B
    /// The third publisher combined.
    public let c: C

    /// Creates a publisher that combines the given upstreams.
    public init(_ a: A, _ b: B, _ c: C) {
      (self.a, self.b, self.c) = (a, b, c)
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let engine = CombiningEngine(subscriber, .combineLatest, name: "CombineLatest3")
      let (inA, inB, inC) = (engine.input(a), engine.input(b), engine.input(c))
      engine.start { (inA.take(), inB.take(), inC.take()) }
    }
  }

  /// A publisher of the latest values of four upstreams, sent whenever any of them changes once all have a value.
  ///
  /// Finishes when all upstreams have finished, or at once if one finishes without sending a value; fails as
  /// soon as one fails.
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure

    /// The first publisher combined.
    public let a: A
    /// The second publisher combined.
    public let b: B
    /// The third publisher combined.
    public let c: C
    /// The fourth publisher combined.
    public let d: D

    /// Creates a publisher that combines the given upstreams.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      (self.a, self.b, self.c, self.d) = (a, b, c, d)
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let engine = CombiningEngine(subscriber, .combineLatest, name: "CombineLatest4")
      let (inA, inB, inC, inD) = (engine.input(a), engine.input(b), engine.input(c), engine.input(d))
      engine.start { (inA.take(), inB.take(), inC.take(), inD.take()) }
    }
  }

  /// A publisher of the latest values of five upstreams, sent whenever any of them changes once all have a value.
  ///
  /// Finishes when all upstreams have finished, or at once if one finishes without sending a value; fails as
  /// soon as one fails.
  public struct CombineLatest5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
  where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure, A.Failure == E.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output, E.Output)
    public typealias Failure = A.Failure

    /// The first publisher combined.
    public let a: A
    /// The second publisher combined.
    public let b: B
    /// The third publisher combined.
    public let c: C
    /// The fourth publisher combined.
    public let d: D
    /// The fifth publisher combined.
    public let e: E

    /// Creates a publisher that combines the given upstreams.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
      (self.a, self.b, self.c, self.d, self.e) = (a, b, c, d, e)
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let engine = CombiningEngine(subscriber, .combineLatest, name: "CombineLatest5")
      let (inA, inB, inC, inD, inE) = (
        engine.input(a), engine.input(b), engine.input(c), engine.input(d), engine.input(e)
      )
      engine.start { (inA.take(), inB.take(), inC.take(), inD.take(), inE.take()) }
    }
  }

  /// A publisher of the latest values of six upstreams, sent whenever any of them changes once all have a value.
  ///
  /// Finishes when all upstreams have finished, or at once if one finishes without sending a value; fails as
  /// soon as one fails.
  public struct CombineLatest6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>:
    Publisher
  where
    A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure, A.Failure == E.Failure,
    A.Failure == F.Failure
  {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output, E.Output, F.Output)
    public typealias Failure = A.Failure

    /// The first publisher combined.
    public let a: A
    /// The second publisher combined.
    public let b: B
    /// The third publisher combined.
    public let c: C
    /// The fourth publisher combined.
    public let d: D
    /// The fifth publisher combined.
    public let e: E
    /// The sixth publisher combined.
    public let f: F

    /// Creates a publisher that combines the given upstreams.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
      (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let engine = CombiningEngine(subscriber, .combineLatest, name: "CombineLatest6")
      let (inA, inB, inC, inD, inE, inF) = (
        engine.input(a), engine.input(b), engine.input(c), engine.input(d), engine.input(e), engine.input(f)
      )
      engine.start { (inA.take(), inB.take(), inC.take(), inD.take(), inE.take(), inF.take()) }
    }
  }
}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}

extension Publishers.CombineLatest: DeferredPublisherProtocol
where A: DeferredPublisherProtocol, B: DeferredPublisherProtocol {}

extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

extension Publishers.CombineLatest3: DeferredPublisherProtocol
where A: DeferredPublisherProtocol, B: DeferredPublisherProtocol, C: DeferredPublisherProtocol {}

extension Publishers.CombineLatest4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publishers.CombineLatest4: DeferredPublisherProtocol
where
  A: DeferredPublisherProtocol, B: DeferredPublisherProtocol, C: DeferredPublisherProtocol, D: DeferredPublisherProtocol
{}

extension Publishers.CombineLatest5: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable {}

extension Publishers.CombineLatest5: DeferredPublisherProtocol
where
  A: DeferredPublisherProtocol, B: DeferredPublisherProtocol, C: DeferredPublisherProtocol,
  D: DeferredPublisherProtocol, E: DeferredPublisherProtocol
{}

extension Publishers.CombineLatest6: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable {}

extension Publishers.CombineLatest6: DeferredPublisherProtocol
where
  A: DeferredPublisherProtocol, B: DeferredPublisherProtocol, C: DeferredPublisherProtocol,
  D: DeferredPublisherProtocol, E: DeferredPublisherProtocol, F: DeferredPublisherProtocol
{}

extension Publisher {
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
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }

  /// Like `combineLatest(_:)`, transforming each combination with `transform`.
  public func combineLatest<P: Publisher, T>(
    _ other: P,
    _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T>
  where P.Failure == Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }

  /// Combines this publisher with two others; see `combineLatest(_:)`.
  public func combineLatest<P1: Publisher, P2: Publisher>(_ publisher1: P1, _ publisher2: P2)
    -> Publishers.CombineLatest3<Self, P1, P2>
  where P1.Failure == Failure, P2.Failure == Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2)
  }

  /// Like `combineLatest(_:_:)`, transforming each combination with `transform`.
  public func combineLatest<P1: Publisher, P2: Publisher, T>(
    _ publisher1: P1,
    _ publisher2: P2,
    _ transform: @escaping (Output, P1.Output, P2.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, P1, P2>, T>
  where P1.Failure == Failure, P2.Failure == Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
  }

  /// Combines this publisher with three others; see `combineLatest(_:)`.
  public func combineLatest<P1: Publisher, P2: Publisher, P3: Publisher>(
    _ publisher1: P1,
    _ publisher2: P2,
    _ publisher3: P3
  ) -> Publishers.CombineLatest4<Self, P1, P2, P3>
  where P1.Failure == Failure, P2.Failure == Failure, P3.Failure == Failure {
    Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
  }

  /// Like `combineLatest(_:_:_:)`, transforming each combination with `transform`.
  public func combineLatest<P1: Publisher, P2: Publisher, P3: Publisher, T>(
    _ publisher1: P1,
    _ publisher2: P2,
    _ publisher3: P3,
    _ transform: @escaping (Output, P1.Output, P2.Output, P3.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest4<Self, P1, P2, P3>, T>
  where P1.Failure == Failure, P2.Failure == Failure, P3.Failure == Failure {
    Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
  }

  /// Combines this publisher with four others; see `combineLatest(_:)`.
  public func combineLatest<P1: Publisher, P2: Publisher, P3: Publisher, P4: Publisher>(
    _ publisher1: P1,
    _ publisher2: P2,
    _ publisher3: P3,
    _ publisher4: P4
  ) -> Publishers.CombineLatest5<Self, P1, P2, P3, P4>
  where P1.Failure == Failure, P2.Failure == Failure, P3.Failure == Failure, P4.Failure == Failure {
    Publishers.CombineLatest5(self, publisher1, publisher2, publisher3, publisher4)
  }

  /// Like `combineLatest(_:_:_:_:)`, transforming each combination with `transform`.
  public func combineLatest<P1: Publisher, P2: Publisher, P3: Publisher, P4: Publisher, T>(
    _ publisher1: P1,
    _ publisher2: P2,
    _ publisher3: P3,
    _ publisher4: P4,
    _ transform: @escaping (Output, P1.Output, P2.Output, P3.Output, P4.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest5<Self, P1, P2, P3, P4>, T>
  where P1.Failure == Failure, P2.Failure == Failure, P3.Failure == Failure, P4.Failure == Failure {
    Publishers.CombineLatest5(self, publisher1, publisher2, publisher3, publisher4).map(transform)
  }

  /// Combines this publisher with five others; see `combineLatest(_:)`.
  public func combineLatest<P1: Publisher, P2: Publisher, P3: Publisher, P4: Publisher, P5: Publisher>(
    _ publisher1: P1,
    _ publisher2: P2,
    _ publisher3: P3,
    _ publisher4: P4,
    _ publisher5: P5
  ) -> Publishers.CombineLatest6<Self, P1, P2, P3, P4, P5>
  where
    P1.Failure == Failure, P2.Failure == Failure, P3.Failure == Failure, P4.Failure == Failure, P5.Failure == Failure
  {
    Publishers.CombineLatest6(self, publisher1, publisher2, publisher3, publisher4, publisher5)
  }

  /// Like `combineLatest(_:_:_:_:_:)`, transforming each combination with `transform`.
  public func combineLatest<P1: Publisher, P2: Publisher, P3: Publisher, P4: Publisher, P5: Publisher, T>(
    _ publisher1: P1,
    _ publisher2: P2,
    _ publisher3: P3,
    _ publisher4: P4,
    _ publisher5: P5,
    _ transform: @escaping (Output, P1.Output, P2.Output, P3.Output, P4.Output, P5.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest6<Self, P1, P2, P3, P4, P5>, T>
  where
    P1.Failure == Failure, P2.Failure == Failure, P3.Failure == Failure, P4.Failure == Failure, P5.Failure == Failure
  {
    Publishers.CombineLatest6(self, publisher1, publisher2, publisher3, publisher4, publisher5).map(transform)
  }
}
