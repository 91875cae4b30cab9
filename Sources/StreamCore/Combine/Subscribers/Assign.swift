#if !canImport(Combine)
extension Subscribers {
  /// A subscriber that writes every value to a key path of an object.
  ///
  /// The object is held strongly until the publisher completes or the subscription is cancelled, as in Combine.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible, CustomReflectable {
    public typealias Failure = Never

    // Guarded by the pooled lock.
    private var status = SubscriptionStatus.awaitingSubscription
    // Written only by upstream events (which never overlap) and read by them; released on completion.
    @exclusivity(unchecked)
    public private(set) var object: Root?

    /// The key path values are written to.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>

    /// Creates a subscriber that writes values to `object[keyPath: keyPath]`.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    public var description: String { "Assign \(Root.self)." }

    /// Combine's reflection: the object, the key path and the subscription status.
    public var customMirror: Mirror {
      let lock = LockPool.lock(for: self)
      lock.lock()
      let status = self.status
      lock.unlock()
      return Mirror(self, children: ["object": object as Any, "keyPath": keyPath, "status": status])
    }

    public func receive(subscription: any Subscription) {
      let lock = LockPool.lock(for: self)
      lock.lock()
      guard status.accept(subscription) else {
        lock.unlock()
        subscription.cancel()
        return
      }
      lock.unlock()
      subscription.request(.unlimited)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      object?[keyPath: keyPath] = value
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) {
      let lock = LockPool.lock(for: self)
      lock.lock()
      let upstream = status.terminate()
      lock.unlock()
      // Taken out before it is released, so a completion that re-enters from the object's `deinit` finds none.
      let released = (upstream, object.take())
      withExtendedLifetime(released) {}
    }

    public func cancel() {
      let lock = LockPool.lock(for: self)
      lock.lock()
      let subscription = status.terminate()
      lock.unlock()
      subscription?.cancel()
    }
  }
}

extension Publisher where Failure == Never {
  /// Writes every value to a key path of `object`.
  ///
  /// ```swift
  /// final class Label { var text = "" }
  /// let label = Label()
  /// let cancellable = Just("Hello").assign(to: \.text, on: label)
  /// print(label.text)  // Prints "Hello"
  /// ```
  ///
  /// Called on an actor (in a `@MainActor` view model, in an actor's method), the writes are isolated to it, as a
  /// `sink` closure formed there would be: a value arriving on another executor traps with a message naming the
  /// actor and `receive(on:)`, whether or not the object itself is isolated. To assign from any thread, subscribe
  /// from code that is not isolated. Code that is not isolated pays nothing.
  ///
  /// - Parameters:
  ///   - keyPath: Where to write.
  ///   - object: The object to write to; held strongly until the subscription ends.
  ///   - isolation: The caller's actor, if any (`#isolation`); leave it to its default.
  /// - Returns: A cancellable that ends the subscription.
  public func assign<Root>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>,
    on object: Root,
    isolation: isolated (any Actor)? = #isolation
  ) -> AnyCancellable {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    if let isolation {
      subscribe(IsolationCheckingSubscriber(downstream: assign, actor: isolation))
    } else {
      subscribe(assign)
    }
    return AnyCancellable(assign)
  }
}

extension Subscribers.Assign: CustomPlaygroundDisplayConvertible {
  /// What a playground shows for the subscriber: its ``description``, as in Combine.
  public var playgroundDescription: Any { description }
}

// The subscriber lets go of its subscription when it completes or is cancelled.
extension Subscribers.Assign: ReleasesSubscription {}
#endif
