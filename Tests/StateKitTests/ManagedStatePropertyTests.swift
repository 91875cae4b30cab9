import PropertyKit
import StateKit
import Testing

@Suite("ManagedState: Property view")
struct ManagedStatePropertyTests {
  @Test("$model.property follows each commit")
  func propertyView() {
    @ManagedState var model = SpecCounter()
    let property = $model.property
    #expect(property.value.count == 0)
    model.count = 3
    #expect(property.value.count == 3)
    #expect(property.value.text == "was 0")
  }
}
