import BindingKit
import Testing

@Suite struct CollectionSafeTests {
  @Test func readsNilOutsideTheIndices() {
    let letters = ["A", "B"]
    #expect(letters[safe: 0] == "A")
    #expect(letters[safe: 1] == "B")
    #expect(letters[safe: 2] == nil)
    #expect(letters[safe: -1] == nil)
  }

  @Test func sliceWithOffsetIndices() {
    let slice = ["A", "B", "C", "D"][2...]
    #expect(slice[safe: 0] == nil)
    #expect(slice[safe: 1] == nil)
    #expect(slice[safe: 2] == "C")
    #expect(slice[safe: 3] == "D")
    #expect(slice[safe: 4] == nil)
  }

  @Test func stringIndices() {
    let word = "héllo"
    let second = word.index(after: word.startIndex)
    #expect(word[safe: word.startIndex] == "h")
    #expect(word[safe: second] == "é")
    #expect(word[safe: word.endIndex] == nil)
    #expect(""[safe: "".startIndex] == nil)
  }

  @Test func setterIgnoresOutOfBoundsAndNil() {
    var letters = ["A", "B"]
    letters[safe: 1] = "b"
    letters[safe: 2] = "C"
    letters[safe: -1] = "Z"
    letters[safe: 0] = nil
    #expect(letters == ["A", "b"])
  }

  @Test func setterOnASliceUsesItsOwnIndices() {
    var slice = [1, 2, 3, 4][2...]
    slice[safe: 0] = 9
    slice[safe: 3] = 40
    #expect(Array(slice) == [3, 40])
  }

  @Test func anIndexInsideACharacterIsNotValid() {
    let word = "e\u{301}x"
    let inside = word.unicodeScalars.index(after: word.startIndex)
    #expect(word[safe: inside] == nil)
    #expect(word[safe: word.startIndex] == "e\u{301}")
    #expect(word[safe: word.index(after: word.startIndex)] == "x")
    let tail = "ae\u{301}x".dropFirst()
    #expect(tail[safe: tail.startIndex] == "e\u{301}")
    #expect(tail[safe: tail.unicodeScalars.index(after: tail.startIndex)] == nil)
    #expect(tail[safe: "ae\u{301}x".startIndex] == nil)
  }
}
