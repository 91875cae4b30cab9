/// Per-field change streams of a subject of ``DiffedValue``s: each committed value is compared with the previous
/// one field by field, once, and only the subscribers of the fields that changed run.
///
/// A state container (`ManagedState`, `UIState`) publishes whole values through a ``SubjectCore`` of
/// `DiffedValue<Root>`. Observing one field through `map(keyPath).removeDuplicates()` on that stream costs every
/// observer a delivery, two key-path reads and a comparison on every commit, whether its field changed or not.
/// Here every observed field has one *channel*: a ``SubjectCore`` of the field's own events, fed by a single
/// ``CoreDependent`` of the source, the *feed* (a step of the source's delivery, cheaper than a subscriber). Per
/// commit the feed compares each channel's field in place, at its byte offset, and sends only into the channels
/// whose field changed.
///
/// Only key paths through stored properties get a channel (`MemoryLayout<Root>.offset(of:)` is not `nil`): their
/// set is finite for a type, and reading them runs no user code and cannot fail. A computed property, a subscript
/// (`\.items[2]`, which may be out of range on a later commit), a class hop or an optional chain gets `nil`, and
/// the caller filters the whole value's changes instead, only while subscribed.
///
/// Ordering and re-entrancy come from the source's delivery turn: the feed is one of its dependents, so the
/// channels see the commits one at a time, in commit order, and a mutation made by a field's subscriber is
/// delivered after the current commit reached every channel. No lock is held while a subscriber runs.
///
/// The feed is attached on first use, when the first channel is made, so a container nobody observes field by field
/// delivers its commits to nobody: a commit with no subscribers costs no delivery at all. The feed is attached
/// through ``SubjectCore/addDependent(_:)``, which makes it from the value it will follow: the channels compare the
/// next commit with that value, and a new channel's first value is its field (which lags the latest commit while
/// another thread is still delivering it). Two threads making their first channels at once may each attach a feed;
/// the first one listed is kept and the other removed, having followed the source only into its own value. Channels
/// are made on first use, one per key path and output kind, and live as long as the container: a commit costs one
/// in-place comparison per channel, even for a channel whose subscribers have all gone.
package final class FieldChannels<Root>: @unchecked Sendable {  // Owns `lock`, which guards every stored var.
  private let lock = Lock()
  /// The value the channels start from while no feed is attached (the source's first value).
  private let initial: Root
  private var channels: [FieldChannel] = []
  private var channelsByKey: [ChannelKey: FieldChannel] = [:]
  private var isFinished = false
  private var isStopped = false
  /// The attached feed, whose value the channels compare the next commit with.
  private var feed: Feed?
  /// The attached feed's dependent of the source, which dispatches its commits to the channels; released when the
  /// channels finish or stop feeding (it holds the channels).
  private var feedDependent: CoreDependent?
  private weak var source: SubjectCore<DiffedValue<Root>, Never>?
  /// The offset of `new` in a `DiffedValue<Root>`, looked up once: reading it there costs no type-metadata lookup
  /// per commit.
  private let newOffset: Int

  /// The value a feed last delivered.
  private final class Feed {
    var latest: Root

    init(latest: Root) {
      self.latest = latest
    }
  }

  /// Creates the channels of `source`; the first channel made attaches them to it.
  ///
  /// The source keeps the channels alive (through its dependent); they do not keep the source alive. A source
  /// that is never completed keeps its dependent: its owner calls ``stopFeeding()`` when it goes.
  package init(source: SubjectCore<DiffedValue<Root>, Never>) {
    initial = source.currentValue.new
    self.source = source
    guard let newOffset = MemoryLayout<DiffedValue<Root>>.offset(of: \DiffedValue<Root>.new) else {
      trap("DiffedValue<\(Root.self)>.new is not a stored property")
    }
    self.newOffset = newOffset
  }

  /// The channel of one field's values: its current value first, then its value whenever a commit changes it.
  ///
  /// - Parameter keyPath: The field.
  /// - Returns: The subject core of the field's values, shared by every caller with the same key path; `nil` if
  ///   the key path does not name stored properties only.
  package func values<Field: Equatable>(of keyPath: KeyPath<Root, Field>) -> SubjectCore<Field, Never>? {
    channel(keyPath, equality: PointeeEquality.of(Field.self)) { field in
      SubjectCore(current: field)
    } emit: { _, new in
      new
    }
  }

  /// The channel of one field's diffs: `DiffedValue(old: nil, new: current)` first, then `old`/`new` whenever a
  /// commit changes the field.
  ///
  /// - Parameter keyPath: The field; its type must be `Equatable` at run time.
  /// - Returns: The subject core of the field's diffs, shared by every caller with the same key path; `nil` if
  ///   the field's type is not `Equatable` or the key path does not name stored properties only.
  package func diffs<Field>(of keyPath: KeyPath<Root, Field>) -> SubjectCore<DiffedValue<Field>, Never>? {
    guard let equality = PointeeEquality.lookUp(Field.self) else { return nil }
    return channel(keyPath, equality: equality) { field in
      SubjectCore(current: DiffedValue(old: nil, new: field)) { DiffedValue(old: nil, new: $0.new) }
    } emit: { old, new in
      DiffedValue(changedFrom: old, to: new)
    }
  }

  /// Compares the channels' fields of the value `feed` last delivered and `new`, sends into the channels whose
  /// field changed, and keeps `new` as the value to compare the feed's next commit with.
  ///
  /// Only the holder of the source's delivery turn calls it (through a feed), so commits arrive one at a time. A
  /// feed that is not the attached one (a second thread's, about to be removed) only keeps its own value.
  private func dispatch(to new: Root, from feed: Feed) {
    lock.lock()
    let old = feed.latest
    feed.latest = new
    guard feed === self.feed, !channels.isEmpty else {
      lock.unlock()
      return withExtendedLifetime(old) {}
    }
    let targets = channels
    lock.unlock()
    withUnsafePointer(to: old) { old in
      withUnsafePointer(to: new) { new in
        for channel in targets { channel.dispatch(UnsafeRawPointer(old), UnsafeRawPointer(new)) }
      }
    }
  }

  /// Removes the channels' feed from the source: later commits reach no channel, and no feed is attached again.
  /// For a container whose source does not complete when the container is deallocated.
  package func stopFeeding() {
    lock.lock()
    isStopped = true
    let dependent = feedDependent.take()
    lock.unlock()
    if let dependent { source?.removeDependent(dependent) }
  }

  /// Completes every channel, and every channel made from now on.
  func finish() {
    lock.lock()
    isFinished = true
    let released = feedDependent.take()
    let targets = channels
    lock.unlock()
    withExtendedLifetime(released) {}
    for channel in targets { channel.finish() }
  }

  /// Attaches a feed to the source unless one is attached, feeding stopped, or the channels finished.
  private func attachFeedIfNeeded() {
    lock.lock()
    let source = feed == nil && !isStopped && !isFinished ? self.source : nil
    lock.unlock()
    guard let source else { return }
    let (made, dependent) = source.addDependent { diff in
      let made = Feed(latest: diff.new)
      let newOffset = newOffset
      let dependent = CoreDependent { [self] diff in
        dispatch(to: (diff + newOffset).assumingMemoryBound(to: Root.self).pointee, from: made)
      } complete: { [self] in
        finish()
      }
      return (made, dependent)
    }
    lock.lock()
    let isSpare = feed != nil || isStopped || isFinished
    if !isSpare {
      feed = made
      feedDependent = dependent
    }
    lock.unlock()
    if isSpare { source.removeDependent(dependent) }
  }

  private func channel<Field, Output>(
    _ keyPath: KeyPath<Root, Field>,
    equality: @escaping PointeeEquality.Comparison,
    makeCore: (Field) -> SubjectCore<Output, Never>,
    emit: @escaping (_ old: Field, _ new: Field) -> Output
  ) -> SubjectCore<Output, Never>? {
    guard let field = FieldReader(keyPath) else { return nil }
    let key = ChannelKey(keyPath: keyPath, output: ObjectIdentifier(Output.self))
    attachFeedIfNeeded()
    lock.lock()
    if let existing = channelsByKey[key] {
      lock.unlock()
      return unsafeDowncast(existing.core, to: SubjectCore<Output, Never>.self)
    }
    // Reading a stored field and making a core run no user code, so they may happen under the lock.
    let core = makeCore(field.read(feed?.latest ?? initial))
    let channel = FieldChannel(core: core) { old, new in
      if field.isEqual(old, new, by: equality) { return }
      core.send(emit(field.read(at: old), field.read(at: new)))
    } finish: {
      core.send(completion: .finished)
    }
    channels.append(channel)
    channelsByKey[key] = channel
    let finished = isFinished
    lock.unlock()
    if finished { channel.finish() }
    return core
  }
}

