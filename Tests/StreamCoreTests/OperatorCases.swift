import StreamCore
import TestSupport

/// Every operator, built over a subject, for the shared contract checks.
let operatorCases: [OperatorCase] =
  transformingCases + reducingCases + combiningCases + sharingCases + timingCases + customCases

private let transformingCases: [OperatorCase] = [
  OperatorCase("map") { upstream, probe in
    upstream.map {
      _ = probe
      return $0 * 2
    }.contractErased()
  },
  OperatorCase("map(keyPath)") { upstream, _ in upstream.map(\.description).contractErased() },
  OperatorCase("tryMap") { upstream, probe in
    upstream.tryMap {
      _ = probe
      return $0
    }.contractErased()
  },
  OperatorCase("compactMap") { upstream, probe in
    upstream.compactMap {
      _ = probe
      return $0
    }.contractErased()
  },
  OperatorCase("tryCompactMap") { upstream, probe in
    upstream.tryCompactMap {
      _ = probe
      return $0
    }.contractErased()
  },
  OperatorCase("filter") { upstream, probe in
    upstream.filter {
      _ = probe
      return $0 > 0
    }.contractErased()
  },
  OperatorCase("tryFilter") { upstream, probe in
    upstream.tryFilter {
      _ = probe
      return $0 > 0
    }.contractErased()
  },
  OperatorCase("removeDuplicates") { upstream, probe in
    upstream.removeDuplicates {
      _ = probe
      return $0 == $1
    }.contractErased()
  },
  OperatorCase("tryRemoveDuplicates") { upstream, probe in
    upstream.tryRemoveDuplicates {
      _ = probe
      return $0 == $1
    }.contractErased()
  },
  OperatorCase("scan") { upstream, probe in
    upstream.scan(0) {
      _ = probe
      return $0 + $1
    }.contractErased()
  },
  OperatorCase("tryScan") { upstream, probe in
    upstream.tryScan(0) {
      _ = probe
      return $0 + $1
    }.contractErased()
  },
  OperatorCase("collect(count)") { upstream, _ in upstream.collect(2).contractErased() },
  OperatorCase("output(at:)") { upstream, _ in upstream.output(at: 5).contractErased() },
  OperatorCase("output(in:)") { upstream, _ in upstream.output(in: 1..<30).contractErased() },
  OperatorCase("prefix") { upstream, _ in upstream.prefix(30).contractErased() },
  OperatorCase("prefix(while:)") { upstream, probe in
    upstream.prefix {
      _ = probe
      return $0 < 100
    }.contractErased()
  },
  OperatorCase("tryPrefix(while:)") { upstream, probe in
    upstream.tryPrefix {
      _ = probe
      return $0 < 100
    }.contractErased()
  },
  OperatorCase("prefix(untilOutputFrom:)") { upstream, _ in
    upstream.prefix(untilOutputFrom: PassthroughSubject<Void, TestError>()).contractErased()
  },
  OperatorCase("dropFirst") { upstream, _ in upstream.dropFirst(0).contractErased() },
  OperatorCase("drop(while:)") { upstream, probe in
    upstream.drop {
      _ = probe
      return $0 < 0
    }.contractErased()
  },
  OperatorCase("tryDrop(while:)") { upstream, probe in
    upstream.tryDrop {
      _ = probe
      return $0 < 0
    }.contractErased()
  },
  OperatorCase("drop(untilOutputFrom:)") { upstream, _ in
    upstream.drop(untilOutputFrom: Just(()).setFailureType(to: TestError.self)).contractErased()
  },
  OperatorCase("replaceNil") { upstream, _ in upstream.map { Optional($0) }.replaceNil(with: 0).contractErased() },
  OperatorCase("filterNils") { upstream, _ in upstream.map { Optional($0) }.filterNils().contractErased() },
  OperatorCase("mapVoid") { upstream, _ in upstream.mapVoid().contractErased() },
  OperatorCase("replaceEmpty") { upstream, _ in upstream.replaceEmpty(with: 0).contractErased() },
  OperatorCase("replaceError", ending: .recoversFailure) { upstream, _ in
    upstream.replaceError(with: 0).contractErased()
  },
  OperatorCase("mapError") { upstream, probe in
    upstream.mapError {
      _ = probe
      return $0
    }.contractErased()
  },
  OperatorCase("setFailureType", ending: .recoversFailure) { upstream, _ in
    upstream.replaceError(with: 0).setFailureType(to: TestError.self).contractErased()
  },
  OperatorCase("catch", ending: .recoversFailure) { upstream, probe in
    upstream.catch { _ in
      _ = probe
      return Just(0)
    }.contractErased()
  },
  OperatorCase("tryCatch", ending: .recoversFailure) { upstream, probe in
    upstream.tryCatch { _ in
      _ = probe
      return Just(0).setFailureType(to: TestError.self)
    }.contractErased()
  },
  OperatorCase("retry") { upstream, _ in upstream.retry(1).contractErased() },
  OperatorCase("append") { upstream, _ in upstream.append(7, 8).contractErased() },
  OperatorCase("prepend") { upstream, _ in upstream.prepend(0).contractErased() },
  OperatorCase("handleEvents") { upstream, probe in
    upstream.handleEvents(receiveOutput: { _ in _ = probe }).contractErased()
  },
  OperatorCase("print") { upstream, _ in upstream.print("contract", to: DiscardingStream()).contractErased() },
]

