import LiveBoardCore
import Testing

/// Where the server listens and keeps its board: arguments over the environment over the defaults.
@Suite("Server options")
struct ServerOptionsTests {
  @Test("the defaults listen on loopback port 8080 and keep the board in ./liveboard-data")
  func defaults() throws {
    let options = try ServerOptions(arguments: [], environment: [:])
    #expect(options.host == "127.0.0.1")
    #expect(options.port == 8080)
    #expect(options.dataDirectory == "liveboard-data")
  }

  @Test("arguments win over the environment")
  func precedence() throws {
    let options = try ServerOptions(
      arguments: ["--port", "0", "--data-dir", "/srv/board"],
      environment: ["LIVEBOARD_PORT": "9000", "LIVEBOARD_DATA_DIR": "/tmp/board", "LIVEBOARD_HOST": "::1"]
    )
    #expect(options.host == "::1")
    #expect(options.port == 0)
    #expect(options.dataDirectory == "/srv/board")
  }

  @Test(
    "what is not understood is said",
    arguments: [
      (["--port", "http"], "--port must be a port number from 0 to 65535, not http"),
      (["--port", "70000"], "--port must be a port number from 0 to 65535, not 70000"),
      (["--data-dir"], "--data-dir needs a value"),
      (["--verbose"], "unknown option --verbose"),
    ]
  )
  func problems(arguments: [String], problem: String) {
    #expect(throws: ServerOptions.Problem.invalid(problem)) {
      try ServerOptions(arguments: arguments, environment: [:])
    }
  }

  @Test("--help asks for the usage")
  func help() {
    #expect(throws: ServerOptions.Problem.help) { try ServerOptions(arguments: ["--help"], environment: [:]) }
  }
}
