import Dispatch
import Foundation
import StreamCore
import TestSupport
import Testing

/// An actor whose subscriptions' closures are isolated to it.
actor Tally {
  var count = 0
  var cancellables: [AnyCancellable] = []

  func watch(_ subject: PassthroughSubject<Int, Never>) {
    cancellables.append(subject.sink { self.count += $0 })
  }

  func watchEvents(_ subject: PassthroughSubject<Int, Never>) {
    cancellables.append(subject.handleEvents(receiveOutput: { self.count += $0 }).sink { _ in })
  }

  /// Sends from inside the actor: the closures run on it.
  func send(_ value: Int, to subject: PassthroughSubject<Int, Never>) {
    subject.send(value)
  }
}

@MainActor final class Spinner {
  var turns = 0
}

@Suite struct IsolationTests {
  @Test func aSinkFormedInAnActorRunsWhenDeliveredOnIt() async {
    let tally = Tally()
    let subject = PassthroughSubject<Int, Never>()
    await tally.watch(subject)
    await tally.watchEvents(subject)
    await tally.send(2, to: subject)
    #expect(await tally.count == 4)
  }

  @Test func aSinkFormedInAnActorTrapsWhenDeliveredOffIt() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let tally = Tally()
      let subject = PassthroughSubject<Int, Never>()
      await tally.watch(subject)
      subject.send(1)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Incorrect actor executor assumption"))
    #expect(message.contains("Tally"))
  }

  @Test func aHandleEventsClosureFormedInAnActorTrapsWhenDeliveredOffIt() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let tally = Tally()
      let subject = PassthroughSubject<Int, Never>()
      await tally.watchEvents(subject)
      subject.send(1)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Incorrect actor executor assumption"))
    #expect(message.contains("Tally"))
  }

  @MainActor
  @Test func aMainActorSinkTrapsWhenFedFromAnotherThread() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.sink { received.append($0) }
        onThreads(1) { _ in subject.send(1) }
        withExtendedLifetime(cancellable) {}
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("sink: its closure was formed on MainActor"))
    #expect(message.contains(".receive(on: DispatchQueue.main)"))
  }

  @MainActor
  @Test func aMainActorAssignTrapsWhenFedFromAnotherThread() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let spinner = Spinner()
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.assign(to: \.turns, on: spinner)
        onThreads(1) { _ in subject.send(1) }
        withExtendedLifetime(cancellable) {}
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("assign(to:on:): its closure was formed on MainActor"))
  }

  @MainActor
  @Test func aMainActorSinkRunsWhenDeliveredThroughTheMainQueue() async {
    let spinner = Spinner()
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.receive(on: DispatchQueue.main).sink { received.append($0) }
    let assigned = subject.receive(on: DispatchQueue.main).assign(to: \.turns, on: spinner)
    onThreads(1) { _ in subject.send(1) }
    await mainQueueTurn()
    #expect(received == [1])
    #expect(spinner.turns == 1)
    withExtendedLifetime((cancellable, assigned)) {}
  }

  @MainActor
  @Test func aMainActorLifetimeSinkTrapsWhenFedFromAnotherThread() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let (lifetime, token) = Lifetime.make()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        subject.sink(during: lifetime) { received.append($0) }
        onThreads(1) { _ in subject.send(1) }
        withExtendedLifetime(token) {}
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("sink(during:): its closure was formed on MainActor"))
  }

  @MainActor
  @Test func aMainActorDiffedSinkTrapsWhenFedFromAnotherThread() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let subject = PassthroughSubject<DiffedValue<Int>, Never>()
        var received: [Int] = []
        let cancellable = subject.sink { (value: Int) in received.append(value) }
        onThreads(1) { _ in subject.send(DiffedValue(old: nil, new: 1)) }
        withExtendedLifetime(cancellable) {}
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("sink: its closure was formed on MainActor"))
  }

  @Test func codeThatIsNotIsolatedRunsOnAnyThread() {
    let subject = PassthroughSubject<Int, Never>()
    let log = Log<Int>()
    let cancellable = subject.handleEvents(receiveOutput: { log.append($0) }).sink { log.append($0) }
    onThreads(2) { index in subject.send(index) }
    #expect(log.entries.count == 4)
    withExtendedLifetime(cancellable) {}
  }
}