private let reducingCases: [OperatorCase] = [
  OperatorCase("reduce") { upstream, probe in
    upstream.reduce(0) {
      _ = probe
      return $0 + $1
    }.contractErased()
  },
  OperatorCase("tryReduce") { upstream, probe in
    upstream.tryReduce(0) {
      _ = probe
      return $0 + $1
    }.contractErased()
  },
  OperatorCase("collect") { upstream, _ in upstream.collect().contractErased() },
  OperatorCase("count") { upstream, _ in upstream.count().contractErased() },
  OperatorCase("first", ending: .finishesOnFirstValue) { upstream, _ in upstream.first().contractErased() },
  OperatorCase("first(where:)") { upstream, probe in
    upstream.first {
      _ = probe
      return $0 > 100
    }.contractErased()
  },
  OperatorCase("tryFirst(where:)") { upstream, probe in
    upstream.tryFirst {
      _ = probe
      return $0 > 100
    }.contractErased()
  },
  OperatorCase("last") { upstream, _ in upstream.last().contractErased() },
  OperatorCase("last(where:)") { upstream, probe in
    upstream.last {
      _ = probe
      return $0 > 0
    }.contractErased()
  },
  OperatorCase("tryLast(where:)") { upstream, probe in
    upstream.tryLast {
      _ = probe
      return $0 > 0
    }.contractErased()
  },
  OperatorCase("contains") { upstream, _ in upstream.contains(100).contractErased() },
  OperatorCase("contains(where:)") { upstream, probe in
    upstream.contains {
      _ = probe
      return $0 > 100
    }.contractErased()
  },
  OperatorCase("tryContains(where:)") { upstream, probe in
    upstream.tryContains {
      _ = probe
      return $0 > 100
    }.contractErased()
  },
  OperatorCase("allSatisfy") { upstream, probe in
    upstream.allSatisfy {
      _ = probe
      return $0 > 0
    }.contractErased()
  },
  OperatorCase("tryAllSatisfy") { upstream, probe in
    upstream.tryAllSatisfy {
      _ = probe
      return $0 > 0
    }.contractErased()
  },
  OperatorCase("min") { upstream, _ in upstream.min().contractErased() },
  OperatorCase("max") { upstream, _ in upstream.max().contractErased() },
  OperatorCase("min(by:)") { upstream, probe in
    upstream.min {
      _ = probe
      return $0 < $1
    }.contractErased()
  },
  OperatorCase("tryMax(by:)") { upstream, probe in
    upstream.tryMax {
      _ = probe
      return $0 < $1
    }.contractErased()
  },
]

