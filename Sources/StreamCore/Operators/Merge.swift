extension Publishers {
  /// A publisher that interleaves the values of two upstreams of the same type.
  ///
  /// Finishes when every upstream has finished; fails as soon as one fails.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first publisher merged.
    public let a: A
    /// The second publisher merged.
    public let b: B

    /// Creates a publisher that merges the given upstreams.
    public init(_ a: A, _ b: B) {
      (self.a, self.b) = (a, b)
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      CombiningEngine(subscriber, .merge, name: "Merge").merge(a).merge(b).start(producing: nil)
    }
  }

  /// A publisher that interleaves the values of three upstreams of the same type.
  ///
  /// Finishes when every upstream has finished; fails as soon as one fails.
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first publisher merged.
    public let a: A
    /// The second publisher merged.
    public let b: B
    /// The third publisher merged.
    public let c: C

    /// Creates a publisher that merges the given upstreams.
    public init(_ a: A, _ b: B, _ c: C) {
      (self.a, self.b, self.c) = (a, b, c)
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      CombiningEngine(subscriber, .merge, name: "Merge3").merge(a).merge(b).merge(c).start(producing: nil)
    }
  }

  /// A publisher that interleaves the values of four upstreams of the same type.
  ///
  /// Finishes when every upstream has finished; fails as soon as one fails.
  public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where
    A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure, A.Output == D.Output,
    A.Failure == D.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first publisher merged.
    public let a: A
    /// The second publisher merged.
    public let b: B
    /// The third publisher merged.
    public let c: C
    /// The fourth publisher merged.
    public let d: D

    /// Creates a publisher that merges the given upstreams.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      (self.a, self.b, self.c, self.d) = (a, b, c, d)
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      CombiningEngine(subscriber, .merge, name: "Merge4").merge(a).merge(b).merge(c).merge(d).start(producing: nil)
    }
  }

  /// A publisher that interleaves the values of five upstreams of the same type.
  ///
  /// Finishes when every upstream has finished; fails as soon as one fails.
  public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
  where
    A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure, A.Output == D.Output,
    A.Failure == D.Failure, A.Output == E.Output, A.Failure == E.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first publisher merged.
    public let a: A
    /// The second publisher merged.
    public let b: B
    /// The third publisher merged.
    public let c: C
    /// The fourth publisher merged.
    public let d: D
    /// The fifth publisher merged.
    public let e: E

    /// Creates a publisher that merges the given upstreams.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
      (self.a, self.b, self.c, self.d, self.e) = (a, b, c, d, e)
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      CombiningEngine(subscriber, .merge, name: "Merge5").merge(a).merge(b).merge(c).merge(d).merge(e).start(
        producing: nil
      )
    }
  }

  /// A publisher that interleaves the values of six upstreams of the same type.
  ///
  /// Finishes when every upstream has finished; fails as soon as one fails.
  public struct Merge6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher
  where
    A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure, A.Output == D.Output,
    A.Failure == D.Failure, A.Output == E.Output, A.Failure == E.Failure, A.Output == F.Output, A.Failure == F.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first publisher merged.
    public let a: A
    /// The second publisher merged.
    public let b: B
    /// The third publisher merged.
    public let c: C
    /// The fourth publisher merged.
    public let d: D
    /// The fifth publisher merged.
    public let e: E
    /// The sixth publisher merged.
    public let f: F

    /// Creates a publisher that merges the given upstreams.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
      (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      CombiningEngine(subscriber, .merge, name: "Merge6").merge(a).merge(b).merge(c).merge(d).merge(e).merge(f).start(
        producing: nil
      )
    }
  }

  /// A publisher that interleaves the values of seven upstreams of the same type.
  ///
  /// Finishes when every upstream has finished; fails as soon as one fails.
  public struct Merge7<
    A: Publisher,
    B: Publisher,
    C: Publisher,
    D: Publisher,
    E: Publisher,
    F: Publisher,
    G: Publisher
  >: Publisher
  where
    A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure, A.Output == D.Output,
    A.Failure == D.Failure, A.Output == E.Output, A.Failure == E.Failure, A.Output == F.Output, A.Failure == F.Failure,
    A.Output == G.Output, A.Failure == G.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first publisher merged.
    public let a: A
    /// The second publisher merged.
    public let b: B
    /// The third publisher merged.
    public let c: C
    /// The fourth publisher merged.
    public let d: D
    /// The fifth publisher merged.
    public let e: E
    /// The sixth publisher merged.
    public let f: F
    /// The seventh publisher merged.
    public let g: G

    /// Creates a publisher that merges the given upstreams.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
      (self.a, self.b, self.c, self.d, self.e, self.f, self.g) = (a, b, c, d, e, f, g)
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      CombiningEngine(subscriber, .merge, name: "Merge7").merge(a).merge(b).merge(c).merge(d).merge(e).merge(f).merge(g)
        .start(producing: nil)
    }
  }

  /// A publisher that interleaves the values of eight upstreams of the same type.
  ///
  /// Finishes when every upstream has finished; fails as soon as one fails.
  public struct Merge8<
    A: Publisher,
    B: Publisher,
    C: Publisher,
    D: Publisher,
    E: Publisher,
    F: Publisher,
    G: Publisher,
    H: Publisher
  >: Publisher
  where
    A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure, A.Output == D.Output,
    A.Failure == D.Failure, A.Output == E.Output, A.Failure == E.Failure, A.Output == F.Output, A.Failure == F.Failure,
    A.Output == G.Output, A.Failure == G.Failure, A.Output == H.Output, A.Failure == H.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// The first publisher merged.
    public let a: A
    /// The second publisher merged.
    public let b: B
    /// The third publisher merged.
    public let c: C
    /// The fourth publisher merged.
    public let d: D
    /// The fifth publisher merged.
    public let e: E
    /// The sixth publisher merged.
    public let f: F
    /// The seventh publisher merged.
    public let g: G
    /// The eighth publisher merged.
    public let h: H

    /// Creates a publisher that merges the given upstreams.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
      (self.a, self.b, self.c, self.d, self.e, self.f, self.g, self.h) = (a, b, c, d, e, f, g, h)
    }

    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      CombiningEngine(subscriber, .merge, name: "Merge8").merge(a).merge(b).merge(c).merge(d).merge(e).merge(f).merge(g)
        .merge(h).start(producing: nil)
    }
  }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}

