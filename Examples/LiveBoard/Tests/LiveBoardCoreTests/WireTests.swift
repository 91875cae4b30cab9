import Foundation
import LiveBoardCore
import Testing

/// The JSON a client sends and receives.
@Suite("Wire format")
struct WireTests {
  static let actions: [(text: String, number: Int?, action: BoardAction)] = [
    (#"{"type":"addCard","title":"Ship","column":"todo","request":3}"#, 3, .addCard(title: "Ship", column: "todo")),
    (#"{"type":"moveCard","card":4,"column":"done"}"#, nil, .moveCard(card: 4, column: "done")),
    (#"{"type":"renameCard","card":4,"title":"Plan"}"#, nil, .renameCard(card: 4, title: "Plan")),
    (#"{"type":"deleteCard","card":4,"request":9}"#, 9, .deleteCard(card: 4)),
    (#"{"type":"setLimit","column":"doing","limit":5}"#, nil, .setLimit(column: "doing", limit: 5)),
  ]

  static let malformedMessages: [(text: String, number: Int?, message: String)] = [
    ("not json", nil, "Not valid JSON."),
    ("[1, 2]", nil, "A message is a JSON object"),
    (#"{"request": 4}"#, 4, "A message needs \"type\""),
    (#"{"type": "fly", "request": 5}"#, 5, "Unknown action \"fly\""),
    (#"{"type": "addCard", "column": "todo"}"#, nil, "addCard needs \"title\", a string."),
    (#"{"type": "moveCard", "card": "four", "column": "done", "request": 6}"#, 6, "moveCard needs \"card\""),
  ]

  @Test("each action decodes from its JSON object", arguments: actions)
  func decodes(text: String, number: Int?, action: BoardAction) throws {
    #expect(try ClientRequest(decoding: text) == ClientRequest(number: number, action: action))
  }

  @Test(
    "a malformed message is answered with what is wrong, and the request number when it can be read",
    arguments: malformedMessages
  )
  func malformed(text: String, number: Int?, message: String) {
    #expect {
      try ClientRequest(decoding: text)
    } throws: { error in
      guard let error = error as? MalformedRequest else { return false }
      return error.number == number && error.message.hasPrefix(message)
    }
  }

  @Test("replies are JSON objects with a type and the request number (null when there was none)")
  func replies() throws {
    #expect(
      ServerMessage.accepted(request: 7, revision: 12).json == #"{"request":7,"revision":12,"type":"accepted"}"#
    )
    #expect(
      ServerMessage.rejected(request: nil, action: "moveCard", message: "Full.").json
        == #"{"action":"moveCard","message":"Full.","request":null,"type":"rejected"}"#
    )
    #expect(ServerMessage.error(request: 2, message: "No.").json == #"{"message":"No.","request":2,"type":"error"}"#)
  }

  @Test("a change carries its fields beside the type, and a snapshot the whole board")
  func boardMessages() throws {
    var after = Board()
    try after.apply(.addCard(title: "Ship", column: "todo"))
    after.applyRules()
    let change = try JSONSerialization.jsonObject(
      with: Data(ServerMessage.change(BoardChange(from: Board(), to: after)).json.utf8)
    )
    let changeFields = try #require(change as? [String: Any])
    #expect(changeFields["type"] as? String == "change")
    #expect(changeFields["revision"] as? Int == 1)
    #expect((changeFields["cards"] as? [[String: Any]])?.first?["title"] as? String == "Ship")
    #expect(changeFields["removedCards"] as? [Int] == [])

    let snapshot = try JSONSerialization.jsonObject(with: Data(ServerMessage.snapshot(after).json.utf8))
    let snapshotFields = try #require(snapshot as? [String: Any])
    #expect(snapshotFields["type"] as? String == "snapshot")
    let board = try JSONDecoder().decode(
      Board.self,
      from: JSONSerialization.data(withJSONObject: try #require(snapshotFields["board"]))
    )
    #expect(board == after)
  }
}
