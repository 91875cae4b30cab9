/// Searches for an order of a run's writes that, applied one at a time, gives exactly the committed values.
///
/// Each source (a thread, an observer) made its writes in order; writes of different sources interleave freely. A
/// write either makes the next commit (its result, through the rules' fixed point, is the next committed value)
/// or, on a container that skips equal results, changes nothing where it falls. The search is depth-first over
/// the sources' positions, remembering dead ends.
struct SequentialReplay<Value: Equatable & Sendable> {
  /// How a search ended.
  enum Outcome {
    /// Every write found its place; `skipped` are the writes that changed nothing where they fell.
    case replayed(skipped: [AppliedOp<Value>], skippedAt: [Value])
    /// No order works: after `matched` commits, no source's next write gives commit `matched + 1`.
    case failed(matched: Int, heads: [String])
  }

  let commits: [Value]
  let sources: [[AppliedOp<Value>]]
  let skipsEqualResults: Bool
  let normalize: (Value) -> Value
  private let nodeBudget = 200_000

  init(record: ContainerRecord<Value>) {
    commits = record.commits
    sources = record.sources.map(\.entries)
    skipsEqualResults = record.skipsEqualResults
    normalize = record.normalize ?? { $0 }
  }

  func run() -> Outcome {
    var search = Search(replay: self)
    var positions = [Int](repeating: 0, count: sources.count)
    if search.visit(commit: 0, positions: &positions) {
      return .replayed(skipped: search.skipped.reversed(), skippedAt: search.skippedAt.reversed())
    }
    let heads = sources.indices.map { source in
      search.deepestPositions[source] < sources[source].count
        ? sources[source][search.deepestPositions[source]].label : "(done)"
    }
    return .failed(matched: search.deepest, heads: heads)
  }

  private struct Search {
    let replay: SequentialReplay
    var deadEnds = Set<[Int]>()
    var skipped: [AppliedOp<Value>] = []
    var skippedAt: [Value] = []
    var deepest = 0
    var deepestPositions: [Int] = []
    var nodes = 0

    init(replay: SequentialReplay) {
      self.replay = replay
      deepestPositions = [Int](repeating: 0, count: replay.sources.count)
    }

    mutating func visit(commit: Int, positions: inout [Int]) -> Bool {
      let commits = replay.commits
      if commit > deepest || (commit == deepest && positions.reduce(0, +) > deepestPositions.reduce(0, +)) {
        deepest = commit
        deepestPositions = positions
      }
      if zip(positions, replay.sources).allSatisfy({ $0 == $1.count }) { return commit == commits.count - 1 }
      let key = positions + [commit]
      nodes += 1
      guard nodes < replay.nodeBudget, !deadEnds.contains(key) else { return false }
      for source in replay.sources.indices where positions[source] < replay.sources[source].count {
        let op = replay.sources[source][positions[source]]
        var value = commits[commit]
        op.apply(&value)
        let next = replay.normalize(value)
        positions[source] += 1
        defer { positions[source] -= 1 }
        let isNextCommit = commit + 1 < commits.count && next == commits[commit + 1]
        let isNoChange = next == commits[commit]
        if isNextCommit, !(replay.skipsEqualResults && isNoChange),
          visit(commit: commit + 1, positions: &positions)
        {
          return true
        }
        if replay.skipsEqualResults, isNoChange, visit(commit: commit, positions: &positions) {
          skipped.append(op)
          skippedAt.append(commits[commit])
          return true
        }
      }
      deadEnds.insert(key)
      return false
    }
  }
}
