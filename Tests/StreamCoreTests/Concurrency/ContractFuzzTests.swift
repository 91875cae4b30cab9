import StreamCore
import TestSupport
import Testing

/// What Combine's contract says one subscriber of a subject (through `map` or `filter`) receives.
private struct ReferenceModel {
  var demand = Subscribers.Demand.none
  var isSubscribed = true
  var isCompleted = false
  var events: [Event<Int>] = [.subscription]

  mutating func send(_ value: Int, passes: Bool) {
    guard isSubscribed, !isCompleted else { return }
    guard passes else { return }
    guard demand > 0 else { return }
    demand -= 1
    events.append(.value(value))
  }

  mutating func complete() {
    guard isSubscribed, !isCompleted else { return }
    isCompleted = true
    events.append(.finished)
  }
}

@Suite("Contract fuzzing")
struct ContractFuzzTests {
  enum Stage: String, CaseIterable, Sendable {
    case subject
    case map
    case filter
  }

  @Test(
    "random send / request / cancel / complete sequences match the reference model",
    arguments: Stage.allCases,
    Array(UInt64(1)...UInt64(40))
  )
  func randomInterleavings(stage: Stage, seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    switch stage {
    case .subject: subject.subscribe(subscriber)
    case .map: subject.map { $0 * 2 }.subscribe(subscriber)
    case .filter: subject.filter { $0.isMultiple(of: 3) }.subscribe(subscriber)
    }
    var model = ReferenceModel()
    var log: [String] = []
    for step in 0..<200 {
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<55:
        let value = step
        log.append("send(\(value))")
        subject.send(value)
        switch stage {
        case .subject: model.send(value, passes: true)
        case .map: model.send(value * 2, passes: true)
        case .filter: model.send(value, passes: value.isMultiple(of: 3))
        }
      case 55..<85:
        let amount = Int.random(in: 1...3, using: &random)
        log.append("request(\(amount))")
        if model.isSubscribed, !model.isCompleted {
          subscriber.request(.max(amount))
          model.demand += amount
        }
      case 85..<95:
        log.append("cancel")
        subscriber.cancel()
        model.isSubscribed = false
      default:
        log.append("complete")
        subject.send(completion: .finished)
        model.complete()
      }
    }
    #expect(
      subscriber.events == model.events,
      "seed \(seed), stage \(stage.rawValue): replay with these steps: \(log.joined(separator: ", "))"
    )
  }
}
