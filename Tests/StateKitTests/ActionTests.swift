import StateKit
import StreamCore
import TestSupport
import Testing

@Suite("ManagedState: MVI actions")
struct ActionTests {
  @Test("Three send(.increment): count 3, postActionsProcessing after each, one emission each")
  func increments() {
    @ManagedState var model = ActionCounter()
    let recorder = $model.map(\.new.count).record()
    for expected in 1...3 {
      $model.send(.increment)
      #expect(model.postProcessed.value == expected)
    }
    #expect(model.count == 3)
    #expect(model.doubled == 6)
    #expect(recorder.values == [0, 1, 2, 3])
  }

  @Test("An action that changes nothing emits nothing")
  func noChange() {
    @ManagedState var model = ActionCounter()
    let recorder = $model.record()
    $model.send(.add(0))
    #expect(recorder.values.count == 1)
    #expect(model.postProcessed.value == 1)
  }
}
