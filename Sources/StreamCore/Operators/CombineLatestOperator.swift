extension Publishers {
  /// What `publisher.combineLatest` is: call it as Combine's `combineLatest` methods are called, with one to five
  /// other publishers and an optional `transform` (or, CombineEx's form, six to nine others).
  ///
  /// Every call reads as in Combine and returns Combine's type. `combineLatest` is a property of this callable type,
  /// not a method, for one reason: a `Property` is a publisher, and with a Swift 6 compiler before 6.4, an instance
  /// method named `combineLatest` on a generic type with a conditional `Sendable` conformance stops
  /// `Property.combineLatest(a, b)` from inferring `Property`'s parameter
  /// ([swiftlang/swift#80146](https://github.com/swiftlang/swift/issues/80146)). The one use this shape does not
  /// support is naming the method without calling it, as in `let combine = name.combineLatest`.
  ///
  /// ```swift
  /// let name = PassthroughSubject<String, Never>()
  /// let age = PassthroughSubject<Int, Never>()
  /// let cancellable = name.combineLatest(age).sink { print($0) }
  /// name.send("Ann")  // Prints nothing: no age yet
  /// age.send(30)      // Prints "("Ann", 30)"
  /// ```
  public struct CombineLatestOperator<Upstream: Publisher> {
    /// The publisher whose latest values come first in each combination.
    public let upstream: Upstream

    /// Binds the operator to `upstream`: what `upstream.combineLatest` returns.
    ///
    /// - Parameter upstream: The publisher whose latest values come first in each combination.
    @inlinable
    public init(_ upstream: Upstream) {
      self.upstream = upstream
    }
  }
}

extension Publishers.CombineLatestOperator: Sendable where Upstream: Sendable {}

extension Publisher {
  /// Combines this publisher's latest values with other publishers': call it with the others, as
  /// `name.combineLatest(age)`; see ``Publishers/CombineLatestOperator``.
  ///
  /// ```swift
  /// let name = CurrentValueSubject<String, Never>("Ann")
  /// let age = CurrentValueSubject<Int, Never>(30)
  /// let cancellable = name.combineLatest(age) { "\($0), \($1)" }.sink { print($0) }  // Prints "Ann, 30"
  /// ```
  @inlinable
  public var combineLatest: Publishers.CombineLatestOperator<Self> {
    Publishers.CombineLatestOperator(self)
  }
}
