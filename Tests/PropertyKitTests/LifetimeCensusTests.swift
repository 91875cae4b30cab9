import PropertyKit
import StreamCore
import TestSupport
import Testing

/// Who keeps whom alive in PropertyKit, for the capture patterns users write; each test pins a row of the
/// "Lifetimes" article.
@Suite("Lifetime census: PropertyKit")
struct LifetimeCensusTests {
  @Test("a subscription to a MutableProperty's publisher keeps it alive until cancelled")
  func mutablePropertyPublisher() {
    weak var weakProperty: MutableProperty<Int>?
    var received: [Int] = []
    var cancellable: AnyCancellable?
    do {
      let property = MutableProperty(1)
      weakProperty = property
      cancellable = property.newValues.sink { received.append($0) }
    }
    #expect(weakProperty != nil)
    weakProperty?.value = 2
    #expect(received == [2])
    cancellable?.cancel()
    #expect(weakProperty == nil)
  }

  @Test("a subscription to a derived property keeps it, and so its source, alive until cancelled")
  func derivedPropertyPublisher() {
    weak var weakSource: MutableProperty<Int>?
    weak var weakDerived: Property<Int>?
    var received: [Int] = []
    var cancellable: AnyCancellable?
    do {
      let source = MutableProperty(1)
      let derived = source.map { $0 * 10 }
      weakSource = source
      weakDerived = derived
      cancellable = derived.publisher.sink { received.append($0) }
    }
    #expect(weakDerived != nil)
    #expect(weakSource != nil)
    weakSource?.value = 2
    #expect(received == [10, 20])
    cancellable?.cancel()
    #expect(weakDerived == nil)
    #expect(weakSource == nil)
  }

  @Test("a derived property kept while its source is dropped keeps the source alive (as ReactiveSwift's)")
  func derivedKeptSourceDropped() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    weak let weakSource = source
    var derived: Property<Int>? = source!.map { $0 + 1 }
    source = nil
    #expect(weakSource != nil)
    weakSource?.value = 5
    #expect(derived?.value == 6)
    derived = nil
    #expect(weakSource == nil)
  }

  @Test("a subscription to a ValueSubject keeps it alive until cancelled")
  func valueSubjectPublisher() {
    weak var weakSubject: ValueSubject<Int>?
    var received: [Int] = []
    var cancellable: AnyCancellable?
    do {
      let subject = ValueSubject(wrappedValue: 1)
      weakSubject = subject
      cancellable = subject.sink { received.append($0) }
    }
    #expect(weakSubject != nil)
    weakSubject?.wrappedValue = 3
    #expect(received == [1, 3])
    cancellable?.cancel()
    #expect(weakSubject == nil)
  }

  @Test("a sink stored on the object that owns the observed property is released with the object")
  func sinkStoredOnItsOwner() {
    final class Screen {
      let count = MutableProperty(0)
      var seen = 0
      var cancellable: AnyCancellable?
      init() { cancellable = count.newValues.sink { [unowned self] _ in seen += 1 } }
    }
    weak var weakScreen: Screen?
    weak var weakCount: MutableProperty<Int>?
    do {
      let screen = Screen()
      weakScreen = screen
      weakCount = screen.count
      screen.count.value = 1
      #expect(screen.seen == 1)
    }
    #expect(weakScreen == nil)
    #expect(weakCount == nil)
  }

  /// An owner of an action whose work uses the owner.
  final class Editor {
    var saved: [String] = []
    var save: Action<String, Void, Never>!
  }

  @Test("an Action whose work captures its owner strongly is a cycle (as in ReactiveSwift); weakly, it is not")
  func actionCapturingItsOwner() {
    weak var weakStrong: Editor?
    weak var weakAction: Action<String, Void, Never>?
    do {
      let editor = Editor()
      editor.save = Action { text in
        editor.saved.append(text)
        return Just(())
      }
      weakStrong = editor
      weakAction = editor.save
    }
    #expect(weakStrong != nil)
    #expect(weakAction != nil)
    weakStrong?.save = nil  // breaks the cycle
    #expect(weakStrong == nil)
    #expect(weakAction == nil)

    weak var weakWeak: Editor?
    do {
      let editor = Editor()
      editor.save = Action { [weak editor] text in
        editor?.saved.append(text)
        return Just(())
      }
      let run = editor.save.apply("draft").sink(receiveCompletion: { _ in }, receiveValue: {})
      withExtendedLifetime(run) {}
      #expect(editor.saved == ["draft"])
      weakWeak = editor
    }
    #expect(weakWeak == nil)
  }

  @Test("a subscription to an Action's values keeps neither the action nor its owner alive")
  func actionPublishersDoNotKeepTheAction() {
    weak var weakAction: Action<Int, Int, Never>?
    var finished = false
    var cancellable: AnyCancellable?
    do {
      let action = Action<Int, Int, Never> { Just($0) }
      weakAction = action
      cancellable = action.values.sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
    }
    // As ReactiveSwift's: the action's signals finish when the action goes.
    #expect(weakAction == nil)
    #expect(finished)
    withExtendedLifetime(cancellable) {}
  }
}