private let combiningCases: [OperatorCase] = [
  OperatorCase("flatMap") { upstream, probe in
    upstream.flatMap {
      _ = probe
      return Just($0).setFailureType(to: TestError.self)
    }.contractErased()
  },
  OperatorCase("flatMap(maxPublishers: 1)") { upstream, _ in
    upstream.flatMap(maxPublishers: .max(1)) { Just($0).setFailureType(to: TestError.self) }.contractErased()
  },
  OperatorCase("switchToLatest") { upstream, _ in
    upstream.map { Just($0).setFailureType(to: TestError.self) }.switchToLatest().contractErased()
  },
  OperatorCase("merge") { upstream, _ in upstream.merge(with: Empty()).contractErased() },
  OperatorCase("merge3") { upstream, _ in upstream.merge(with: Empty(), Empty()).contractErased() },
  OperatorCase("merge8") { upstream, _ in
    upstream.merge(with: Empty(), Empty(), Empty(), Empty(), Empty(), Empty(), Empty()).contractErased()
  },
  OperatorCase("MergeMany") { upstream, _ in Publishers.MergeMany(upstream, upstream).contractErased() },
  OperatorCase("combineLatest") { upstream, _ in upstream.combineLatest(justZero).contractErased() },
  OperatorCase("combineLatest3") { upstream, _ in upstream.combineLatest(justZero, justZero).contractErased() },
  OperatorCase("combineLatest4") { upstream, _ in
    upstream.combineLatest(justZero, justZero, justZero).contractErased()
  },
  OperatorCase("CombineLatest5") { upstream, _ in
    Publishers.CombineLatest5(upstream, justZero, justZero, justZero, justZero).contractErased()
  },
  OperatorCase("CombineLatest6") { upstream, _ in
    Publishers.CombineLatest6(upstream, justZero, justZero, justZero, justZero, justZero).contractErased()
  },
  OperatorCase("Aggregate (static combineLatest)") { upstream, _ in
    AnyPublisher<Int, TestError>.combineLatest(upstream, justZero).contractErased()
  },
  OperatorCase("Aggregate (combineLatest of ten)") { upstream, _ in
    upstream.combineLatest(justZero, justZero, justZero, justZero, justZero, justZero, justZero, justZero, justZero)
      .contractErased()
  },
  OperatorCase("zip") { upstream, _ in upstream.zip(counting).contractErased() },
  OperatorCase("zip3") { upstream, _ in upstream.zip(counting, counting).contractErased() },
  OperatorCase("zip4") { upstream, _ in upstream.zip(counting, counting, counting).contractErased() },
  OperatorCase("Zip5") { upstream, _ in
    Publishers.Zip5(upstream, counting, counting, counting, counting).contractErased()
  },
  OperatorCase("Zip6") { upstream, _ in
    Publishers.Zip6(upstream, counting, counting, counting, counting, counting).contractErased()
  },
]

private let sharingCases: [OperatorCase] = [
  OperatorCase("share") { upstream, _ in upstream.share().contractErased() },
  OperatorCase("multicast.autoconnect") { upstream, _ in
    upstream.multicast { PassthroughSubject() }.autoconnect().contractErased()
  },
  OperatorCase("makeConnectable.autoconnect", ending: .recoversFailure) { upstream, _ in
    upstream.replaceError(with: 0).makeConnectable().autoconnect().contractErased()
  },
]

private let timingCases: [OperatorCase] = [
  OperatorCase("receive(on:)") { upstream, _ in upstream.receive(on: ImmediateScheduler.shared).contractErased() },
  OperatorCase("delay") { upstream, _ in
    upstream.delay(for: .seconds(1), scheduler: ImmediateScheduler.shared).contractErased()
  },
  OperatorCase("debounce") { upstream, _ in
    upstream.debounce(for: .seconds(1), scheduler: ImmediateScheduler.shared).contractErased()
  },
  OperatorCase("subscribe(on:)") { upstream, _ in
    upstream.subscribe(on: ImmediateScheduler.shared).contractErased()
  },
  OperatorCase("measureInterval") { upstream, _ in
    upstream.measureInterval(using: ImmediateScheduler.shared).map { _ in 0 }.contractErased()
  },
  OperatorCase("throttle") { upstream, _ in
    upstream.throttle(for: .seconds(1), scheduler: ImmediateScheduler.shared, latest: true).contractErased()
  },
]

/// A custom publisher bridging the upstream subject through its handler: what the handler sends beyond demand is
/// buffered, so the checks run through the buffer.
private let customCases: [OperatorCase] = [
  OperatorCase("Publishers.Custom") { upstream, probe in
    let subject = upstream.base
    return Publishers.Custom<Int, TestError> { handler in
      _ = probe
      LockCheckedPublisher(subject).subscribe(
        AnySubscriber(
          receiveSubscription: { $0.request(.unlimited) },
          receiveValue: { value in
            handler.sendValue(value)
            return .none
          },
          receiveCompletion: { handler.sendCompletion($0) }
        )
      )
    }.contractErased()
  }
]

private var justZero: Publishers.SetFailureType<Just<Int>, TestError> {
  Just(0).setFailureType(to: TestError.self)
}

private var counting: Publishers.Sequence<ClosedRange<Int>, TestError> {
  Publishers.Sequence(sequence: 1...1000)
}

/// A text stream that drops what it is given.
struct DiscardingStream: TextOutputStream {
  mutating func write(_ string: String) {}
}
