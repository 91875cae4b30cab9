extension Array where Element: DeferredFutureProtocol {
  /// Runs every future at once and succeeds with all their values, in order; fails as soon as one fails,
  /// cancelling the rest. An empty array succeeds with `[]`.
  ///
  /// ```swift
  /// let all = [DeferredFuture<Int, Never> { $0(.success(1)) }, DeferredFuture { $0(.success(2)) }].combineLatest()
  /// let cancellable = all.sink { print($0) }
  /// // Prints "[1, 2]"
  /// ```
  ///
  /// - Returns: A ``DeferredFuture`` of the values in the array's order.
  public func combineLatest() -> DeferredFuture<[Element.Output], Element.Failure> {
    let futures = self
    return DeferredFuture(starting: { completion in
      guard !futures.isEmpty else {
        completion(.success([]))
        return AnyCancellable {}
      }
      // The values in order, and how many are still missing.
      let join = FutureJoin(([Element.Output?](repeating: nil, count: futures.count), futures.count), completion)
      join.keep(
        futures.indices.map { index in
          futures[index].start { result in
            join.receive(result) { partial, value in
              partial.0[index] = value
              partial.1 -= 1
              return partial.1 == 0 ? partial.0.map { $0! } : nil
            }
          }
        }
      )
      return AnyCancellable(join)
    })
  }
}
