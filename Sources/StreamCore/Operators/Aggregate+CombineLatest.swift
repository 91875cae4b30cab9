// CombineEx's `combineLatest` of many publishers, returning `Publishers.Aggregate`. The instance forms start at
// six others: with one to five, Combine's names (and this package's `CombineLatest5`/`CombineLatest6`) win.

extension Publisher {
  /// Combines the latest values of two publishers that fail like this type, sending a tuple whenever one changes
  /// once both have a value.
  ///
  /// CombineEx's static form, spelled on any publisher type whose `Failure` the inputs share. It finishes when
  /// all inputs have finished, or at once if one finishes without a value, and fails as soon as one fails.
  ///
  /// ```swift
  /// let name = PassthroughSubject<String, Never>()
  /// let age = PassthroughSubject<Int, Never>()
  /// let cancellable = AnyPublisher<Void, Never>.combineLatest(name, age).sink { print($0) }
  /// name.send("Ann")  // Prints nothing: no age yet
  /// age.send(30)      // Prints "("Ann", 30)"
  /// age.send(31)      // Prints "("Ann", 31)"
  /// ```
  ///
  /// - Returns: A `Publishers.Aggregate` of the inputs' latest values, in argument order.
  @inlinable
  public static func combineLatest<A, B>(
    _ p1: some Publisher<A, Failure>,
    _ p2: some Publisher<B, Failure>
  ) -> Publishers.Aggregate<(A, B), Failure> {
    Publishers.Aggregate { engine in
      let input1 = engine.input(p1)
      let input2 = engine.input(p2)
      return { (input1.take(), input2.take()) }
    }
  }

  /// Combines the latest values of three publishers that fail like this type; see `combineLatest(_:_:)`.
  @inlinable
  public static func combineLatest<A, B, C>(
    _ p1: some Publisher<A, Failure>,
    _ p2: some Publisher<B, Failure>,
    _ p3: some Publisher<C, Failure>
  ) -> Publishers.Aggregate<(A, B, C), Failure> {
    Publishers.Aggregate { engine in
      let input1 = engine.input(p1)
      let input2 = engine.input(p2)
      let input3 = engine.input(p3)
      return { (input1.take(), input2.take(), input3.take()) }
    }
  }

  /// Combines the latest values of four publishers that fail like this type; see `combineLatest(_:_:)`.
  @inlinable
  public static func combineLatest<A, B, C, D>(
    _ p1: some Publisher<A, Failure>,
    _ p2: some Publisher<B, Failure>,
    _ p3: some Publisher<C, Failure>,
    _ p4: some Publisher<D, Failure>
  ) -> Publishers.Aggregate<(A, B, C, D), Failure> {
    Publishers.Aggregate { engine in
      let input1 = engine.input(p1)
      let input2 = engine.input(p2)
      let input3 = engine.input(p3)
      let input4 = engine.input(p4)
      return { (input1.take(), input2.take(), input3.take(), input4.take()) }
    }
  }

  /// Combines the latest values of five publishers that fail like this type; see `combineLatest(_:_:)`.
  @inlinable
  public static func combineLatest<A, B, C, D, E>(
    _ p1: some Publisher<A, Failure>,
    _ p2: some Publisher<B, Failure>,
    _ p3: some Publisher<C, Failure>,
    _ p4: some Publisher<D, Failure>,
    _ p5: some Publisher<E, Failure>
  ) -> Publishers.Aggregate<(A, B, C, D, E), Failure> {
    Publishers.Aggregate { engine in
      let input1 = engine.input(p1)
      let input2 = engine.input(p2)
      let input3 = engine.input(p3)
      let input4 = engine.input(p4)
      let input5 = engine.input(p5)
      return { (input1.take(), input2.take(), input3.take(), input4.take(), input5.take()) }
    }
  }

  /// Combines the latest values of six publishers that fail like this type; see `combineLatest(_:_:)`.
  @inlinable
  public static func combineLatest<A, B, C, D, E, F>(
    _ p1: some Publisher<A, Failure>,
    _ p2: some Publisher<B, Failure>,
    _ p3: some Publisher<C, Failure>,
    _ p4: some Publisher<D, Failure>,
    _ p5: some Publisher<E, Failure>,
    _ p6: some Publisher<F, Failure>
  ) -> Publishers.Aggregate<(A, B, C, D, E, F), Failure> {
    Publishers.Aggregate { engine in
      let input1 = engine.input(p1)
      let input2 = engine.input(p2)
      let input3 = engine.input(p3)
      let input4 = engine.input(p4)
      let input5 = engine.input(p5)
      let input6 = engine.input(p6)
      return { (input1.take(), input2.take(), input3.take(), input4.take(), input5.take(), input6.take()) }
    }
  }

