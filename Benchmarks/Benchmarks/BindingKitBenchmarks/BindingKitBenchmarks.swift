import Benchmark
import BenchmarkSupport
import BindingKit
import OpenCombine
import StreamCore

/// BindingKit workloads, each next to the same workload written by hand with OpenCombine.
let benchmarks: @Sendable () -> Void = {
  workload(
    "uistate-write-no-observers",
    ours: { count in
      let state = UIState(wrappedValue: ElevenFields())
      return {
        for value in 1...count { state.wrappedValue.f0 = value }
        if state.wrappedValue.f0 != count { fatalError("lost writes: \(state.wrappedValue.f0)") }
      }
    },
    openCombine: { count in
      let subject = OpenCombine.CurrentValueSubject<ElevenFields, Never>(ElevenFields())
      return {
        for value in 1...count { subject.value.f0 = value }
        if subject.value.f0 != count { fatalError("lost writes: \(subject.value.f0)") }
      }
    }
  )

  workload(
    "binding-keypath-write-10-field-observers",
    ours: { count in
      let state = UIState(wrappedValue: ElevenFields())
      let sum = Accumulator()
      let written = state.observe(\.f0)
      let cancellables = ElevenFields.fields.map { field in
        state.observe(field).sink { (diff: DiffedValue<Int>) in sum.add(diff.new) }
      }
      return {
        for value in 1...count { written.wrappedValue = value }
        withExtendedLifetime(cancellables) {}
      }
    },
    openCombine: { count in
      let subject = OpenCombine.CurrentValueSubject<ElevenFields, Never>(ElevenFields())
      let sum = Accumulator()
      let cancellables = ElevenFields.fields.map { field in
        subject.map(field).removeDuplicates().sink { sum.add($0) }
      }
      return {
        for value in 1...count {
          var fields = subject.value
          fields.f0 = value
          subject.value = fields
        }
        withExtendedLifetime(cancellables) {}
      }
    }
  )
}

/// A view state of eleven fields: `f0` is written, every field is observed.
struct ElevenFields: Equatable {
  var f0 = 0
  var f1 = 1
  var f2 = 2
  var f3 = 3
  var f4 = 4
  var f5 = 5
  var f6 = 6
  var f7 = 7
  var f8 = 8
  var f9 = 9
  var f10 = 10

  static var fields: [WritableKeyPath<ElevenFields, Int>] {
    [\.f0, \.f1, \.f2, \.f3, \.f4, \.f5, \.f6, \.f7, \.f8, \.f9, \.f10]
  }
}
