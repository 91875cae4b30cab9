import StreamCore
import TestSupport
import Testing

/// An assignment target that runs `onDeinit` when it goes.
private final class DeinitReporter {
  var value = 0
  let onDeinit: () -> Void

  init(onDeinit: @escaping () -> Void) {
    self.onDeinit = onDeinit
  }

  deinit { onDeinit() }
}

extension AssignTests {
  @Test("a completion re-entering from the assigned object's deinit does not recurse")
  func completionFromTheObjectsDeinitDoesNotRecurse() {
    let upstream = ManualPublisher<Int, Never>()
    var deinits = 0
    var received: [Int] = []
    do {
      let target = DeinitReporter {
        deinits += 1
        upstream.send(completion: .finished)
      }
      upstream.subscribe(Subscribers.Assign(object: target, keyPath: \.value))
      upstream.send(5)
      received.append(target.value)
    }
    upstream.send(completion: .finished)
    #expect(received == [5])
    #expect(deinits == 1)
  }

  @Test("reflects its object, key path and status, as Combine's does")
  func reflectsLikeCombine() {
    let target = DeinitReporter {}
    let assign = Subscribers.Assign(object: target, keyPath: \.value)
    let children = Array(assign.customMirror.children)
    #expect(children.map(\.label) == ["object", "keyPath", "status"])
    #expect((children.first?.value as? DeinitReporter) === target)
  }
}
