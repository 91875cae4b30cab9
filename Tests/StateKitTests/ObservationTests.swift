import Observation
import StateKit
import TestSupport
import Testing

@Suite("ManagedState: Observation")
struct ObservationTests {
  @Test("Reading the value inside withObservationTracking registers it; each changing commit fires onChange once")
  func tracking() {
    let state = ManagedState(wrappedValue: Plain())
    let changes = Counter()
    func track() {
      withObservationTracking {
        _ = state.wrappedValue.count
      } onChange: {
        changes.increment()
      }
    }
    track()
    state.wrappedValue.count = 1
    #expect(changes.value == 1)
    state.wrappedValue.count = 1
    #expect(changes.value == 1)
    track()
    state.wrappedValue.count = 1
    #expect(changes.value == 1)
    state.wrappedValue.count = 2
    #expect(changes.value == 2)
    state.wrappedValue.count = 3
    #expect(changes.value == 2)
  }

  @Test("Tracking that starts after commits nobody could observe fires on the next changing commit")
  func trackingAfterUnobservedCommits() {
    let state = ManagedState(wrappedValue: Plain())
    // Never read yet: these commits skip the registrar.
    for value in 1...3 { state.wrappedValue.count = value }
    let changes = Counter()
    withObservationTracking {
      _ = state.wrappedValue.count
    } onChange: {
      changes.increment()
    }
    state.wrappedValue.count += 1
    #expect(changes.value == 1)
    #expect(state.wrappedValue.count == 4)
  }

  @Test("A state not read inside the tracking closure does not fire it")
  func untracked() {
    let read = ManagedState(wrappedValue: Plain())
    let other = ManagedState(wrappedValue: Plain())
    let changes = Counter()
    withObservationTracking {
      _ = read.wrappedValue
    } onChange: {
      changes.increment()
    }
    other.wrappedValue.count = 1
    #expect(changes.value == 0)
    read.wrappedValue.count = 1
    #expect(changes.value == 1)
  }
}
