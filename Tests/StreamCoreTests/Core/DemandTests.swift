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
    #expect(encoded == [4, UInt.max])
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
