import Foundation
import StreamCore
import TestSupport
import Testing

/// Encodes a recording through Combine's `encode(into:)`.
private struct EncodedInto: Encodable {
  let recording: Record<Int, Never>.Recording

  func encode(to encoder: any Encoder) throws {
    try recording.encode(into: encoder)
  }
}

@Suite struct RecordCodableTests {
  @Test func encodeIntoWritesWhatEncodeToWrites() throws {
    let recording = Record<Int, Never>.Recording(output: [1, 2], completion: .finished)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let viaInto = try encoder.encode(EncodedInto(recording: recording))
    #expect(viaInto == (try encoder.encode(recording)))
    #expect(String(decoding: viaInto, as: UTF8.self).contains(#""output":[1,2]"#))
  }

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
