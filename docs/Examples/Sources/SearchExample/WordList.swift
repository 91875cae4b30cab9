import Foundation

/// The 4,295 English words the example searches: the words of Debian's `wamerican` list (SCOWL) that also occur
/// in at least two of the license texts of a Debian system, so the list is plain, everyday vocabulary.
public let wordList: [String] = {
  guard let url = Bundle.module.url(forResource: "words", withExtension: "txt"),
    let text = try? String(contentsOf: url, encoding: .utf8)
  else { fatalError("words.txt is missing from the SearchExample bundle") }
  return text.split(separator: "\n").map(String.init)
}()
