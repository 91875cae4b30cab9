// Apple's `Publishers.CombineLatest` and `combineLatest(_:)`, which OpenCombine 0.14.0 lacks: enough of them for the
// examples this check compiles. Built from OpenCombine's own operators (each value tagged with its side, merged by
// `flatMap`, the latest pair kept by `scan`); it finishes when both upstreams have finished, not at once when one
// finishes without a value, as Apple's does.

extension Publishers {
  /// A publisher of the latest values of two upstreams, sent whenever one changes once both have a value.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let sides = [a.map(Side<A.Output, B.Output>.a).eraseToAnyPublisher(), b.map(Side.b).eraseToAnyPublisher()]
      Publishers.Sequence<[AnyPublisher<Side<A.Output, B.Output>, Failure>], Failure>(sequence: sides)
        .flatMap { $0 }
        .scan((A.Output?.none, B.Output?.none)) { latest, value in
          switch value {
          case .a(let first): (first, latest.1)
          case .b(let second): (latest.0, second)
          }
        }
        .compactMap { latest in latest.0.flatMap { first in latest.1.map { (first, $0) } } }
        .receive(subscriber: subscriber)
    }
  }
}

/// A value of one of the two upstreams.
enum Side<First, Second> {
  case a(First)
  case b(Second)
}

extension Publisher {
  /// Combines this publisher's latest value with `other`'s, once both have one.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }

  /// Combines this publisher's latest value with `other`'s, once both have one, through `transform`.
  public func combineLatest<P: Publisher, T>(
    _ other: P,
    _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }
}
