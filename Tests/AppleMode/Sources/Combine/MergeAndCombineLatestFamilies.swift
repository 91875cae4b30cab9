// Apple's `Publishers.CombineLatest3`, `CombineLatest4` and `Merge`…`Merge8` with their operators, which OpenCombine
// 0.14.0 lacks, for the library's tests and the examples this check compiles. Built from OpenCombine's own operators:
// a merge is a `flatMap` over the erased upstreams; a combine-latest of three or four nests the two-upstream one.
// They are Apple's types by name and shape, not by every edge of timing: a nested combine-latest sends a value only
// when all have one, as Apple's does, but completes only when all upstreams have.

extension Publishers {
  /// Apple's `Publishers.Merge`: the values of 2 upstreams of the same type, interleaved.
  public struct Merge<A: Publisher, B: Publisher>: Publisher where B.Output == A.Output, B.Failure == A.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Publishers.Sequence<[AnyPublisher<Output, Failure>], Failure>(sequence: [
        a.eraseToAnyPublisher(), b.eraseToAnyPublisher(),
      ])
      .flatMap { $0 }
      .receive(subscriber: subscriber)
    }
  }

  /// Apple's `Publishers.Merge3`: the values of 3 upstreams of the same type, interleaved.
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C

    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Publishers.Sequence<[AnyPublisher<Output, Failure>], Failure>(sequence: [
        a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
      ])
      .flatMap { $0 }
      .receive(subscriber: subscriber)
    }
  }

  /// Apple's `Publishers.Merge4`: the values of 4 upstreams of the same type, interleaved.
  public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where
    B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure, D.Output == A.Output,
    D.Failure == A.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D

    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Publishers.Sequence<[AnyPublisher<Output, Failure>], Failure>(sequence: [
        a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
      ])
      .flatMap { $0 }
      .receive(subscriber: subscriber)
    }
  }

  /// Apple's `Publishers.Merge5`: the values of 5 upstreams of the same type, interleaved.
  public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
  where
    B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure, D.Output == A.Output,
    D.Failure == A.Failure, E.Output == A.Output, E.Failure == A.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Publishers.Sequence<[AnyPublisher<Output, Failure>], Failure>(sequence: [
        a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
        e.eraseToAnyPublisher(),
      ])
      .flatMap { $0 }
      .receive(subscriber: subscriber)
    }
  }

  /// Apple's `Publishers.Merge6`: the values of 6 upstreams of the same type, interleaved.
  public struct Merge6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher
  where
    B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure, D.Output == A.Output,
    D.Failure == A.Failure, E.Output == A.Output, E.Failure == A.Failure, F.Output == A.Output, F.Failure == A.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public let f: F

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Publishers.Sequence<[AnyPublisher<Output, Failure>], Failure>(sequence: [
        a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
        e.eraseToAnyPublisher(), f.eraseToAnyPublisher(),
      ])
      .flatMap { $0 }
      .receive(subscriber: subscriber)
    }
  }

  /// Apple's `Publishers.Merge7`: the values of 7 upstreams of the same type, interleaved.
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
    B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure, D.Output == A.Output,
    D.Failure == A.Failure, E.Output == A.Output, E.Failure == A.Failure, F.Output == A.Output, F.Failure == A.Failure,
    G.Output == A.Output, G.Failure == A.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public let f: F
    public let g: G

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Publishers.Sequence<[AnyPublisher<Output, Failure>], Failure>(sequence: [
        a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
        e.eraseToAnyPublisher(), f.eraseToAnyPublisher(), g.eraseToAnyPublisher(),
      ])
      .flatMap { $0 }
      .receive(subscriber: subscriber)
    }
  }

  /// Apple's `Publishers.Merge8`: the values of 8 upstreams of the same type, interleaved.
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
    B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure, D.Output == A.Output,
    D.Failure == A.Failure, E.Output == A.Output, E.Failure == A.Failure, F.Output == A.Output, F.Failure == A.Failure,
    G.Output == A.Output, G.Failure == A.Failure, H.Output == A.Output, H.Failure == A.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public let f: F
    public let g: G
    public let h: H

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
      self.h = h
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Publishers.Sequence<[AnyPublisher<Output, Failure>], Failure>(sequence: [
        a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
        e.eraseToAnyPublisher(), f.eraseToAnyPublisher(), g.eraseToAnyPublisher(), h.eraseToAnyPublisher(),
      ])
      .flatMap { $0 }
      .receive(subscriber: subscriber)
    }
  }

  /// Apple's `Publishers.CombineLatest3`: the latest values of 3 upstreams, once all have one.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where B.Failure == A.Failure, C.Failure == A.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C

    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      CombineLatest(CombineLatest(a, b), c).map { ($0.0, $0.1, $1) }
        .receive(subscriber: subscriber)
    }
  }

  /// Apple's `Publishers.CombineLatest4`: the latest values of 4 upstreams, once all have one.
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where B.Failure == A.Failure, C.Failure == A.Failure, D.Failure == A.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D

    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      CombineLatest(CombineLatest(a, b), CombineLatest(c, d)).map { ($0.0, $0.1, $1.0, $1.1) }
        .receive(subscriber: subscriber)
    }
  }
}

