import Foundation

/// One message the server sends a client.
///
/// A WebSocket text frame from the server holds one or more messages, one JSON object per line: a client that is
/// behind gets what queued up for it in one frame. Every message has a `"type"`:
///
/// - `snapshot`: the whole board (`"board"`), first on every connection;
/// - `change`: a ``BoardChange`` (its fields beside `"type"`), after each committed change, to every client;
/// - `accepted`: to the sender only, the `"request"` number and the `"revision"` its action made;
/// - `rejected`: to the sender only, the `"request"` number, the `"action"` and the rule's `"message"`;
/// - `error`: to the sender only, for a message that is not a request (`"request"` when it could be read).
public enum ServerMessage: Equatable, Sendable {
  /// The whole board.
  case snapshot(Board)
  /// One committed change.
  case change(BoardChange)
  /// The sender's action was applied, making `revision`.
  case accepted(request: Int?, revision: Int)
  /// The sender's action was rejected by a rule of the board.
  case rejected(request: Int?, action: String, message: String)
  /// The sender's message was not a request.
  case error(request: Int?, message: String)

  /// The message as one line of JSON.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding these plain structs cannot fail.
    let data = try! encoder.encode(Wire(self))
    return String(decoding: data, as: UTF8.self)
  }

  /// The JSON shape: `"type"` and the case's fields side by side.
  private struct Wire: Encodable {
    let message: ServerMessage

    init(_ message: ServerMessage) {
      self.message = message
    }

    enum Key: String, CodingKey {
      case type, board, request, revision, action, message
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      switch message {
      case .snapshot(let board):
        try container.encode("snapshot", forKey: .type)
        try container.encode(board, forKey: .board)
      case .change(let change):
        try container.encode("change", forKey: .type)
        try change.encode(to: encoder)
      case .accepted(let request, let revision):
        try container.encode("accepted", forKey: .type)
        try container.encode(request, forKey: .request)
        try container.encode(revision, forKey: .revision)
      case .rejected(let request, let action, let message):
        try container.encode("rejected", forKey: .type)
        try container.encode(request, forKey: .request)
        try container.encode(action, forKey: .action)
        try container.encode(message, forKey: .message)
      case .error(let request, let message):
        try container.encode("error", forKey: .type)
        try container.encode(request, forKey: .request)
        try container.encode(message, forKey: .message)
      }
    }
  }
}
