import Foundation

/// Keeps a closure formed in an actor-isolated context on that actor: the closure a `sink`, `assign(to:on:)` or
/// `handleEvents` was given, captured with the caller's `#isolation`, is wrapped so that each call first checks it
/// runs on the actor's executor and traps, naming the actor and the fix, if not. Non-isolated callers (`nil`
/// isolation) keep their closure unwrapped and pay nothing per value.
@usableFromInline
package enum IsolationCheck {
  /// `body`, checked against `actor` on every call; `body` itself when there is no actor.
  @inlinable
  package static func wrap<Argument>(
    _ body: @escaping (Argument) -> Void,
    on actor: (any Actor)?,
    in operatorName: StaticString
  ) -> (Argument) -> Void {
    guard let actor else { return body }
    if actor is MainActor {
      return { argument in
        verifyMainActor(operatorName)
        body(argument)
      }
    }
    return { argument in
      verify(actor, operatorName)
      body(argument)
    }
  }

  /// `body`, checked against `actor` on every call; `body` itself when there is no actor.
  @inlinable
  package static func wrap(
    _ body: @escaping () -> Void,
    on actor: (any Actor)?,
    in operatorName: StaticString
  ) -> () -> Void {
    guard let actor else { return body }
    if actor is MainActor {
      return {
        verifyMainActor(operatorName)
        body()
      }
    }
    return {
      verify(actor, operatorName)
      body()
    }
  }

  /// Traps unless the caller runs on `actor`'s executor.
  ///
  /// The main actor is checked here, so the trap carries the message below: the main thread and the main dispatch
  /// queue (the main actor's executor, also where a Linux async `main` runs it) count as the main actor. Any other
  /// actor is checked by the runtime's `preconditionIsolated`, whose Swift 6 trap ("Incorrect actor executor
  /// assumption; expected '…' executor") names the actor but drops the message.
  @usableFromInline
  package static func verify(_ actor: any Actor, _ operatorName: StaticString) {
    if actor is MainActor {
      verifyMainActor(operatorName)
    } else {
      actor.preconditionIsolated(message(actor, operatorName))
    }
  }

  /// Traps unless the caller runs on the main actor's executor: the main thread (a load and a compare once the main
  /// thread has been seen) or the main dispatch queue.
  @usableFromInline
  package static func verifyMainActor(_ operatorName: StaticString) {
    if !MainThread.isCurrent, !MainQueue.isCurrent { trap(message(MainActor.shared, operatorName)) }
  }

  /// What the trap says: which operator, which actor, and how to deliver on it.
  package static func message(_ actor: any Actor, _ operatorName: StaticString) -> String {
    "\(operatorName): its closure was formed on \(type(of: actor)) and is isolated to it, but a value arrived on "
      + "another executor. Deliver on the actor: for MainActor put .receive(on: DispatchQueue.main) (or "
      + "UIScheduler.shared) before it; for another actor, read the values on it (for await v in publisher.values)."
  }
}

/// Checks the isolation captured by `assign(to:on:)` before each event reaches the ``Subscribers/Assign``.
struct IsolationCheckingSubscriber<Downstream: Subscriber>: Subscriber, CustomStringConvertible {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  let downstream: Downstream
  let actor: any Actor

  var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

  var description: String { "\(downstream)" }

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    IsolationCheck.verify(actor, "assign(to:on:)")
    return downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    IsolationCheck.verify(actor, "assign(to:on:)")
    downstream.receive(completion: completion)
  }
}
