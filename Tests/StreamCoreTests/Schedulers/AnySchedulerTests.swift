import Dispatch
import Foundation
import StreamCore
import TestSupport
import Testing

@Suite struct AnySchedulerTests {
  /// A view model written against combine-schedulers, ported with only its import changed.
  @MainActor final class SearchViewModel {
    var results: [String] = []
    private let scheduler: AnySchedulerOf<DispatchQueue>
    private let query = PassthroughSubject<String, Never>()
    private var cancellables: Set<AnyCancellable> = []

    init(scheduler: AnySchedulerOf<DispatchQueue> = .main) {
      self.scheduler = scheduler
      query
        .debounce(for: .milliseconds(300), scheduler: scheduler)
        .removeDuplicates()
        .sink { [weak self] in self?.results.append($0) }
        .store(in: &cancellables)
    }

    func type(_ text: String) { query.send(text) }
  }

  @MainActor
  @Test func aViewModelTakesATestSchedulerAsAnySchedulerOfDispatchQueue() {
    let scheduler = DispatchQueue.test
    let model = SearchViewModel(scheduler: scheduler.eraseToAnyScheduler())
    model.type("s")
    model.type("sw")
    scheduler.advance(by: .milliseconds(299))
    #expect(model.results.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(model.results == ["sw"])
  }

  @Test func theErasedSchedulerForwardsEveryRequirement() {
    let scheduler = DispatchQueue.test
    let erased: AnySchedulerOf<DispatchQueue> = scheduler.eraseToAnyScheduler()
    let log = Log<String>()
    erased.schedule { log.append("now") }
    erased.schedule(after: erased.now.advanced(by: .seconds(2))) { log.append("later") }
    let repeating = erased.schedule(after: erased.now.advanced(by: .seconds(1)), interval: .seconds(1)) {
      log.append("tick")
    }
    scheduler.advance(by: .seconds(2))
    #expect(log.entries == ["now", "tick", "later", "tick"])
    repeating.cancel()
    scheduler.advance(by: .seconds(5))
    #expect(log.entries.count == 4)
    #expect(erased.now == scheduler.now)
    #expect(erased.minimumTolerance == .zero)
  }

  @Test func virtualClocksUseEachPlatformTimeType() {
    let dispatch: TestSchedulerOf<DispatchQueue> = DispatchQueue.test
    let runLoop: TestSchedulerOf<RunLoop> = RunLoop.test
    let operations: TestSchedulerOf<OperationQueue> = OperationQueue.test
    let log = Log<String>()
    let start = runLoop.now
    runLoop.schedule(after: start.advanced(by: 1.5)) { log.append("run loop") }
    operations.schedule(after: operations.now.advanced(by: .seconds(3))) { log.append("operations") }
    dispatch.schedule(after: dispatch.now.advanced(by: .milliseconds(10))) { log.append("dispatch") }
    runLoop.advance(by: 1)
    operations.advance(by: 1)
    #expect(log.entries.isEmpty)
    runLoop.advance(by: 0.5)
    operations.run()
    dispatch.run()
    #expect(log.entries == ["run loop", "operations", "dispatch"])
    #expect(start.distance(to: runLoop.now) == 1.5)
    #expect(runLoop.now.date == Date(timeIntervalSince1970: 1.5))
  }

  @Test func immediateSchedulersRunAtOnceWhateverTheDate() {
    let log = Log<Int>()
    let dispatch: AnySchedulerOf<DispatchQueue> = .immediate
    let runLoop: AnySchedulerOf<RunLoop> = .immediate
    dispatch.schedule(after: dispatch.now.advanced(by: .seconds(10))) { log.append(1) }
    runLoop.schedule(after: runLoop.now.advanced(by: 10)) { log.append(2) }
    OperationQueue.immediate.schedule { log.append(3) }
    let cancellable = Just(4).delay(for: .seconds(1), scheduler: UIScheduler.immediate).sink { log.append($0) }
    #expect(log.entries == [1, 2, 3, 4])
    #expect(dispatch.now == dispatch.now.advanced(by: .zero))
    withExtendedLifetime(cancellable) {}
  }

  @Test func aRepeatingIntervalMustBePositive() async {
    await #expect(processExitsWith: .failure) {
      _ = RunLoop.test.schedule(after: RunLoop.test.now, interval: 0) {}
    }
  }
}
