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
    #expect(diagnostics.first?.message.contains("flag: true") == true)
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

  @Test("Tracing reports each commit with old and new value and the rules that changed it; off by default")
  func tracing() {
    @ManagedState var model = SpecCounter()
    let silent = DiagnosticLog.capturing("SpecCounter") { model.count = 1 }
    #expect(silent.isEmpty)
    $model.isTracing = true
    let traced = DiagnosticLog.capturing("SpecCounter") { model.count = 2 }
    #expect(traced.count == 1)
    #expect(traced.first?.kind == .trace)
    let message = traced.first?.message ?? ""
    #expect(message.contains("count: 1") && message.contains("count: 2"))
    #expect(message.contains("applyRules changed the value"))
    #expect(message.contains("bindDiffed(to: \\SpecCounter.count) changed the value"))
  }
}
