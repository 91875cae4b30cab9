#if !canImport(Darwin)
import StreamCore
import Testing

@Suite struct SoleSpinnerTests {
  @Test("the spinner re-reads until ready, and gives up after its reads")
  func spinsUntilReadyOrOutOfReads() {
    let spinner = SoleSpinner()
    var reads = 0
    #expect(
      spinner.spin {
        reads += 1
        return reads == 3
      }
    )
    #expect(reads == 3)
    reads = 0
    #expect(
      !spinner.spin {
        reads += 1
        return false
      }
    )
    #expect(reads == SoleSpinner.reads)
  }

  @Test("only one thread spins: a second spinner returns at once, and the role is free again afterwards")
  func oneSpinnerAtATime() {
    let spinner = SoleSpinner()
    var secondReads = 0
    var secondGotIn: Bool?
    let first = spinner.spin {
      secondGotIn = spinner.spin {
        secondReads += 1
        return true
      }
      return true
    }
    #expect(first)
    #expect(secondGotIn == false)
    #expect(secondReads == 0)
    #expect(spinner.spin { true })
  }
}
#endif
