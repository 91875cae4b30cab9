import Foundation
import StreamCore
import TestSupport
import Testing

private struct Point: Codable, Equatable {
  var x: Int
}

private struct Unencodable: Encodable {
  func encode(to encoder: any Encoder) throws {
    throw TestError(name: "cannot encode")
  }
}

@Suite struct EncodeTests {
  @Test func encodesEachValueWithJSON() throws {
    let subscriber = [Point(x: 1), Point(x: 2)].publisher.encode(encoder: JSONEncoder()).record()
    #expect(subscriber.values.map { String(decoding: $0, as: UTF8.self) } == [#"{"x":1}"#, #"{"x":2}"#])
    #expect(subscriber.events.last == .finished)
  }

  @Test func encodesWithAPropertyList() throws {
    let subscriber = Just(Point(x: 3)).encode(encoder: PropertyListEncoder()).record()
    let data = try #require(subscriber.values.first)
    #expect(try PropertyListDecoder().decode(Point.self, from: data) == Point(x: 3))
  }

  @Test func anEncodingErrorFailsAndCancelsUpstream() {
    var cancelled = 0
    let subject = PassthroughSubject<Unencodable, Never>()
    let subscriber = subject.handleEvents(receiveCancel: { cancelled += 1 }).encode(encoder: JSONEncoder()).record()
    subject.send(Unencodable())
    #expect(subscriber.events == [.subscription, .failure("cannot encode")])
    #expect(cancelled == 1)
  }

  @Test func worksWithACustomEncoder() {
    struct Describer: TopLevelEncoder {
      func encode<T: Encodable>(_ value: T) throws -> String { "\(value)" }
    }
    #expect(Just(Point(x: 5)).encode(encoder: Describer()).record().values == ["Point(x: 5)"])
  }
}
