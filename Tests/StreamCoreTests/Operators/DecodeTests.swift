import Foundation
import StreamCore
import TestSupport
import Testing

private struct Point: Codable, Equatable {
  var x: Int
}

@Suite struct DecodeTests {
  @Test func decodesEachValueWithJSON() {
    let subscriber = [Data(#"{"x":1}"#.utf8), Data(#"{"x":2}"#.utf8)].publisher
      .decode(type: Point.self, decoder: JSONDecoder())
      .record()
    #expect(subscriber.events == [.subscription, .value(Point(x: 1)), .value(Point(x: 2)), .finished])
  }

  @Test func roundTripsThroughAPropertyList() {
    let subscriber = Just(Point(x: 4))
      .encode(encoder: PropertyListEncoder())
      .decode(type: Point.self, decoder: PropertyListDecoder())
      .record()
    #expect(subscriber.values == [Point(x: 4)])
  }

  @Test func aDecodingErrorFailsAndCancelsUpstream() {
    var cancelled = 0
    let subject = PassthroughSubject<Data, Never>()
    let subscriber =
      subject
      .handleEvents(receiveCancel: { cancelled += 1 })
      .decode(type: Point.self, decoder: JSONDecoder())
      .record()
    subject.send(Data("not json".utf8))
    subject.send(Data(#"{"x":1}"#.utf8))
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.completions.count == 1)
    #expect(subscriber.events.last != .finished)
    #expect(cancelled == 1)
  }

  @Test func worksWithACustomDecoder() {
    struct Counter: TopLevelDecoder {
      func decode<T: Decodable>(_ type: T.Type, from: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(from.utf8))
      }
    }
    #expect(Just("7").decode(type: Int.self, decoder: Counter()).record().values == [7])
  }
}
