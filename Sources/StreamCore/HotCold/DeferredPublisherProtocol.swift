/// A *cold* publisher: every subscription starts its own, independent work.
///
/// The type system tracks coldness. ``Deferred``, ``DeferredFuture``, ``Just``, ``Empty``, ``Fail``, ``Record`` and
/// ``Publishers/Sequence`` are cold, and every operator whose upstreams are all cold is cold too:
///
/// ```swift
/// let request = Deferred { Just(fetchCount()) }
///   .map { $0 * 2 }
///   .filter { $0 > 0 }
/// let erased: AnyDeferredPublisher<Int, Never> = request.eraseToAnyDeferredPublisher()  // compiles: still cold
/// ```
///
/// Subjects, ``Future``, `@Published` publishers and anything built with `share()`, `multicast` or
/// `makeConnectable()` are *hot*: subscribers share one source, so they do not conform, and neither does any
/// operator applied to them.
///
/// Conform your own publisher only if each call to ``Publisher/receive(subscriber:)`` starts independent work.
public protocol DeferredPublisherProtocol<Output, Failure>: Publisher {}

extension Deferred: DeferredPublisherProtocol {}
extension Just: DeferredPublisherProtocol {}
extension Empty: DeferredPublisherProtocol {}
extension Fail: DeferredPublisherProtocol {}
extension Record: DeferredPublisherProtocol {}
extension Publishers.Sequence: DeferredPublisherProtocol {}
// OpenCombine, which stands in for Combine in the Apple-mode check, declares these two as typealiases, which cannot
// be extended; Apple's Combine and StreamCore declare them as types.
#if !OPENCOMBINE_STAND_IN
extension Result.Publisher: DeferredPublisherProtocol {}
extension Optional.Publisher: DeferredPublisherProtocol {}
#endif
