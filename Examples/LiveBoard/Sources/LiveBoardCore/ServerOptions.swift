/// Where the server listens and keeps its board, from the command line and the environment.
///
/// `--host`, `--port` and `--data-dir` win over `LIVEBOARD_HOST`, `LIVEBOARD_PORT` and `LIVEBOARD_DATA_DIR`, which
/// win over the defaults: `127.0.0.1`, port 8080, `./liveboard-data`. Port 0 picks a free port.
///
/// ```swift
/// let options = try ServerOptions(arguments: ["--port", "9000"], environment: ["LIVEBOARD_DATA_DIR": "/tmp/b"])
/// print(options.host, options.port, options.dataDirectory)  // Prints "127.0.0.1 9000 /tmp/b"
/// ```
public struct ServerOptions: Sendable {
  /// The address to listen on.
  public var host = "127.0.0.1"
  /// The port to listen on; 0 picks a free one.
  public var port = 8080
  /// The directory the board is stored in.
  public var dataDirectory = "liveboard-data"

  /// How to call the server, printed for `--help` and with every error.
  public static let usage = """
    usage: liveboard [--host ADDRESS] [--port PORT] [--data-dir DIRECTORY]
      --host      the address to listen on (LIVEBOARD_HOST; default 127.0.0.1)
      --port      the port, 0 for any free one (LIVEBOARD_PORT; default 8080)
      --data-dir  where the board is stored (LIVEBOARD_DATA_DIR; default ./liveboard-data)
    """

  /// Reads the options.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments, without the program's name.
  ///   - environment: The environment variables.
  /// - Throws: ``Problem``, for `--help` and for anything not understood.
  public init(arguments: [String], environment: [String: String]) throws(Problem) {
    if let host = environment["LIVEBOARD_HOST"] { self.host = host }
    if let port = environment["LIVEBOARD_PORT"] { self.port = try Self.port(port, from: "LIVEBOARD_PORT") }
    if let directory = environment["LIVEBOARD_DATA_DIR"] { dataDirectory = directory }
    var remaining = arguments[...]
    while let option = remaining.popFirst() {
      if option == "--help" || option == "-h" { throw .help }
      guard ["--host", "--port", "--data-dir"].contains(option) else { throw .invalid("unknown option \(option)") }
      guard let value = remaining.popFirst() else { throw .invalid("\(option) needs a value") }
      switch option {
      case "--host": host = value
      case "--port": port = try Self.port(value, from: option)
      default: dataDirectory = value
      }
    }
  }

  private static func port(_ text: String, from source: String) throws(Problem) -> Int {
    guard let port = Int(text), (0...65_535).contains(port) else {
      throw .invalid("\(source) must be a port number from 0 to 65535, not \(text)")
    }
    return port
  }

  /// Why the options could not be read.
  public enum Problem: Error, Equatable {
    /// `--help` was asked for.
    case help
    /// Something was not understood; the text says what.
    case invalid(String)
  }
}
