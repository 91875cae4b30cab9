package import StreamCore

/// Checks the library's first rule — no subscriber, closure or `deinit` runs while a lock is held — from inside the
/// user code a test hands the library.
///
/// StreamCore's `Lock` counts the locks each thread holds in debug builds (``Lock/heldByCurrentThread``). Every
/// probe (``TestSubscriber``'s callbacks and `deinit`, ``LifetimeProbe``'s `deinit`, ``LockCheckedSubscription``'s
/// calls and `deinit`, ``ManualSubscription``'s calls) calls ``check(_:)``, which traps naming the callback, so a
/// slip shows as a crash at the line that broke the rule instead of a deadlock some runs later. In release builds
/// the count is always 0 and the checks pass.
package enum LockDiscipline {
  /// Traps if the current thread holds any library lock while running `callback`.
  package static func check(_ callback: @autoclosure () -> String) {
    let held = Lock.heldByCurrentThread
    if held != 0 {
      fatalError("\(callback()) ran while its thread held \(held) library lock(s)")
    }
  }
}

/// A subscription that forwards to another and checks, in each call and in its `deinit`, that no lock is held.
package final class LockCheckedSubscription: Subscription {
  private let base: any Subscription

  package init(_ base: any Subscription) {
    self.base = base
  }

  deinit { LockDiscipline.check("an upstream subscription's deinit") }

  package func request(_ demand: Subscribers.Demand) {
    LockDiscipline.check("an upstream subscription's request(_:)")
    base.request(demand)
  }

  package func cancel() {
    LockDiscipline.check("an upstream subscription's cancel()")
    base.cancel()
  }
}

/// A publisher that hands its subscribers ``LockCheckedSubscription``s over `base`'s subscriptions, and checks the
/// events it forwards come with no lock held.
package struct LockCheckedPublisher<Base: Publisher>: Publisher {
  package typealias Output = Base.Output
  package typealias Failure = Base.Failure

  package let base: Base

  package init(_ base: Base) {
    self.base = base
  }

  package func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    base.receive(subscriber: Inner(downstream: subscriber))
  }

  private struct Inner<Downstream: Subscriber>: Subscriber
  where Downstream.Input == Output, Downstream.Failure == Failure {
    let downstream: Downstream
    var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

    func receive(subscription: any Subscription) {
      downstream.receive(subscription: LockCheckedSubscription(subscription))
    }

    func receive(_ input: Output) -> Subscribers.Demand { downstream.receive(input) }

    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
  }
}
