import Foundation
import StreamCore
import TestSupport
import Testing

private struct CodableError: Error, Codable, Equatable {
  var code: Int
}

@Suite struct CompletionCodableTests {
  @Test func finishedEncodesAsSuccessTrue() throws {
    let data = try JSONEncoder().encode(Subscribers.Completion<CodableError>.finished)
    #expect(String(decoding: data, as: UTF8.self) == #"{"success":true}"#)
  }

  @Test func failureEncodesSuccessFalseAndTheError() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(Subscribers.Completion<CodableError>.failure(CodableError(code: 7)))
    #expect(String(decoding: data, as: UTF8.self) == #"{"error":{"code":7},"success":false}"#)
  }

  @Test func roundTrips() throws {
    for completion in [Subscribers.Completion<CodableError>.finished, .failure(CodableError(code: 2))] {
      let decoded = try JSONDecoder().decode(
        Subscribers.Completion<CodableError>.self,
        from: JSONEncoder().encode(completion)
      )
      #expect(decoded == completion)
    }
  }

  @Test func aFailureWithoutItsErrorDoesNotDecode() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Subscribers.Completion<CodableError>.self, from: Data(#"{"success":false}"#.utf8))
    }
  }

  @Test func demandRoundTrips() throws {
    for demand in [Subscribers.Demand.none, .max(3), .unlimited] {
      #expect(try JSONDecoder().decode(Subscribers.Demand.self, from: JSONEncoder().encode(demand)) == demand)
    }
  }
}
