extension Publishers {
  /// What `publisher.zip` is: call it as Combine's `zip` methods are called, with one to five other publishers and
  /// an optional `transform`.
  ///
  /// Every call reads as in Combine and returns Combine's type. `zip` is a property of this callable type, not a
  /// method, for the reason ``CombineLatestOperator`` gives: with a Swift 6 compiler before 6.4, an instance method
  /// named `zip` on a publisher with a conditional `Sendable` conformance stops `Property.zip(a, b)` from inferring
  /// `Property`'s parameter ([swiftlang/swift#80146](https://github.com/swiftlang/swift/issues/80146)). The one use
  /// this shape does not support is naming the method without calling it, as in `let pair = letters.zip`.
  ///
  /// ```swift
  /// let cancellable = [1, 2, 3].publisher.zip(["a", "b"].publisher).sink { print($0) }
  /// // Prints "(1, "a")", "(2, "b")"
  /// ```
  public struct ZipOperator<Upstream: Publisher> {
    /// The publisher whose values come first in each tuple.
    public let upstream: Upstream

    /// Binds the operator to `upstream`: what `upstream.zip` returns.
    ///
    /// - Parameter upstream: The publisher whose values come first in each tuple.
    @inlinable
    public init(_ upstream: Upstream) {
      self.upstream = upstream
    }
  }
}

extension Publishers.ZipOperator: Sendable where Upstream: Sendable {}

extension Publisher {
  /// Pairs this publisher's *n*-th values with other publishers': call it with the others, as
  /// `letters.zip(numbers)`; see ``Publishers/ZipOperator``.
  ///
  /// ```swift
  /// let cancellable = ["a", "b"].publisher.zip([1, 2].publisher) { "\($0)\($1)" }.sink { print($0) }
  /// // Prints "a1", "b2"
  /// ```
  @inlinable
  public var zip: Publishers.ZipOperator<Self> {
    Publishers.ZipOperator(self)
  }
}
