import StreamCore
import TestSupport
import Testing

private final class Target {
  var value = 0
}

@Suite struct SinkReflectionTests {
  @Test func aSinkMirrorsNoChildrenAndShowsItsDescription() {
    let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
    #expect(sink.customMirror.children.isEmpty)
    #expect(sink.playgroundDescription as? String == "Sink")
  }

  @Test func erasedAndAssignSubscribersShowTheirDescriptionInPlaygrounds() {
    let publisher = Just(1).eraseToAnyPublisher()
    #expect(publisher.playgroundDescription as? String == "AnyPublisher")
    let subscriber = AnySubscriber<Int, Never>()
    #expect(subscriber.playgroundDescription as? String == subscriber.description)
    let assign = Subscribers.Assign(object: Target(), keyPath: \.value)
    #expect(assign.playgroundDescription as? String == "Assign Target.")
  }
}
