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

  /// Installs a handler that logs diagnostics about types whose name contains `typeName`, runs `body`, restores.
  static func capturing(_ typeName: String, _ body: () -> Void) -> [StateDiagnostic] {
    let log = DiagnosticLog()
    let previous = StateDiagnostics.handler
    StateDiagnostics.handler = { diagnostic in
      if diagnostic.typeName.contains(typeName) { log.append(diagnostic) }
    }
    defer { StateDiagnostics.handler = previous }
    body()
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

  @Test("The global maxDepth is the default of new states")
  func globalDepth() {
    StateDiagnostics.maxDepth = 7
    defer { StateDiagnostics.maxDepth = 100 }
    @ManagedState var model = Toggler()
    #expect($model.maxDepth == 7)
    let diagnostics = DiagnosticLog.capturing("Toggler") { model.count = 1 }
    #expect(diagnostics.first?.message.contains("within 7 passes") == true)
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