  /// Combines the latest values of seven publishers that fail like this type; see `combineLatest(_:_:)`.
  @inlinable
  public static func combineLatest<A, B, C, D, E, F, G>(
    _ p1: some Publisher<A, Failure>,
    _ p2: some Publisher<B, Failure>,
    _ p3: some Publisher<C, Failure>,
    _ p4: some Publisher<D, Failure>,
    _ p5: some Publisher<E, Failure>,
    _ p6: some Publisher<F, Failure>,
    _ p7: some Publisher<G, Failure>
  ) -> Publishers.Aggregate<(A, B, C, D, E, F, G), Failure> {
    Publishers.Aggregate { engine in
      let input1 = engine.input(p1)
      let input2 = engine.input(p2)
      let input3 = engine.input(p3)
      let input4 = engine.input(p4)
      let input5 = engine.input(p5)
      let input6 = engine.input(p6)
      let input7 = engine.input(p7)
      return {
        (input1.take(), input2.take(), input3.take(), input4.take(), input5.take(), input6.take(), input7.take())
      }
    }
  }

  /// Combines the latest values of eight publishers that fail like this type; see `combineLatest(_:_:)`.
  @inlinable
  public static func combineLatest<A, B, C, D, E, F, G, H>(
    _ p1: some Publisher<A, Failure>,
    _ p2: some Publisher<B, Failure>,
    _ p3: some Publisher<C, Failure>,
    _ p4: some Publisher<D, Failure>,
    _ p5: some Publisher<E, Failure>,
    _ p6: some Publisher<F, Failure>,
    _ p7: some Publisher<G, Failure>,
    _ p8: some Publisher<H, Failure>
  ) -> Publishers.Aggregate<(A, B, C, D, E, F, G, H), Failure> {
    Publishers.Aggregate { engine in
      let input1 = engine.input(p1)
      let input2 = engine.input(p2)
      let input3 = engine.input(p3)
      let input4 = engine.input(p4)
      let input5 = engine.input(p5)
      let input6 = engine.input(p6)
      let input7 = engine.input(p7)
      let input8 = engine.input(p8)
      return {
        (
          input1.take(), input2.take(), input3.take(), input4.take(), input5.take(), input6.take(), input7.take(),
          input8.take()
        )
      }
    }
  }

  /// Combines the latest values of nine publishers that fail like this type; see `combineLatest(_:_:)`.
  @inlinable
  public static func combineLatest<A, B, C, D, E, F, G, H, I>(
    _ p1: some Publisher<A, Failure>,
    _ p2: some Publisher<B, Failure>,
    _ p3: some Publisher<C, Failure>,
    _ p4: some Publisher<D, Failure>,
    _ p5: some Publisher<E, Failure>,
    _ p6: some Publisher<F, Failure>,
    _ p7: some Publisher<G, Failure>,
    _ p8: some Publisher<H, Failure>,
    _ p9: some Publisher<I, Failure>
  ) -> Publishers.Aggregate<(A, B, C, D, E, F, G, H, I), Failure> {
    Publishers.Aggregate { engine in
      let input1 = engine.input(p1)
      let input2 = engine.input(p2)
      let input3 = engine.input(p3)
      let input4 = engine.input(p4)
      let input5 = engine.input(p5)
      let input6 = engine.input(p6)
      let input7 = engine.input(p7)
      let input8 = engine.input(p8)
      let input9 = engine.input(p9)
      return {
        (
          input1.take(), input2.take(), input3.take(), input4.take(), input5.take(), input6.take(), input7.take(),
          input8.take(), input9.take()
        )
      }
    }
  }

  /// Combines the latest values of ten publishers that fail like this type; see `combineLatest(_:_:)`.
  @inlinable
  public static func combineLatest<A, B, C, D, E, F, G, H, I, J>(
    _ p1: some Publisher<A, Failure>,
    _ p2: some Publisher<B, Failure>,
    _ p3: some Publisher<C, Failure>,
    _ p4: some Publisher<D, Failure>,
    _ p5: some Publisher<E, Failure>,
    _ p6: some Publisher<F, Failure>,
    _ p7: some Publisher<G, Failure>,
    _ p8: some Publisher<H, Failure>,
    _ p9: some Publisher<I, Failure>,
    _ p10: some Publisher<J, Failure>
  ) -> Publishers.Aggregate<(A, B, C, D, E, F, G, H, I, J), Failure> {
    Publishers.Aggregate { engine in
      let input1 = engine.input(p1)
      let input2 = engine.input(p2)
      let input3 = engine.input(p3)
      let input4 = engine.input(p4)
      let input5 = engine.input(p5)
      let input6 = engine.input(p6)
      let input7 = engine.input(p7)
      let input8 = engine.input(p8)
      let input9 = engine.input(p9)
      let input10 = engine.input(p10)
      return {
        (
          input1.take(), input2.take(), input3.take(), input4.take(), input5.take(), input6.take(), input7.take(),
          input8.take(), input9.take(), input10.take()
        )
      }
    }
  }
}

