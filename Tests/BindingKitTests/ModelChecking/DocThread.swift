import BindingKit
import Foundation
import StateKit
import StreamCore
import TestSupport

/// One thread of a `ManagedState` or `UIState` program: performs its steps and logs each write it makes.
struct DocThread {
  let host: DocHost
  let handle: UIBinding<CheckedDoc>?
  let log: SourceLog<CheckedDoc>
  let shared: SharedRun
  /// This thread's live subscriptions, newest last, with their recordings' cancelled flags.
  private var live: [(AnyCancellable, Flag)] = []
  /// The bindings of this thread's last `bindingArray()`.
  private var bindings: [UIBinding<Int>] = []

  init(host: DocHost, handle: UIBinding<CheckedDoc>?, log: SourceLog<CheckedDoc>, shared: SharedRun) {
    self.host = host
    self.handle = handle
    self.log = log
    self.shared = shared
  }

  mutating func perform(_ step: Step) {
    switch step {
    case .setA(let value):
      record("a = \(value)") { $0.a = value }
      switch host {
      case .managed(let state): state.wrappedValue.a = value
      case .ui(let state): state.wrappedValue.a = value
      }
    case .addB(let amount):
      record("b += \(amount)") { $0.b += amount }
      switch host {
      case .managed(let state): state.wrappedValue.b += amount
      case .ui(let state): state.wrappedValue.b += amount
      }
    case .setWhole:
      let id = shared.nextID()
      var value = host.value
      value.tag = id
      value.profile.name = "n\(id)"
      record("#\(id) set whole value \(value)") { [value] in $0 = value }
      switch host {
      case .managed(let state): state.wrappedValue = value
      case .ui(let state): state.wrappedValue = value
      }
    case .withLock(let amount):
      let id = shared.nextID()
      record("#\(id) withLock b += \(amount)") {
        $0.b += amount
        $0.tag = id
      }
      host.withLock {
        $0.b += amount
        $0.tag = id
      }
    case .send(let amount):
      guard case .managed(let state) = host else { return }
      record("send(.add(\(amount)))") { $0.a += amount }
      state.send(.add(amount))
    case .bindingSet(let value):
      record("binding a = \(value)") { $0.a = value }
      host.observe(\.a).wrappedValue = value
    case .nestedModify(let amount):
      record("binding profile.age += \(amount)") { $0.profile.age += amount }
      host.observe(\.profile).age.modify { $0 += amount }
    case .handleModify(let amount):
      guard let handle else { return }
      record("handle b += \(amount)") { $0.b += amount }
      handle.observe(\.b).modify { $0 += amount }
    case .safeWrite(let index):
      writeSafely(host.observe(\.items).safe(index, default: -1), index: index, how: "safe(\(index))")
    case .append:
      let id = shared.nextID()
      record("items.append(\(id))") { $0.items.append(id) }
      host.withLock { $0.items.append(id) }
    case .removeLast:
      record("items.removeLast()") { if !$0.items.isEmpty { $0.items.removeLast() } }
      host.withLock { if !$0.items.isEmpty { $0.items.removeLast() } }
    case .makeBindingArray:
      bindings = host.observe(\.items).bindingArray()
    case .writeBindingArray(let index):
      guard index < bindings.count else { return }
      writeSafely(bindings[index], index: index, how: "bindingArray()[\(index)]")
    case .subscribe:
      let recording = Recording<Emission<CheckedDoc>>(label: "\(log.name) subscriber \(live.count)")
      shared.subscribers.append(recording)
      let probe = shared.probe(recording.label)
      subscribe(
        recording.cancelled,
        host.subscribe {
          _ = probe
          recording.log.append(Emission(old: $0.old, new: $0.new))
        }
      )
    case .cancel:
      guard let (cancellable, flag) = live.popLast() else { return }
      flag.set()
      cancellable.cancel()
    case .subscribeField(let which):
      subscribeField(which)
    case .swap, .setOther, .readDerived, .subscribeDerived:
      return
    }
  }

  private mutating func subscribeField(_ which: Int) {
    let recording = Recording<Int>(label: "\(log.name) field \(which)")
    let probe = shared.probe(recording.label)
    let cancellable: AnyCancellable
    switch which {
    case 0:
      shared.fields.append(FieldRecording(recording: recording) { $0.b })
      cancellable = host.fieldChannel {
        _ = probe
        recording.log.append($0)
      }
    case 1:
      shared.fields.append(FieldRecording(recording: recording) { $0.profile.age })
      cancellable = host.observe(\.profile).age.sink { (diff: DiffedValue<Int>) in
        _ = probe
        recording.log.append(diff.new)
      }
    default:
      shared.fields.append(FieldRecording(recording: recording) { $0.items.first ?? -1 })
      cancellable = host.observe(\.items).safe(0, default: -1).sink { (diff: DiffedValue<Int>) in
        _ = probe
        recording.log.append(diff.new)
      }
    }
    subscribe(recording.cancelled, cancellable)
  }

  private mutating func subscribe(_ cancelled: Flag, _ cancellable: AnyCancellable) {
    shared.keep(cancellable)
    live.append((cancellable, cancelled))
  }

  private func writeSafely(_ binding: UIBinding<Int>, index: Int, how: String) {
    let id = shared.nextID()
    var op = AppliedOp<CheckedDoc>(label: "\(log.name) items.\(how) = \(id)") { doc in
      if index < doc.items.count { doc.items[index] = id }
    }
    op.safeIndex = index
    log.append(op)
    binding.wrappedValue = id
  }

  private func record(_ label: String, _ apply: @escaping @Sendable (inout CheckedDoc) -> Void) {
    log.append(AppliedOp(label: "\(log.name) \(label)", apply: apply))
  }
}
