import Foundation
import StateKit
import Testing

@Suite("IgnoredState: coding")
struct IgnoredStateCodableTests {
  struct Model: Equatable, Codable {
    var title = "a"
    @IgnoredState var hits: [Int] = [1]
    @IgnoredState var lookup: [String: Int] = ["x": 1]
    @IgnoredState var note: String? = "n"
    @IgnoredState var tags: Set<String> = ["t"]
    @IgnoredState var label = "label"
  }

  @Test("A model's synthesized encoding leaves ignored fields out")
  func encodingLeavesThemOut() throws {
    let text = String(decoding: try JSONEncoder().encode(Model()), as: UTF8.self)
    #expect(text == #"{"title":"a"}"#)
  }

  @Test("A model's synthesized decoding starts ignored fields empty, present or not")
  func decodingStartsThemEmpty() throws {
    let model = try JSONDecoder().decode(Model.self, from: Data(#"{"title":"b","hits":[5]}"#.utf8))
    #expect(model.title == "b")
    #expect(model.hits.isEmpty)
    #expect(model.lookup.isEmpty)
    #expect(model.note == nil)
    #expect(model.tags.isEmpty)
    #expect(model.label.isEmpty)
  }

  @Test("A field without an empty value fails to decode, naming its type")
  func aTypeWithoutAnEmptyValueFails() {
    struct Counted: Equatable, Codable {
      @IgnoredState var count = 3
    }
    #expect {
      _ = try JSONDecoder().decode(Counted.self, from: Data("{}".utf8))
    } throws: { error in
      "\(error)".contains("IgnoredState<Int>")
    }
  }
}
