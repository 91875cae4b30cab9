import OpenCombine

let values = Just(3).map { $0 * 2 }.filter { $0 > 1 }
let changes = [1, 1, 2, 2, 3].publisher.removeDuplicates()
let triples = Just(1).zip(Just("a"), Just(true))
var printed: [String] = []
let a = values.sink { printed.append("\($0)") }
let b = changes.sink { printed.append("\($0)") }
let c = triples.sink { printed.append("\($0)") }
print(printed.joined(separator: " "))
