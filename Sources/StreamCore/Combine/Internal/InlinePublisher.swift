#if !canImport(Combine)
/// A publisher that publishes everything it ever will as soon as it is asked, with nothing to wait for: `Just`,
/// `Empty`, `Fail`, `Publishers.Sequence`, `Optional.Publisher`, `Result.Publisher`.
///
/// `flatMap` and `switchToLatest` read such an inner publisher directly instead of subscribing to it, so an inner
/// `Just` costs no subscription object, no inner subscriber and no bookkeeping of live inners. `flatMap` asks an
/// inner for unlimited values anyway, and `switchToLatest` reads an inner directly only while downstream demand is
/// unlimited, so reading it directly delivers exactly what subscribing would have.
///
/// Values and the error are handed over by pointer, and the ending is a non-generic enum: the engines run as
/// unspecialized generic code, where every `Optional` or enum of a generic type costs a run-time metadata lookup.
protocol InlinePublisher: Publisher {
  /// Hands a pointer to each value (an `Output`) to `receive`, in order, while `receive` returns `true`; on
  /// failure hands a pointer to the error (a `Failure`) to `fail`. Returns how the publisher ended.
  func publishInline(to receive: (UnsafeRawPointer) -> Bool, fail: (UnsafeRawPointer) -> Void) -> InlineEnding
}

/// How an ``InlinePublisher`` ended.
enum InlineEnding {
  case finished
  /// It failed: the error went to `fail`.
  case failed
  /// It never completes (`Empty(completeImmediately: false)`), or `receive` stopped it.
  case unfinished
}

/// Hands `value` to `receive` by pointer; returns what `receive` returns.
///
/// A free function, not a protocol extension method: calling one would look up the conformance's witness table
/// at run time.
@inline(__always)
private func hand<Value>(_ value: Value, to receive: (UnsafeRawPointer) -> Bool) -> Bool {
  withUnsafePointer(to: value) { receive(UnsafeRawPointer($0)) }
}

/// Hands `error` to `fail` by pointer.
@inline(__always)
private func hand<Failure: Error>(_ error: Failure, to fail: (UnsafeRawPointer) -> Void) -> InlineEnding {
  withUnsafePointer(to: error) { fail(UnsafeRawPointer($0)) }
  return .failed
}

extension Just: InlinePublisher {
  func publishInline(to receive: (UnsafeRawPointer) -> Bool, fail: (UnsafeRawPointer) -> Void) -> InlineEnding {
    hand(output, to: receive) ? .finished : .unfinished
  }
}

extension Empty: InlinePublisher {
  func publishInline(to receive: (UnsafeRawPointer) -> Bool, fail: (UnsafeRawPointer) -> Void) -> InlineEnding {
    completeImmediately ? .finished : .unfinished
  }
}

extension Fail: InlinePublisher {
  func publishInline(to receive: (UnsafeRawPointer) -> Bool, fail: (UnsafeRawPointer) -> Void) -> InlineEnding {
    hand(error, to: fail)
  }
}

extension Optional.Publisher: InlinePublisher {
  func publishInline(to receive: (UnsafeRawPointer) -> Bool, fail: (UnsafeRawPointer) -> Void) -> InlineEnding {
    guard let output else { return .finished }
    return hand(output, to: receive) ? .finished : .unfinished
  }
}

extension Result.Publisher: InlinePublisher {
  func publishInline(to receive: (UnsafeRawPointer) -> Bool, fail: (UnsafeRawPointer) -> Void) -> InlineEnding {
    switch result {
    case .success(let output): hand(output, to: receive) ? .finished : .unfinished
    case .failure(let error): hand(error, to: fail)
    }
  }
}

extension Publishers.Sequence: InlinePublisher {
  func publishInline(to receive: (UnsafeRawPointer) -> Bool, fail: (UnsafeRawPointer) -> Void) -> InlineEnding {
    for element in sequence where !hand(element, to: receive) { return .unfinished }
    return .finished
  }
}

extension Publishers.SetFailureType: InlinePublisher where Upstream: InlinePublisher {
  func publishInline(to receive: (UnsafeRawPointer) -> Bool, fail: (UnsafeRawPointer) -> Void) -> InlineEnding {
    upstream.publishInline(to: receive, fail: fail)
  }
}

/// Reads publishers of type `Inner` inline; exists only when `Inner` is an ``InlinePublisher``.
///
/// The conformance is looked up once, when an engine is created, not per inner publisher. A class, so that an
/// engine can hold an optional one without an `Optional` of a generic type.
final class InlineReader<Inner: Publisher> {
  /// Reads the `Inner` at the pointer.
  private let read: (UnsafeRawPointer, (UnsafeRawPointer) -> Bool, (UnsafeRawPointer) -> Void) -> InlineEnding

  private init(
    read: @escaping (UnsafeRawPointer, (UnsafeRawPointer) -> Bool, (UnsafeRawPointer) -> Void) -> InlineEnding
  ) {
    self.read = read
  }

  /// A reader, or `nil` if `Inner` must be subscribed to.
  static func make() -> InlineReader? {
    guard let inlineType = Inner.self as? any InlinePublisher.Type else { return nil }
    return InlineReader(read: reader(for: inlineType))
  }

  private static func reader<P: InlinePublisher>(
    for _: P.Type
  ) -> (UnsafeRawPointer, (UnsafeRawPointer) -> Bool, (UnsafeRawPointer) -> Void) -> InlineEnding {
    // The pointer is to an `Inner`, which is `P` (checked in `make()`).
    { inner, receive, fail in inner.assumingMemoryBound(to: P.self).pointee.publishInline(to: receive, fail: fail) }
  }

  /// Hands a pointer to each of `inner`'s values (an `Inner.Output`) to `receive` while it returns `true`, and a
  /// pointer to its error (an `Inner.Failure`) to `fail`; returns how `inner` ended.
  @inline(__always)
  func publish(
    _ inner: Inner,
    to receive: (UnsafeRawPointer) -> Bool,
    fail: (UnsafeRawPointer) -> Void
  ) -> InlineEnding {
    withUnsafePointer(to: inner) { read(UnsafeRawPointer($0), receive, fail) }
  }
}
#endif