extension Publishers.Merge: DeferredPublisherProtocol
where A: DeferredPublisherProtocol, B: DeferredPublisherProtocol {}

extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

extension Publishers.Merge3: DeferredPublisherProtocol
where A: DeferredPublisherProtocol, B: DeferredPublisherProtocol, C: DeferredPublisherProtocol {}

extension Publishers.Merge4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publishers.Merge4: DeferredPublisherProtocol
where
  A: DeferredPublisherProtocol, B: DeferredPublisherProtocol, C: DeferredPublisherProtocol, D: DeferredPublisherProtocol
{}

extension Publishers.Merge5: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable {}

extension Publishers.Merge5: DeferredPublisherProtocol
where
  A: DeferredPublisherProtocol, B: DeferredPublisherProtocol, C: DeferredPublisherProtocol,
  D: DeferredPublisherProtocol, E: DeferredPublisherProtocol
{}

extension Publishers.Merge6: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable {}

extension Publishers.Merge6: DeferredPublisherProtocol
where
  A: DeferredPublisherProtocol, B: DeferredPublisherProtocol, C: DeferredPublisherProtocol,
  D: DeferredPublisherProtocol, E: DeferredPublisherProtocol, F: DeferredPublisherProtocol
{}

extension Publishers.Merge7: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable {}

extension Publishers.Merge7: DeferredPublisherProtocol
where
  A: DeferredPublisherProtocol, B: DeferredPublisherProtocol, C: DeferredPublisherProtocol,
  D: DeferredPublisherProtocol, E: DeferredPublisherProtocol, F: DeferredPublisherProtocol, G: DeferredPublisherProtocol
{}

extension Publishers.Merge8: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable, H: Equatable {}

extension Publishers.Merge8: DeferredPublisherProtocol
where
  A: DeferredPublisherProtocol, B: DeferredPublisherProtocol, C: DeferredPublisherProtocol,
  D: DeferredPublisherProtocol, E: DeferredPublisherProtocol, F: DeferredPublisherProtocol,
  G: DeferredPublisherProtocol, H: DeferredPublisherProtocol
{}

extension Publisher {
  /// Interleaves this publisher's values with `other`'s; finishes when both have finished.
  ///
  /// ```swift
  /// let letters = PassthroughSubject<String, Never>()
  /// let words = PassthroughSubject<String, Never>()
  /// let cancellable = letters.merge(with: words).sink { print($0) }
  /// letters.send("a")  // Prints "a"
  /// words.send("hello")  // Prints "hello"
  /// ```
  public func merge<B: Publisher>(with other: B) -> Publishers.Merge<Self, B>
  where B.Output == Output, B.Failure == Failure {
    Publishers.Merge(self, other)
  }

  /// Interleaves this publisher's values with those of two others; finishes when all have finished.
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
    Publishers.Merge3(self, b, c)
  }

  /// Interleaves this publisher's values with those of three others; finishes when all have finished.
  public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
    -> Publishers.Merge4<Self, B, C, D>
  where
    B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
    D.Failure == Failure
  {
    Publishers.Merge4(self, b, c, d)
  }

  /// Interleaves this publisher's values with those of four others; finishes when all have finished.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(with b: B, _ c: C, _ d: D, _ e: E)
    -> Publishers.Merge5<Self, B, C, D, E>
  where
    B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
    D.Failure == Failure, E.Output == Output, E.Failure == Failure
  {
    Publishers.Merge5(self, b, c, d, e)
  }

  /// Interleaves this publisher's values with those of five others; finishes when all have finished.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(
    with b: B,
    _ c: C,
    _ d: D,
    _ e: E,
    _ f: F
  ) -> Publishers.Merge6<Self, B, C, D, E, F>
  where
    B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
    D.Failure == Failure, E.Output == Output, E.Failure == Failure, F.Output == Output, F.Failure == Failure
  {
    Publishers.Merge6(self, b, c, d, e, f)
  }

  /// Interleaves this publisher's values with those of six others; finishes when all have finished.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>(
    with b: B,
    _ c: C,
    _ d: D,
    _ e: E,
    _ f: F,
    _ g: G
  ) -> Publishers.Merge7<Self, B, C, D, E, F, G>
  where
    B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
    D.Failure == Failure, E.Output == Output, E.Failure == Failure, F.Output == Output, F.Failure == Failure,
    G.Output == Output, G.Failure == Failure
  {
    Publishers.Merge7(self, b, c, d, e, f, g)
  }

  /// Interleaves this publisher's values with those of seven others; finishes when all have finished.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>(
    with b: B,
    _ c: C,
    _ d: D,
    _ e: E,
    _ f: F,
    _ g: G,
    _ h: H
  ) -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
  where
    B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output,
    D.Failure == Failure, E.Output == Output, E.Failure == Failure, F.Output == Output, F.Failure == Failure,
    G.Output == Output, G.Failure == Failure, H.Output == Output, H.Failure == Failure
  {
    Publishers.Merge8(self, b, c, d, e, f, g, h)
  }
}
