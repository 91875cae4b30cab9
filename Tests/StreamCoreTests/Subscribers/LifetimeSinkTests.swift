import StreamCore
import TestSupport
import Testing

// The CombineEx form, `sink(duringLifetimeOf:receiveSubscription:receiveValue:receiveCompletion:receiveCancel:receiveRequest:)`.
extension LifetimeSinkTests {
  /// Whether the static type of `value` is `AnyCancellable` (the CombineEx form) rather than `any Cancellable`.
  private func isCombineExForm<T>(_ value: T) -> Bool { T.self == AnyCancellable.self }

  @Test func withNoClosuresTheChainRunsForItsSideEffects() {
    let owner = Owner()
    let seen = LockedValue<[Int]>([])
    let subject = CurrentValueSubject<Int, TestError>(1)
    subject.handleValue { value in seen.withLock { $0.append(value) } }.sink(duringLifetimeOf: owner)
    subject.send(2)
    #expect(seen.value == [1, 2])
  }

  @Test func everyHookSeesItsEventInOrder() {
    let owner = Owner()
    let log = LockedValue<[String]>([])
    let subject = PassthroughSubject<Int, TestError>()
    subject.sink(
      duringLifetimeOf: owner,
      receiveSubscription: { _ in log.withLock { $0.append("subscription") } },
      receiveValue: { value in log.withLock { $0.append("value \(value)") } },
      receiveCompletion: { completion in log.withLock { $0.append("\(completion)") } },
      receiveCancel: { log.withLock { $0.append("cancel") } },
      receiveRequest: { demand in log.withLock { $0.append("request \(demand)") } }
    )
    subject.send(1)
    subject.send(completion: .finished)
    subject.send(2)
    #expect(log.value == ["subscription", "request unlimited", "value 1", "finished"])
  }

  @Test func theReturnedCancellableCancelsOnceAndDroppingItChangesNothing() {
    let owner = Owner()
    let log = LockedValue<[String]>([])
    let subject = PassthroughSubject<Int, TestError>()
    let cancellable = subject.sink(
      duringLifetimeOf: owner,
      receiveValue: { value in log.withLock { $0.append("value \(value)") } },
      receiveCompletion: { _ in log.withLock { $0.append("completion") } },
      receiveCancel: { log.withLock { $0.append("cancel") } }
    )
    do {
      _ = subject.sink(duringLifetimeOf: owner, receiveValue: { value in log.withLock { $0.append("kept \(value)") } })
    }
    subject.send(1)
    cancellable.cancel()
    cancellable.cancel()
    subject.send(2)
    // The first two in either order: the order a subject delivers in is Combine's to define where Combine is the
    // system's.
    #expect(log.value.count == 4)
    #expect(Set(log.value.prefix(2)) == ["value 1", "kept 1"])
    #expect(log.value.suffix(2) == ["cancel", "kept 2"])
  }

  @Test func aGoneOwnerEndsItAtTheNextEventAndCallsReceiveCancel() {
    var owner: Owner? = Owner()
    let log = LockedValue<[String]>([])
    let subject = PassthroughSubject<Int, TestError>()
    subject.sink(
      duringLifetimeOf: owner!,
      receiveValue: { value in log.withLock { $0.append("value \(value)") } },
      receiveCancel: { log.withLock { $0.append("cancel") } }
    )
    subject.send(1)
    owner = nil
    subject.send(2)
    subject.send(3)
    #expect(log.value == ["value 1", "cancel"])
  }

  @Test func everyCallShapeResolvesToOneForm() {
    let owner = Owner()
    let never = PassthroughSubject<Int, Never>()
    let failing = PassthroughSubject<Int, TestError>()
    var received: [Int] = []  // Mutated by the non-Sendable closures: only the Combine-order forms accept them.
    #expect(!isCombineExForm(never.sink(duringLifetimeOf: owner) { received.append($0) }))
    #expect(!isCombineExForm(never.sink(duringLifetimeOf: owner, receiveValue: { received.append($0) })))
    #expect(
      !isCombineExForm(
        failing.sink(duringLifetimeOf: owner, receiveCompletion: { _ in }) { received.append($0) }
      )
    )
    #expect(
      !isCombineExForm(
        failing.sink(duringLifetimeOf: owner, receiveCompletion: { _ in }, receiveValue: { received.append($0) })
      )
    )
    let seen = LockedValue(0)
    #expect(isCombineExForm(never.sink(duringLifetimeOf: owner)))
    #expect(isCombineExForm(failing.sink(duringLifetimeOf: owner)))
    #expect(isCombineExForm(failing.sink(duringLifetimeOf: owner, receiveValue: { _ in seen.withLock { $0 += 1 } })))
    #expect(isCombineExForm(failing.sink(duringLifetimeOf: owner, receiveCompletion: { _ in })))
    #expect(isCombineExForm(never.sink(duringLifetimeOf: owner, receiveCancel: {})))
    #expect(
      isCombineExForm(
        never.sink(
          duringLifetimeOf: owner,
          receiveValue: { _ in seen.withLock { $0 += 1 } },
          receiveCompletion: { _ in }
        )
      )
    )
    never.send(1)
    failing.send(1)
    #expect(received == [1, 1, 1, 1])
    #expect(seen.value == 2)
  }

  @Test func valuesFromManyThreadsArriveExactlyOnceAndConcurrentCancelsCallReceiveCancelOnce() {
    let owner = Owner()
    let subject = PassthroughSubject<Int, Never>()
    let values = LockedValue(0)
    let cancels = LockedValue(0)
    let cancellable = subject.sink(
      duringLifetimeOf: owner,
      receiveValue: { _ in values.withLock { $0 += 1 } },
      receiveCancel: { cancels.withLock { $0 += 1 } }
    )
    onThreads(8) { _ in
      for value in 0..<1_000 { subject.send(value) }
    }
    #expect(values.value == 8_000)
    onThreads(8) { _ in cancellable.cancel() }
    subject.send(0)
    #expect(cancels.value == 1)
    #expect(values.value == 8_000)
  }
}
