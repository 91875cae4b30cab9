import Foundation
import Hummingbird
import HummingbirdWebSocket
import LiveBoardCore
import Logging
import NIOCore
import PropertyKit
import StateKit
import UnixSignals

/// The LiveBoard server: the page at `/`, the board's WebSocket at `/live`, the board as JSON at `/board` and the
/// hub's counts at `/stats`. README.md describes the protocol.
@main
enum LiveBoardServer {
  static func main() async throws {
    let options: ServerOptions
    do {
      options = try ServerOptions(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: ProcessInfo.processInfo.environment
      )
    } catch .help {
      print(ServerOptions.usage)
      return
    } catch .invalid(let problem) {
      fail("\(problem)\n\(ServerOptions.usage)", status: 2)
    }
    guard let pageURL = Bundle.module.url(forResource: "index", withExtension: "html"),
      let page = try? Data(contentsOf: pageURL)
    else {
      fail("the page index.html is missing from the resources", status: 1)
    }
    let dataDirectory = URL(fileURLWithPath: options.dataDirectory, isDirectory: true)
    let hub = BoardHub(dataDirectory: dataDirectory)
    if let error = hub.board.persistenceError.value {
      printError("the stored board could not be read, so it starts empty (the file was moved aside): \(error)")
    }

    var logger = Logger(label: "liveboard")
    logger.logLevel =
      ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0) } ?? .warning
    let app = Application(
      router: httpRouter(hub: hub, page: page),
      server: .http1WebSocketUpgrade(
        webSocketRouter: webSocketRouter(hub: hub),
        configuration: .init(ws: .init(maxFrameSize: 1 << 20))
      ),
      configuration: .init(address: .hostname(options.host, port: options.port), serverName: "LiveBoard"),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? options.port
        say("LiveBoard: serving http://\(options.host):\(port) (board in \(dataDirectory.path))")
      },
      logger: logger
    )
    // Hummingbird stops once every connection has ended: each WebSocket is sent a close frame. A connection that
    // never sent a request (a browser opens a spare one) never ends, so two seconds after a stop signal the server
    // stores the board and exits anyway.
    let deadline = Task {
      for await _ in await UnixSignalsSequence(trapping: .sigterm, .sigint) {
        guard (try? await Task.sleep(for: .seconds(2))) != nil else { return }
        stop(hub)
        exit(0)
      }
    }
    try await app.runService()
    deadline.cancel()
    stop(hub)
  }

  /// The plain HTTP routes: the page, the board and the counts.
  static func httpRouter(hub: BoardHub, page: Data) -> Router<BasicRequestContext> {
    let router = Router()
    router.get("/") { _, _ in
      response(page, type: "text/html; charset=utf-8")
    }
    router.get("/board") { _, _ in
      response(Data(ServerMessage.snapshot(hub.board.wrappedValue).json.utf8), type: "application/json")
    }
    router.get("/stats") { _, _ in
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      return response(try encoder.encode(hub.statistics), type: "application/json")
    }
    return router
  }

  /// The WebSocket route: one ``BoardConnection`` per client, read from and written to at once.
  static func webSocketRouter(hub: BoardHub) -> Router<BasicWebSocketRequestContext> {
    let router = Router(context: BasicWebSocketRequestContext.self)
    router.ws("/live") { inbound, outbound, _ in
      let connection = hub.connect()
      defer { connection.close() }
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          while let frame = await connection.nextFrame() {
            try await outbound.writeTextMessage(frame)
          }
        }
        for try await message in inbound.messages(maxSize: 64 * 1_024) {
          switch message {
          case .text(let text): connection.receive(text)
          case .binary: connection.receiveBinaryMessage()
          }
        }
        // The client has gone: stop writing to it.
        group.cancelAll()
      }
    }
    return router
  }

  static func response(_ body: Data, type: String) -> Response {
    Response(
      status: .ok,
      headers: [.contentType: type, .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: body))
    )
  }

  /// Stores the last committed board.
  static func stop(_ hub: BoardHub) {
    hub.board.flush()
    say("LiveBoard: stopped at revision \(hub.board.wrappedValue.revision)")
  }

  /// Writes a line to standard output at once, unbuffered: a script waiting for the port reads it from a pipe.
  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data("\(line)\n".utf8))
  }

  static func printError(_ message: String) {
    FileHandle.standardError.write(Data("liveboard: \(message)\n".utf8))
  }

  static func fail(_ message: String, status: Int32) -> Never {
    printError(message)
    exit(status)
  }
}
