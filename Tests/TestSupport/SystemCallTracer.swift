import Foundation

/// Traces this process's file system calls with `strace`, from when it is made until ``stop()``: for tests that check
/// the order of system calls (run it in a child process, so that only its own calls are traced).
package final class SystemCallTracer {
  /// The `strace` executable, or `nil` when it is not installed.
  package static let executable: String? = ["/usr/bin/strace", "/bin/strace", "/usr/local/bin/strace"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  /// Why a tracer could not start.
  package struct Unavailable: Error, CustomStringConvertible {
    package let description: String
  }

  private let process = Process()

  /// Attaches `strace` to every thread of this process, writing the named calls to `logPath`; returns once it
  /// traces.
  package init(logPath: String, calls: [String]) throws {
    guard let executable = Self.executable else { throw Unavailable(description: "strace is not installed") }
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["-f", "-e", "trace=" + calls.joined(separator: ","), "-o", logPath, "-p", "\(getpid())"]
    let messages = Pipe()
    process.standardError = messages
    // strace inherits this thread's signal mask, and a pool thread blocks every signal: unblock the one that stops it.
    var stopSignal = sigset_t()
    sigemptyset(&stopSignal)
    sigaddset(&stopSignal, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &stopSignal, nil)
    try process.run()
    // strace says "Process N attached" once it traces every thread.
    var said = ""
    while !said.contains("attached") {
      let data = messages.fileHandleForReading.availableData
      if data.isEmpty { throw Unavailable(description: "strace did not attach: \(said)") }
      said += String(decoding: data, as: UTF8.self)
    }
  }

  /// Detaches `strace`, and waits for it to write the last calls.
  package func stop() {
    // SIGTERM, not SIGINT: a process started from a non-interactive shell may ignore SIGINT, and so would strace.
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
  }
}
