import TestSupport

/// The promises the documentation makes, each checked on a finished run. Each returns a description of the first
/// violation it finds, or `nil`.
enum Invariants {
  /// The invariants in the order they are checked, the most specific first: the first one broken is the one
  /// reported. (A value that is not a fixed point, or a subscriber that missed a commit, also breaks the replay,
  /// which is checked after them.)
  static var all: [(name: String, check: (RunRecord) -> String?)] {
    [
      ("every committed value is a fixed point of the rules", committedValuesAreFixedPoints),
      ("subscribers see a gap-free, duplicate-free run of the commits, in one order", subscribersSeeGapFreeRuns),
      ("a field observer sees exactly the commits that changed its field", fieldObserversSeeTheirChanges),
      ("a derived property follows its source and never goes back", derivedPropertiesFollowTheirSources),
      ("no committed change is lost", noCommittedChangeIsLost),
      ("safe bindings report out-of-bounds writes and apply them nowhere", safeBindingsReportOutOfBounds),
      ("everything is freed at the end", everythingIsFreed),
    ]
  }

  /// ManagingState: "Every mutation — the wrapped value's setter, a key-path write such as `model.count += 1`,
  /// ``ManagedState/withLock(_:)`` or ``ManagedState/send(_:)`` — goes through the same steps: run the rules to a
  /// fixed point, commit, notify once." With the spec's "Compound mutations (`model.count += 1`) are atomic", the
  /// committed values are a sequential replay of the writes: some order of them, each thread's in program order,
  /// applied one at a time, gives exactly the commit sequence, and the final value is its last commit.
  static func noCommittedChangeIsLost(_ record: RunRecord) -> String? {
    check(record.doc.map { [$0] } ?? [], noChangeLost) ?? check(record.ticks, noChangeLost)
  }

  private static func noChangeLost<Value>(_ container: ContainerRecord<Value>) -> String? {
    guard let last = container.commits.last, last == container.final else {
      return "\(container.name): the final value \(container.final) is not the last commit the witness saw, "
        + "\(container.commits.last.map { "\($0)" } ?? "none")"
    }
    guard case .failed(let matched, let heads) = SequentialReplay(record: container).run() else { return nil }
    let commits = container.commits
    let next = matched + 1 < commits.count ? "\(commits[matched + 1])" : "(no further commit: writes left over)"
    return "\(container.name): no order of the writes replays the commits. Replayed \(matched) of "
      + "\(commits.count - 1); after \(commits[matched]) came \(next); each source's next write: "
      + heads.joined(separator: " | ")
  }

  /// ManagingState: "Every subscriber sees every committed value, in the same order." and "A subscriber that
  /// mutates the state does not recurse: its mutation commits at once, and its notification is queued after the
  /// current one has reached every subscriber." A subscriber's emissions are a contiguous run of the witness's
  /// commits from where it subscribed (to the end, unless cancelled), each `old` the previous `new`, and a state
  /// that skips equal results emits no commit equal to the one before.
  static func subscribersSeeGapFreeRuns(_ record: RunRecord) -> String? {
    check(record.doc.map { [$0] } ?? [], gapFree) ?? check(record.ticks, gapFree)
  }

  private static func gapFree<Value>(_ container: ContainerRecord<Value>) -> String? {
    let witness = container.witness
    guard let first = witness.first, first.old == nil else {
      return "\(container.name): witness's first emission has an old value"
    }
    for index in witness.indices.dropFirst() {
      if container.skipsEqualResults, witness[index].old != witness[index - 1].new {
        return
          "\(container.name): commit \(index) says its old value was \(witness[index].old.map { "\($0)" } ?? "nil"), "
          + "but the commit before was \(witness[index - 1].new)"
      }
      if container.skipsEqualResults, witness[index].new == witness[index - 1].new {
        return "\(container.name): commit \(index) repeats the commit before: \(witness[index].new)"
      }
    }
    let commits = container.commits
    for subscriber in container.subscribers {
      let emissions = subscriber.log.entries
      let isCancelled = subscriber.cancelled.isSet
      // A subscriber that joins while another thread delivers gets its first value from that thread, so one
      // cancelled at once may have received nothing.
      guard let start = emissions.first else {
        if isCancelled { continue }
        return "\(subscriber.label) received nothing, not even the current value"
      }
      let fits = commits.indices.contains { offset in
        guard commits[offset] == start.new, start.old == nil, offset + emissions.count <= commits.count else {
          return false
        }
        if !isCancelled, offset + emissions.count != commits.count { return false }
        return emissions.indices.allSatisfy { index in
          emissions[index].new == commits[offset + index]
            && (index == 0 || !container.skipsEqualResults || emissions[index].old == commits[offset + index - 1])
        }
      }
      if !fits {
        return "\(subscriber.label) (\(isCancelled ? "cancelled" : "live")) received "
          + "\(emissions.map { "\($0.old.map { "\($0)" } ?? "nil") -> \($0.new)" }), which is no run of the commits "
          + "\(commits)"
      }
    }
    return nil
  }

  /// SPEC (StateKit, passes): "so the first committed value is a fixed point (an unrelated later write never
  /// changes a derived field)"; ManagingState: "run the rules to a fixed point, commit, notify once." A state that
  /// reported a cycle is exempt, but these rules always converge, so none is.
  static func committedValuesAreFixedPoints(_ record: RunRecord) -> String? {
    guard let doc = record.doc, let normalize = doc.normalize else { return nil }
    for (index, commit) in doc.commits.enumerated() where normalize(commit) != commit {
      return "\(doc.name): commit \(index)\(index == 0 ? " (the initial value)" : "") \(commit) is not a fixed point "
        + "of its rules: they make it \(normalize(commit))"
    }
    return nil
  }

