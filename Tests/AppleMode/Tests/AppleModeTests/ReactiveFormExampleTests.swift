// "Using Combine"'s SwiftUI `ReactiveFormModel`, unchanged but for the imports: `@Published` fields feeding
// `CurrentValueSubject`s, `Publishers.CombineLatest`, and a form whose button reads `.onReceive(model.submitAllowed)`.
import AppleShapes
import StreamCore
import SwiftUI
import Testing

final class ReactiveFormModel: ObservableObject {
  @Published var firstEntry: String = "" {
    didSet { firstEntryPublisher.send(self.firstEntry) }
  }
  private let firstEntryPublisher = CurrentValueSubject<String, Never>("")

  @Published var secondEntry: String = "" {
    didSet { secondEntryPublisher.send(self.secondEntry) }
  }
  private let secondEntryPublisher = CurrentValueSubject<String, Never>("")

  @Published var validationMessages = [String]()

  private var cancellableSet: Set<AnyCancellable> = []

  var submitAllowed: AnyPublisher<Bool, Never>

  init() {
    let validationPipeline = Publishers.CombineLatest(firstEntryPublisher, secondEntryPublisher)
      .map { (arg) -> [String] in
        var diagMsgs = [String]()
        let (value, value_repeat) = arg
        if !(value_repeat == value) {
          diagMsgs.append("Values for fields must match.")
        }
        if value.count < 5 || value_repeat.count < 5 {
          diagMsgs.append("Please enter values of at least 5 characters.")
        }
        return diagMsgs
      }
    submitAllowed = validationPipeline.map { stringArray in stringArray.count < 1 }.eraseToAnyPublisher()
    validationPipeline.assign(to: \.validationMessages, on: self).store(in: &cancellableSet)
  }
}

struct ReactiveForm: View {
  @ObservedObject var model: ReactiveFormModel
  @State private var buttonIsDisabled = true

  var isButtonDisabled: Bool { buttonIsDisabled }

  func body() -> SubscriptionView<Self> {
    onReceive(model.submitAllowed) { submitAllowed in
      self.buttonIsDisabled = !submitAllowed
    }
  }
}

@Suite("Example: a SwiftUI form model on @Published and CombineLatest")
struct ReactiveFormExampleTests {
  @Test("the button is enabled once both entries match and are long enough; the messages say why not")
  func submitAllowed() {
    let form = ReactiveForm(model: ReactiveFormModel())
    let shown = form.body()
    #expect(form.isButtonDisabled)
    form.model.firstEntry = "hello"
    #expect(form.isButtonDisabled)
    #expect(
      form.model.validationMessages == [
        "Values for fields must match.", "Please enter values of at least 5 characters.",
      ]
    )
    form.model.secondEntry = "hello"
    #expect(!form.isButtonDisabled)
    #expect(form.model.validationMessages.isEmpty)
    shown.subscription.cancel()
  }
}
