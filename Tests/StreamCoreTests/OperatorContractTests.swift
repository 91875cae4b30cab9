import StreamCore
import TestSupport
import Testing

@Suite("Operator contract")
struct OperatorContractTests {
  @Test("values never exceed demand", arguments: operatorCases)
  func demand(_ operatorCase: OperatorCase) {
    ContractChecker.checkDemand(operatorCase)
  }

  @Test("one finish, then nothing", arguments: operatorCases)
  func finish(_ operatorCase: OperatorCase) {
    ContractChecker.checkCompletion(operatorCase, failing: false)
  }

  @Test("one failure, then nothing", arguments: operatorCases)
  func failure(_ operatorCase: OperatorCase) {
    ContractChecker.checkCompletion(operatorCase, failing: true)
  }

  @Test("nothing after cancel; cancel is idempotent", arguments: operatorCases)
  func cancel(_ operatorCase: OperatorCase) {
    ContractChecker.checkCancel(operatorCase)
  }

  @Test("releases subscriber and closures on cancel", arguments: operatorCases)
  func releaseOnCancel(_ operatorCase: OperatorCase) {
    ContractChecker.checkRelease(operatorCase, byCancelling: true)
  }

  @Test("releases subscriber and closures on completion", arguments: operatorCases)
  func releaseOnCompletion(_ operatorCase: OperatorCase) {
    ContractChecker.checkRelease(operatorCase, byCancelling: false)
  }
}