extension Publisher {
  /// Apple's `merge(with:…)`.
  public func merge<B: Publisher>(with b: B) -> Publishers.Merge<Self, B>
  where B.Failure == Failure, B.Output == Output {
    Publishers.Merge(self, b)
  }

  /// Apple's `merge(with:…)`.
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where B.Failure == Failure, B.Output == Output, C.Failure == Failure, C.Output == Output {
    Publishers.Merge3(self, b, c)
  }

  /// Apple's `merge(with:…)`.
  public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
    -> Publishers.Merge4<Self, B, C, D>
  where
    B.Failure == Failure, B.Output == Output, C.Failure == Failure, C.Output == Output, D.Failure == Failure,
    D.Output == Output
  {
    Publishers.Merge4(self, b, c, d)
  }

  /// Apple's `merge(with:…)`.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(with b: B, _ c: C, _ d: D, _ e: E)
    -> Publishers.Merge5<Self, B, C, D, E>
  where
    B.Failure == Failure, B.Output == Output, C.Failure == Failure, C.Output == Output, D.Failure == Failure,
    D.Output == Output, E.Failure == Failure, E.Output == Output
  {
    Publishers.Merge5(self, b, c, d, e)
  }

  /// Apple's `merge(with:…)`.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(
    with b: B,
    _ c: C,
    _ d: D,
    _ e: E,
    _ f: F
  ) -> Publishers.Merge6<Self, B, C, D, E, F>
  where
    B.Failure == Failure, B.Output == Output, C.Failure == Failure, C.Output == Output, D.Failure == Failure,
    D.Output == Output, E.Failure == Failure, E.Output == Output, F.Failure == Failure, F.Output == Output
  {
    Publishers.Merge6(self, b, c, d, e, f)
  }

  /// Apple's `merge(with:…)`.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>(
    with b: B,
    _ c: C,
    _ d: D,
    _ e: E,
    _ f: F,
    _ g: G
  ) -> Publishers.Merge7<Self, B, C, D, E, F, G>
  where
    B.Failure == Failure, B.Output == Output, C.Failure == Failure, C.Output == Output, D.Failure == Failure,
    D.Output == Output, E.Failure == Failure, E.Output == Output, F.Failure == Failure, F.Output == Output,
    G.Failure == Failure, G.Output == Output
  {
    Publishers.Merge7(self, b, c, d, e, f, g)
  }

  /// Apple's `merge(with:…)`.
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
    B.Failure == Failure, B.Output == Output, C.Failure == Failure, C.Output == Output, D.Failure == Failure,
    D.Output == Output, E.Failure == Failure, E.Output == Output, F.Failure == Failure, F.Output == Output,
    G.Failure == Failure, G.Output == Output, H.Failure == Failure, H.Output == Output
  {
    Publishers.Merge8(self, b, c, d, e, f, g, h)
  }

  /// Apple's `combineLatest` of this publisher and 2 others.
  public func combineLatest<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.CombineLatest3<Self, B, C>
  where B.Failure == Failure, C.Failure == Failure {
    Publishers.CombineLatest3(self, b, c)
  }

  /// Apple's `combineLatest` of this publisher and 3 others.
  public func combineLatest<B: Publisher, C: Publisher, D: Publisher>(_ b: B, _ c: C, _ d: D)
    -> Publishers.CombineLatest4<Self, B, C, D> where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure
  {
    Publishers.CombineLatest4(self, b, c, d)
  }
}