  /// ComingFromCombineExt: "A binding to an `Equatable` field — `$model.title`, `$state.details.age` — publishes only
  /// when that field changes"; `publisher(for:)`: "A publisher that emits only when the field changes." A field
  /// observer's values are the field's value where it subscribed, then the field of each later commit that changed
  /// it, and nothing else.
  static func fieldObserversSeeTheirChanges(_ record: RunRecord) -> String? {
    guard let doc = record.doc else { return nil }
    let commits = doc.commits
    for field in doc.fields {
      let values = field.recording.log.entries
      let isCancelled = field.recording.cancelled.isSet
      let fits = commits.indices.contains { offset in
        var expected = [field.field(commits[offset])]
        for index in commits.indices.dropFirst(offset + 1)
        where field.field(commits[index]) != field.field(commits[index - 1]) {
          expected.append(field.field(commits[index]))
        }
        // Like a subscriber, one cancelled before its first value arrived may have received nothing.
        return isCancelled ? expected.starts(with: values) : expected == values
      }
      if !fits {
        return "\(field.recording.label) (\(isCancelled ? "cancelled" : "live")) received \(values), which matches "
          + "the changes of its field from no commit on; the field over the commits: \(commits.map(field.field))"
      }
    }
    return nil
  }

  /// PropertyKit: "`map`, `combineLatest` and `flatMap` derive properties whose value is correct at once, observed or
  /// not." and PropertiesAndLifetimes: "Every observer receives every committed value, in commit order". At the end a
  /// derived value is its transform of the sources' final values; every value read or received is the transform of
  /// some commit, and a thread's reads and a subscriber's values never go back to an older commit.
  static func derivedPropertiesFollowTheirSources(_ record: RunRecord) -> String? {
    guard record.ticks.count == 2 else { return nil }
    let sources = record.ticks.map(\.commits)
    let indexOfTag = sources.map { commits in
      Dictionary(commits.enumerated().map { ($1.tag, $0) }, uniquingKeysWith: { first, _ in first })
    }
    for chain in DerivedChain.allCases {
      let expected: [Tick]
      if chain == .filtered {
        expected = [sources[0].last(where: DerivedChain.isIncluded) ?? DerivedChain.filterInitial]
      } else {
        expected = chain.transform(source: record.ticks[0].final, other: record.ticks[1].final)
      }
      if record.derivedFinals[chain] != expected {
        return "\(chain) is \(record.derivedFinals[chain] ?? []) at the end, but its transform of the sources gives "
          + "\(expected)"
      }
    }
    for recording in record.derived {
      var previous = [-1, -1]
      for sample in recording.log.entries {
        for (component, tick) in sample.enumerated() {
          let isInitial = recording.chain == .filtered && tick == DerivedChain.filterInitial
          guard let index = isInitial ? -1 : indexOfTag[component][tick.tag] else {
            return "\(recording.label) got \(tick), which belongs to no commit of its source"
          }
          let commit = index < 0 ? DerivedChain.filterInitial : sources[component][index]
          let transformed = recording.chain.transform(source: commit, other: commit)[component == 0 ? 0 : 1]
          if !isInitial, transformed != tick || (recording.chain == .filtered && !DerivedChain.isIncluded(commit)) {
            return "\(recording.label) got \(tick) for the source commit \(commit), whose transform is \(transformed)"
          }
          if index < previous[component] {
            return
              "\(recording.label) went back: \(tick) (commit \(index)) after commit \(previous[component]); it got "
              + "\(recording.log.entries); the commits: \(sources[component])"
          }
          previous[component] = index
        }
      }
    }
    return nil
  }

  /// SafeBinding: "A binding to the element at `index` that never traps: reads out of bounds give `defaultValue`,
  /// writes out of bounds are ignored and reported to ``BindingDiagnostics``." The replay already applies an
  /// out-of-bounds write nowhere; here every write that fell out of bounds in it was reported, and nothing else.
  static func safeBindingsReportOutOfBounds(_ record: RunRecord) -> String? {
    guard let doc = record.doc,
      case .replayed(let skipped, let skippedAt) = SequentialReplay(record: doc).run()
    else { return nil }
    let outOfBounds = zip(skipped, skippedAt).filter { op, value in
      op.safeIndex.map { $0 >= value.items.count } ?? false
    }
    guard outOfBounds.count != record.outOfBoundsReports else { return nil }
    return "\(outOfBounds.count) safe-binding writes fell out of bounds (\(outOfBounds.map(\.0.label))), but "
      + "\(record.outOfBoundsReports) were reported"
  }

  /// ComingFromCombineExt, "No leaks": "A state releases its binding rules' subscriptions and its external observers'
  /// tokens when it is deallocated, and its publisher finishes. Rules, subscribers, tokens and bindings do not keep it
  /// alive through a cycle". Once the program's subscriptions are cancelled and its references dropped, the containers,
  /// the derived properties, every subscription's closure and the state's NotificationCenter token are gone (issue 29:
  /// a live subscription keeps its container alive, so one left behind would keep the container too).
  static func everythingIsFreed(_ record: RunRecord) -> String? {
    let alive = record.freed.filter { !$0.isFreed }.map(\.label)
    return alive.isEmpty ? nil : "still alive after the run: \(alive.joined(separator: ", "))"
  }

  private static func check<Value>(
    _ containers: [ContainerRecord<Value>],
    _ invariant: (ContainerRecord<Value>) -> String?
  ) -> String? {
    containers.lazy.compactMap(invariant).first
  }
}
