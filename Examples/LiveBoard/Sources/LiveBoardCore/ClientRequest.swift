import Foundation

/// One message a client sends: a ``BoardAction``, and the number the client gave the request so that it can match
/// the reply.
///
/// On the wire it is one JSON object, the action's fields beside `"type"` and the optional `"request"`:
///
/// ```swift
/// let text = #"{"type": "addCard", "request": 7, "column": "todo", "title": "Write the docs"}"#
/// let request = try ClientRequest(decoding: text)
/// print(request.number ?? 0, request.action)  // Prints "7 addCard(title: "Write the docs", column: "todo")"
/// ```
public struct ClientRequest: Equatable, Sendable {
  /// The client's number for this request, echoed in the reply; `nil` when the client sent none.
  public var number: Int?
  /// The action.
  public var action: BoardAction

  /// Creates a request.
  public init(number: Int?, action: BoardAction) {
    self.number = number
    self.action = action
  }

  /// Decodes the text of a WebSocket message.
  ///
  /// - Parameter text: The message, a JSON object.
  /// - Throws: ``MalformedRequest``, saying what is wrong in words a client developer can act on.
  public init(decoding text: String) throws(MalformedRequest) {
    do {
      self = try JSONDecoder().decode(Wire.self, from: Data(text.utf8)).request
    } catch let error as MalformedRequest {
      throw error
    } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
      throw MalformedRequest(number: nil, message: MalformedRequest.expectedObject)
    } catch {
      throw MalformedRequest(number: nil, message: "Not valid JSON. \(MalformedRequest.expectedObject)")
    }
  }

  /// The wire form: decodes the keys with messages that name the action and the field.
  private struct Wire: Decodable {
    var request: ClientRequest

    enum Key: String, CodingKey {
      case type, request, title, column, card, limit
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      let number = try? container.decode(Int.self, forKey: .request)
      func field<Value: Decodable>(_ key: Key, _ type: String, of action: String) throws -> Value {
        guard let value = try? container.decode(Value.self, forKey: key) else {
          throw MalformedRequest(number: number, message: "\(action) needs \"\(key.rawValue)\", \(type).")
        }
        return value
      }
      let type: String
      do {
        type = try container.decode(String.self, forKey: .type)
      } catch {
        throw MalformedRequest(number: number, message: "A message needs \"type\": \(MalformedRequest.actionList).")
      }
      let action: BoardAction
      switch type {
      case "addCard":
        action = .addCard(
          title: try field(.title, "a string", of: type),
          column: try field(.column, "a column identifier", of: type)
        )
      case "moveCard":
        action = .moveCard(
          card: try field(.card, "a card number", of: type),
          column: try field(.column, "a column identifier", of: type)
        )
      case "renameCard":
        action = .renameCard(
          card: try field(.card, "a card number", of: type),
          title: try field(.title, "a string", of: type)
        )
      case "deleteCard":
        action = .deleteCard(card: try field(.card, "a card number", of: type))
      case "setLimit":
        action = .setLimit(
          column: try field(.column, "a column identifier", of: type),
          limit: try field(.limit, "a number", of: type)
        )
      default:
        throw MalformedRequest(
          number: number,
          message: "Unknown action \"\(type)\": the actions are \(MalformedRequest.actionList)."
        )
      }
      request = ClientRequest(number: number, action: action)
    }
  }
}

/// A message that is not a request the board understands; the connection stays open.
public struct MalformedRequest: Error, Equatable, Sendable {
  /// The request number, when the message had one the server could read.
  public var number: Int?
  /// What is wrong.
  public var message: String

  /// Creates the error.
  public init(number: Int?, message: String) {
    self.number = number
    self.message = message
  }

  static let actionList = "addCard, moveCard, renameCard, deleteCard or setLimit"
  static let expectedObject =
    #"A message is a JSON object such as {"type": "addCard", "column": "todo", "title": "Write the docs"}."#
}
