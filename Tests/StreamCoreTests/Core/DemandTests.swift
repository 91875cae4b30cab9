import Foundation
import StreamCore
import TestSupport
import Testing

@Suite struct DemandTests {
  @Test func additionSaturatesAtUnlimited() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
    #expect(Subscribers.Demand.max(Int.max) + .max(Int.max) + .max(10) == .unlimited)
    var demand = Subscribers.Demand.none
    demand += 1
    demand += .max(1)
    #expect(demand == .max(2))
  }

  @Test func subtractionNeverGoesNegative() {
    #expect(Subscribers.Demand.max(5) - .max(2) == .max(3))
    #expect(Subscribers.Demand.max(1) - .max(5) == .none)
    #expect(Subscribers.Demand.unlimited - .max(5) == .unlimited)
    #expect(Subscribers.Demand.max(5) - .unlimited == .none)
    var demand = Subscribers.Demand.max(3)
    demand -= 1
    #expect(demand == .max(2))
  }

  @Test func multiplicationSaturates() {
    #expect(Subscribers.Demand.max(3) * 4 == .max(12))
    #expect(Subscribers.Demand.unlimited * 2 == .unlimited)
    #expect(Subscribers.Demand.max(Int.max) * 4 == .unlimited)
  }

  @Test func comparesWithIntegers() {
    #expect(Subscribers.Demand.max(3) > 2)
    #expect(Subscribers.Demand.max(3) >= 3)
    #expect(Subscribers.Demand.max(3) < 4)
    #expect(Subscribers.Demand.max(3) == 3)
    #expect(Subscribers.Demand.unlimited > 1_000_000)
    #expect(Subscribers.Demand.unlimited != Int.max)
    #expect(Subscribers.Demand.none < .max(1))
    #expect(Subscribers.Demand.max(1) < .unlimited)
  }

  @Test func exposesItsMaximum() {
    #expect(Subscribers.Demand.max(7).max == 7)
    #expect(Subscribers.Demand.unlimited.max == nil)
    #expect(Subscribers.Demand.unlimited.description == "unlimited")
    #expect(Subscribers.Demand.max(2).description == "max(2)")
  }

  @Test func roundTripsThroughCodable() throws {
    let encoded = try JSONEncoderLike.encode([Subscribers.Demand.max(4), .unlimited])
    #expect(encoded == [4, UInt(Int.max) + 1])
  }

  @Test func addingPastIntMaxIsUnlimited() {
    #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
    #expect(Subscribers.Demand.max(Int.max) + .max(1) == .unlimited)
    #expect(Subscribers.Demand.max(Int.max) + 10 == .unlimited)
    #expect(Subscribers.Demand.max(Int.max) * 2 == .unlimited)
    #expect((Subscribers.Demand.max(Int.max) + 1).max == nil)
    var demand = Subscribers.Demand.unlimited
    demand += Int.min
    #expect(demand == .unlimited)
    #expect(Subscribers.Demand.max(Int.max - 1) + 1 == .max(Int.max))
  }

  @Test func unlimitedMinusAnythingIsUnlimited() {
    #expect(Subscribers.Demand.unlimited - .unlimited == .unlimited)
    #expect(Subscribers.Demand.unlimited - Int.max == .unlimited)
    var demand = Subscribers.Demand.unlimited
    demand -= .unlimited
    #expect(demand == .unlimited)
    #expect(Subscribers.Demand.max(Int.max) - (-1) == .none)
    #expect(Subscribers.Demand.max(3) - 5 == .none)
  }

  @Test func codableEncodesUnlimitedAsCombineDoes() throws {
    struct Wrapper: Codable, Equatable { let value: Subscribers.Demand }
    let encoder = JSONEncoder()
    let unlimited = try encoder.encode(Wrapper(value: .unlimited))
    #expect(String(decoding: unlimited, as: UTF8.self) == #"{"value":9223372036854775808}"#)
    #expect(String(decoding: try encoder.encode(Wrapper(value: .max(42))), as: UTF8.self) == #"{"value":42}"#)
    let decoder = JSONDecoder()
    #expect(try decoder.decode(Wrapper.self, from: unlimited) == Wrapper(value: .unlimited))
    let tooBig = Data(#"{"value":9223372036854775809}"#.utf8)
    #expect(try decoder.decode(Wrapper.self, from: tooBig).value.description == "unlimited")
    #expect(throws: (any Error).self) { try decoder.decode(Wrapper.self, from: Data(#"{"value":-1}"#.utf8)) }
  }

  @Test func negativeDemandTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = Subscribers.Demand.max(-1)
    }
  }

  @Test func requestingNoneTraps() async {
    await #expect(processExitsWith: .failure) {
      let subject = PassthroughSubject<Int, Never>()
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      subject.subscribe(subscriber)
      subscriber.request(.none)
    }
  }
}

/// Encodes demands the way `Codable` sees them, without Foundation's JSON coders.
private enum JSONEncoderLike {
  static func encode(_ demands: [Subscribers.Demand]) throws -> [UInt] {
    try demands.map { demand in
      let encoder = SingleValueCapture()
      try demand.encode(to: encoder)
      return encoder.value
    }
  }
}

private final class SingleValueCapture: Encoder, SingleValueEncodingContainer {
  var value: UInt = 0
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] = [:]

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    fatalError("unused")
  }
  func unkeyedContainer() -> any UnkeyedEncodingContainer { fatalError("unused") }
  func singleValueContainer() -> any SingleValueEncodingContainer { self }
  func encodeNil() throws {}
  func encode(_ value: UInt) throws { self.value = value }
  func encode<T: Encodable>(_ value: T) throws { fatalError("unused") }
}