extension Publisher {
  /// Combines the latest values of this publisher and six others, sending a tuple whenever one changes once all
  /// have a value.
  ///
  /// CombineEx's instance form, for more inputs than `combineLatest(_:_:_:_:_:)` takes. It finishes when all
  /// inputs have finished, or at once if one finishes without a value, and fails as soon as one fails.
  ///
  /// ```swift
  /// let first = CurrentValueSubject<Int, Never>(1)
  /// let others = (2...7).map { CurrentValueSubject<Int, Never>($0) }
  /// let cancellable = first.combineLatest(others[0], others[1], others[2], others[3], others[4], others[5])
  ///   .sink { print($0) }  // Prints "(1, 2, 3, 4, 5, 6, 7)"
  /// others[5].send(70)    // Prints "(1, 2, 3, 4, 5, 6, 70)"
  /// ```
  ///
  /// - Returns: A `Publishers.Aggregate` of this publisher's latest value and the others', in argument order.
  @inlinable
  public func combineLatest<A, B, C, D, E, F>(
    _ p1: some Publisher<A, Failure>,
    _ p2: some Publisher<B, Failure>,
    _ p3: some Publisher<C, Failure>,
    _ p4: some Publisher<D, Failure>,
    _ p5: some Publisher<E, Failure>,
    _ p6: some Publisher<F, Failure>
  ) -> Publishers.Aggregate<(Output, A, B, C, D, E, F), Failure> {
    Publishers.Aggregate { engine in
      let input0 = engine.input(self)
      let input1 = engine.input(p1)
      let input2 = engine.input(p2)
      let input3 = engine.input(p3)
      let input4 = engine.input(p4)
      let input5 = engine.input(p5)
      let input6 = engine.input(p6)
      return {
        (input0.take(), input1.take(), input2.take(), input3.take(), input4.take(), input5.take(), input6.take())
      }
    }
  }

  /// Combines the latest values of this publisher and seven others; see `combineLatest(_:_:_:_:_:_:)`.
  @inlinable
  public func combineLatest<A, B, C, D, E, F, G>(
    _ p1: some Publisher<A, Failure>,
    _ p2: some Publisher<B, Failure>,
    _ p3: some Publisher<C, Failure>,
    _ p4: some Publisher<D, Failure>,
    _ p5: some Publisher<E, Failure>,
    _ p6: some Publisher<F, Failure>,
    _ p7: some Publisher<G, Failure>
  ) -> Publishers.Aggregate<(Output, A, B, C, D, E, F, G), Failure> {
    Publishers.Aggregate { engine in
      let input0 = engine.input(self)
      let input1 = engine.input(p1)
      let input2 = engine.input(p2)
      let input3 = engine.input(p3)
      let input4 = engine.input(p4)
      let input5 = engine.input(p5)
      let input6 = engine.input(p6)
      let input7 = engine.input(p7)
      return {
        (
          input0.take(), input1.take(), input2.take(), input3.take(), input4.take(), input5.take(), input6.take(),
          input7.take()
        )
      }
    }
  }

  /// Combines the latest values of this publisher and eight others; see `combineLatest(_:_:_:_:_:_:)`.
  @inlinable
  public func combineLatest<A, B, C, D, E, F, G, H>(
    _ p1: some Publisher<A, Failure>,
    _ p2: some Publisher<B, Failure>,
    _ p3: some Publisher<C, Failure>,
    _ p4: some Publisher<D, Failure>,
    _ p5: some Publisher<E, Failure>,
    _ p6: some Publisher<F, Failure>,
    _ p7: some Publisher<G, Failure>,
    _ p8: some Publisher<H, Failure>
  ) -> Publishers.Aggregate<(Output, A, B, C, D, E, F, G, H), Failure> {
    Publishers.Aggregate { engine in
      let input0 = engine.input(self)
      let input1 = engine.input(p1)
      let input2 = engine.input(p2)
      let input3 = engine.input(p3)
      let input4 = engine.input(p4)
      let input5 = engine.input(p5)
      let input6 = engine.input(p6)
      let input7 = engine.input(p7)
      let input8 = engine.input(p8)
      return {
        (
          input0.take(), input1.take(), input2.take(), input3.take(), input4.take(), input5.take(), input6.take(),
          input7.take(), input8.take()
        )
      }
    }
  }

  /// Combines the latest values of this publisher and nine others; see `combineLatest(_:_:_:_:_:_:)`.
  @inlinable
  public func combineLatest<A, B, C, D, E, F, G, H, I>(
    _ p1: some Publisher<A, Failure>,
    _ p2: some Publisher<B, Failure>,
    _ p3: some Publisher<C, Failure>,
    _ p4: some Publisher<D, Failure>,
    _ p5: some Publisher<E, Failure>,
    _ p6: some Publisher<F, Failure>,
    _ p7: some Publisher<G, Failure>,
    _ p8: some Publisher<H, Failure>,
    _ p9: some Publisher<I, Failure>
  ) -> Publishers.Aggregate<(Output, A, B, C, D, E, F, G, H, I), Failure> {
    Publishers.Aggregate { engine in
      let input0 = engine.input(self)
      let input1 = engine.input(p1)
      let input2 = engine.input(p2)
      let input3 = engine.input(p3)
      let input4 = engine.input(p4)
      let input5 = engine.input(p5)
      let input6 = engine.input(p6)
      let input7 = engine.input(p7)
      let input8 = engine.input(p8)
      let input9 = engine.input(p9)
      return {
        (
          input0.take(), input1.take(), input2.take(), input3.take(), input4.take(), input5.take(), input6.take(),
          input7.take(), input8.take(), input9.take()
        )
      }
    }
  }
}