/// One field's channel, with its types erased so the dispatch loop is concrete code.
private final class FieldChannel {
  /// The channel's `SubjectCore`, for handing out again to later callers.
  let core: AnyObject
  /// Compares the field of the two values at the given addresses and sends into the core if it changed.
  let dispatch: (_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Void
  let finish: () -> Void

  init(
    core: AnyObject,
    dispatch: @escaping (UnsafeRawPointer, UnsafeRawPointer) -> Void,
    finish: @escaping () -> Void
  ) {
    self.core = core
    self.dispatch = dispatch
    self.finish = finish
  }
}

/// A channel's identity: its field and the kind of events it sends.
private struct ChannelKey: Hashable {
  let keyPath: AnyKeyPath
  let output: ObjectIdentifier
}

/// Reads one stored field of a value in place, at its byte offset.
///
/// A key-path read in generic code runs the key-path interpreter and looks up type metadata on every call; a read
/// at an offset is a copy of the field, and a comparison at offsets copies nothing.
struct FieldReader<Root, Field> {
  private let offset: Int

  /// A reader of the field at `keyPath`; `nil` unless the key path names stored properties only.
  init?(_ keyPath: KeyPath<Root, Field>) {
    guard let offset = MemoryLayout<Root>.offset(of: keyPath) else { return nil }
    self.offset = offset
  }

  func read(_ root: Root) -> Field {
    withUnsafePointer(to: root) { read(at: UnsafeRawPointer($0)) }
  }

  /// Reads the field of the `Root` at `root`.
  func read(at root: UnsafeRawPointer) -> Field {
    (root + offset).assumingMemoryBound(to: Field.self).pointee
  }

  /// Whether the fields of the `Root`s at `old` and `new` are equal by `equality`, which compares two `Field`s
  /// given their addresses.
  func isEqual(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer, by equality: PointeeEquality.Comparison) -> Bool {
    equality(old + offset, new + offset)
  }
}
