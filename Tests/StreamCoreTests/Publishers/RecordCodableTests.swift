import Foundation
import StreamCore
import TestSupport
import Testing

@Suite struct RecordCodableTests {
  @Test func aDecodedRecordReplaysTheSameEvents() throws {
    let record = Record<Int, TestCodableError>(output: [1, 2], completion: .failure(TestCodableError(code: 9)))
    let copy = try JSONDecoder().decode(Record<Int, TestCodableError>.self, from: JSONEncoder().encode(record))
    #expect(copy.record().events == [.subscription, .value(1), .value(2), .failure("TestCodableError(code: 9)")])
  }

  @Test func encodesTheRecordingUnderItsKeys() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(Record<Int, Never>(output: [3], completion: .finished))
    #expect(String(decoding: data, as: UTF8.self) == #"{"recording":{"completion":{"success":true},"output":[3]}}"#)
  }

  @Test func aDecodedRecordingIsComplete() async throws {
    await #expect(processExitsWith: .failure) {
      let recording = Record<Int, Never>.Recording(output: [1], completion: .finished)
      var copy = try JSONDecoder().decode(Record<Int, Never>.Recording.self, from: JSONEncoder().encode(recording))
      copy.receive(2)
    }
  }
}

private struct TestCodableError: Error, Codable, Equatable {
  var code: Int
}
