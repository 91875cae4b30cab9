package import Dispatch
import StreamCore

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Tells when a file in a directory is replaced or written, by this process or another: inotify on Linux, a
/// file-system event source on Darwin.
///
/// It calls `onChange` on its queue with the name of the file, or `nil` when it cannot tell which file changed (on
/// Darwin, or when the kernel's event queue overflowed). It stops when cancelled or deinitialized, closing its
/// descriptor; when the directory itself is deleted it stops watching (``isWatching`` turns false).
package final class DirectoryWatcher: @unchecked Sendable {
  // @unchecked: `watching` is guarded by `lock`; the source is immutable and thread-safe.
  private let source: any DispatchSourceProtocol
  private let lock = Lock()
  private var watching = true

  /// Whether the directory is still watched: false once it was deleted, or the watcher cancelled.
  package var isWatching: Bool { lock.withLock { watching } }

  /// Starts watching `directory`, or returns `nil` when it cannot be watched.
  package init?(directory: String, queue: DispatchQueue, onChange: @escaping @Sendable (_ fileName: String?) -> Void) {
    #if canImport(Darwin)
    let descriptor = open(directory, O_EVTONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    let source = DispatchSource.makeFileSystemObjectSource(
      fileDescriptor: descriptor,
      eventMask: [.write, .delete, .rename],
      queue: queue
    )
    self.source = source
    source.setEventHandler { [weak self] in
      // The source is read through the watcher: a handler that captured it would keep it alive.
      guard let self, let events = (self.source as? any DispatchSourceFileSystemObject)?.data else { return }
      if !events.isDisjoint(with: [.delete, .rename]) { stopped() }
      onChange(nil)
    }
    #elseif os(Linux)
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    // A file renamed into place (an atomic replace) or closed after writing (a writer that writes in place).
    guard inotify_add_watch(descriptor, directory, UInt32(IN_MOVED_TO | IN_CLOSE_WRITE)) >= 0 else {
      close(descriptor)
      return nil
    }
    let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
    self.source = source
    source.setEventHandler { [weak self] in
      Self.readEvents(from: descriptor) { event in
        switch event {
        case .changed(let name): onChange(name)
        case .overflowed: onChange(nil)
        case .directoryGone: self?.stopped()
        }
      }
    }
    #else
    return nil
    #endif
    source.setCancelHandler { close(descriptor) }
    source.resume()
  }

  deinit {
    source.cancel()
  }

  /// Stops watching; the descriptor is closed on the watcher's queue.
  package func cancel() {
    stopped()
    source.cancel()
  }

  private func stopped() {
    lock.withLock { watching = false }
  }

  #if os(Linux)
  private enum Event {
    case changed(String)
    case overflowed
    case directoryGone
  }

  /// Reads the waiting inotify events and reports each.
  private static func readEvents(from descriptor: Int32, _ report: (Event) -> Void) {
    let headerSize = MemoryLayout<inotify_event>.size
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      buffer.withUnsafeBytes { bytes in
        var offset = 0
        while offset + headerSize <= count {
          let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          let nameLength = Int(event.len)
          if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
            report(.overflowed)
          } else if event.mask & UInt32(IN_IGNORED) != 0 {
            report(.directoryGone)
          } else if nameLength > 0 {
            let name = bytes[(offset + headerSize)..<(offset + headerSize + nameLength)].prefix { $0 != 0 }
            report(.changed(String(decoding: name, as: UTF8.self)))
          }
          offset += headerSize + nameLength
        }
      }
    }
  }
  #endif
}
