import BindingKit
import Foundation
import PropertyKit
import StateKit
import StreamCore
import TestSupport
import Testing

/// The main code blocks of BindingKit's landing page and articles (and StreamCore's Getting started), verbatim
/// between the `print` recorder and the assertions.
@Suite struct BindingKitArticleSnippetTests {
  @Test func sendableBindingsHandle() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    struct Session: BehavioralStateContract, Sendable {
      static let ping = Notification.Name("Session.ping")
      var pings = 0

      static func applyAnyRules(to state: UIBinding<Self>) -> [Any] {
        let observer = NotificationCenter.default.addObserver(forName: ping, object: nil, queue: nil) { _ in
          state.wrappedValue.pings += 1  // one mutation of the state, from whichever thread posts
        }
        return [AnyCancellable { NotificationCenter.default.removeObserver(observer) }]
      }
    }
    @ManagedState var session = Session()
    NotificationCenter.default.post(name: Session.ping, object: nil)
    print(session.pings)  // Prints "1"

    #expect(printed.entries == ["1"])
  }

  @Test func sendableBindingsFromClosures() async {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    let storage = MutableProperty("")
    let name = UIBinding(get: { storage.value }, set: { storage.value = $0 })
    await Task.detached { name.wrappedValue = "Ada" }.value
    print(storage.value)  // Prints "Ada"

    #expect(printed.entries == ["Ada"])
  }

  @Test func landingPage() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    struct ViewState: Equatable {
      var isOn = false
      var items = ["A", "B"]
    }
    @UIState var state = ViewState()
    var bag = Set<AnyCancellable>()

    $state.isOn.sink { (isOn: Bool) in print("isOn:", isOn) }.store(in: &bag)  // Prints "isOn: false"
    state.items.append("C")  // prints nothing
    $state.isOn.wrappedValue = true  // Prints "isOn: true"

    let third = $state.items.safe(5, default: "-")
    print(third.wrappedValue)  // Prints "-"

    #expect(printed.entries == ["isOn: false", "isOn: true", "-"])
  }

  @Test func gettingStarted() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    struct Form: Equatable {
      var name = ""
      var isValid = false
    }
    @UIState var form = Form()
    let name = $form.name  // a UIBinding<String> that publishes only when `name` changes
    name.wrappedValue = "Ada"
    print(form.name)  // Prints "Ada"

    #expect(printed.entries == ["Ada"])
  }

  @Test func projectionsWriteThroughTheRoot() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    struct Details: Equatable { var age = 0 }
    struct Profile: Equatable {
      var name = ""
      var details = Details()
    }
    @UIState var profile = Profile()

    let age = $profile.details.age  // UIBinding<Int>
    let cancellable = age.sink { (age: Int) in print(age) }  // Prints "0"
    profile.name = "Ada"  // prints nothing: `age` did not change
    age.wrappedValue = 36  // Prints "36": one atomic write of `profile`, one notification

    #expect(printed.entries == ["0", "36"])
    cancellable.cancel()
  }

  @Test func aManagedStateReadsAsItsValue() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }

    struct Search: BehavioralStateContract {
      var query = ""
      var results: [String] = []
    }
    let search = ManagedState(wrappedValue: Search())
    search.results.append("swift")  // a write: one mutation, through the rules
    print(search.results)  // Prints "["swift"]"
    let query: UIBinding<String> = search.query  // a binding, asked for by the annotation
    query.wrappedValue = "sw"
    print(search(\.query).wrappedValue)  // Prints "sw": the call form is always a binding

    #expect(printed.entries == ["[\"swift\"]", "sw"])
  }

  @Test func propertyWrapperBindingsAreAssignedLater() {
    final class NameField {
      @UIBinding(.placeholder) var name: String  // or: @UIBinding var name: String
      func configure(with binding: UIBinding<String>) { _name = binding }
    }

    @UIState var form = "Ada"
    let field = NameField()
    field.configure(with: $form())
    field.name = "Grace"
    #expect(form == "Grace")
  }

  @Test func safeCollectionAccess() {
    let printed = Log<String>()
    func print(_ items: Any..., separator: String = " ") {
      printed.append(items.map { "\($0)" }.joined(separator: separator))
    }
    let diagnostics = Log<BindingDiagnostic.Kind>()
    let report: BindingDiagnostics.Handler = { diagnostics.append($0.kind) }
    BindingDiagnostics.withHandler(report) {
      @UIState var letters = ["A", "B"]
      let fourth = $letters.safe(3, default: "D")
      print(fourth.wrappedValue)  // Prints "D"
      fourth.wrappedValue = "X"  // ignored and reported: index 3 of 2 elements
      letters += ["C", "C"]
      fourth.wrappedValue = "X"  // lands
      letters = ["A"]
      print(fourth.wrappedValue)  // Prints "D" again
    }

    #expect(printed.entries == ["D", "D"])
    #expect(diagnostics.entries == [.outOfBoundsWrite])  // only the first write was ignored: the second landed
  }
}
