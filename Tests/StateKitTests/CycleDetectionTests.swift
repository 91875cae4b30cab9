import Foundation
import StateKit
import StreamCore
import TestSupport
import Testing

/// Collects diagnostics about one state type.
final class DiagnosticLog: @unchecked Sendable {
  // @unchecked: `entries` is guarded by `lock`.
  private let lock = NSLock()
  private var entries: [StateDiagnostic] = []

  var all: [StateDiagnostic] { lock.withLock { entries } }

  func append(_ diagnostic: StateDiagnostic) { lock.withLock { entries.append(diagnostic) } }

  /// Logs the diagnostics about types whose name contains `typeName` that `body` reports on this task.
  static func capturing(_ typeName: String, _ body: () -> Void) -> [StateDiagnostic] {
    let log = DiagnosticLog()
    StateDiagnostics.withHandler({ if $0.typeName.contains(typeName) { log.append($0) } }, body)
    return log.all
  }
}

@Suite("ManagedState: cycle detection, diagnostics and tracing", .serialized)
struct CycleDetectionTests {
  @Test("Rules that never converge stop at maxDepth, commit the last value and report once per mutation")
  func toggleCycle() {
    @ManagedState var model = Toggler()
    let recorder = $model.record()
    let diagnostics = DiagnosticLog.capturing("Toggler") { model.count = 1 }
    #expect(model.count == 1)
    #expect(recorder.values.count == 2)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.kind == .cyclicRules)
    #expect(diagnostics.first?.message.contains("within 100 passes") == true)
    // Only the field that still changed in the last pass is listed, not `count`, which the mutation changed.
    #expect(
      diagnostics.first?.message
        == "rules did not reach a fixed point within 100 passes; committed the last value. "
        + "Still changing in the last pass: flag: true -> false"
    )
  }

  @Test("The cyclicRules message lists every field still differing between the last two passes, with paths")
  func cycleListsNestedFields() {
    struct Drift: BehavioralStateContract {
      struct Position: Equatable { var x = 0, y = 0 }
      var position = Position()
      var label = "fixed"
      var steps: [Int] = []
      mutating func applyRules() {
        position.x += 1
        steps = [position.x]
      }
    }
    @ManagedState var model = Drift()  // its creation already ran the rules to the default depth (x is 100)
    $model.maxDepth = 3
    let diagnostics = DiagnosticLog.capturing("Drift") { model.label = "moved" }
    #expect(
      diagnostics.map(\.message) == [
        "rules did not reach a fixed point within 3 passes; committed the last value. "
          + "Still changing in the last pass: position.x: 102 -> 103, steps[0]: 102 -> 103"
      ]
    )
  }

  @Test("maxDepth is configurable per state")
  func perStateDepth() {
    // Each pass changes `stamp`, so the rules never settle. (A `Date()` stamp could repeat: consecutive dates
    // closer than the `Double`'s resolution, about 0.1 µs, are equal, and a fast pass then settles.)
    struct Stamped: BehavioralStateContract {
      var count = 0
      var stamp = 0
      @IgnoredState var passes = Counter()
      mutating func applyRules() {
        passes.increment()
        stamp += 1
      }
    }
    @ManagedState var model = Stamped()
    // The initial value, too, is run to the (global) maximum depth.
    #expect(model.passes.value == StateDiagnostics.maxDepth)
    $model.maxDepth = 5
    let diagnostics = DiagnosticLog.capturing("Stamped") { model.count = 1 }
    #expect(model.passes.value == StateDiagnostics.maxDepth + 5)
    #expect(model.count == 1)
    #expect(diagnostics.map(\.message).first?.contains("within 5 passes") == true)
  }

  @Test("withHandler gives its handler the reports made on its task alone, nests, and restores the previous one")
  func scopedHandler() {
    @Sendable func report(_ message: String) {
      StateDiagnostics.report(StateDiagnostic(kind: .trace, typeName: "ScopedHandlerTests", message: message))
    }
    let outer = Log<String>()
    let inner = Log<String>()
    let otherThread = Log<String>()
    let toOuter: StateDiagnostics.Handler = { outer.append($0.message) }
    let toInner: StateDiagnostics.Handler = { inner.append($0.message) }
    let toOtherThread: StateDiagnostics.Handler = { otherThread.append($0.message) }
    let result = StateDiagnostics.withHandler(toOuter) {
      StateDiagnostics.withHandler(toInner) {
        report("inner")
        onThreads(4) { index in
          StateDiagnostics.withHandler(toOtherThread) { report("thread \(index)") }
        }
      }
      report("outer")
      return 42
    }
    #expect(result == 42)
    #expect(inner.entries == ["inner"])
    #expect(outer.entries == ["outer"])
    #expect(otherThread.entries.sorted() == ["thread 0", "thread 1", "thread 2", "thread 3"])
  }

  @Test("The global maxDepth is the default of new states")
  func globalDepth() async {
    // In a child process: every state made anywhere while the global depth is changed would take it.
    await #expect(processExitsWith: .success) {
      StateDiagnostics.maxDepth = 7
      @ManagedState var model = Toggler()
      let diagnostics = DiagnosticLog.capturing("Toggler") { model.count = 1 }
      let message = diagnostics.first?.message ?? "no diagnostic"
      guard $model.maxDepth == 7, message.contains("within 7 passes") else {
        fatalError("a new state's depth is \($model.maxDepth); its report: \(message)")
      }
    }
  }

  @Test(
    "Tracing reports each commit's changed fields and which rule changed which fields in which pass; off by default"
  )
  func tracing() {
    @ManagedState var model = SpecCounter()
    let silent = DiagnosticLog.capturing("SpecCounter") { model.count = 1 }
    #expect(silent.isEmpty)
    $model.isTracing = true
    let traced = DiagnosticLog.capturing("SpecCounter") { model.count = 2 }
    #expect(traced.count == 1)
    #expect(traced.first?.kind == .trace)
    let message = traced.first?.message ?? ""
    #expect(
      message == #"count: 1 -> 2, isOdd: true -> false, text: "was 0" -> "was 1" in 2 passes; "#
        + #"pass 1: applyRules changed isOdd: true -> false; "#
        + #"pass 1: bindDiffed(to: \SpecCounter.count) changed text: "was 0" -> "was 1""#
    )
  }
}
