import PropertyKit
import StreamCore
import TestSupport
import Testing

// "Actions", where events arrive: the `@MainActor` view model, verbatim.
@MainActor
final class CheckoutModel {
  let pay = Action<Int, String, Never>.withTask { amount in "paid \(amount)" }
    .delivering(on: UIScheduler.shared)
  private(set) var status = ""
  private(set) var isPaying = false
  private var cancellables = Set<AnyCancellable>()

  init() {
    pay.isExecuting.publisher
      .sink { [weak self] in self?.isPaying = $0 }
      .store(in: &cancellables)
  }

  func checkout(_ amount: Int) {
    pay.apply(amount)
      .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.status = $0 })
      .store(in: &cancellables)
  }
}

@Suite(.exclusiveMainQueue, .timeLimit(.minutes(1))) struct ActionsMainActorSnippetTests {
  @MainActor
  @Test func anAsyncActionsResultsReachAMainActorViewModelOnTheMainActor() async {
    let model = CheckoutModel()
    model.checkout(5)
    while model.status.isEmpty || model.isPaying { await Task.yield() }
    #expect(model.status == "paid 5")
    #expect(!model.isPaying)
  }
}
