// Apple's Foundation re-declares Combine's two observation names, so that an app file importing Foundation sees them.
// These are those declarations, as Apple's Foundation has them: with the library's own protocols of the same names,
// a file importing Foundation and StreamCore was ambiguous.

public import Combine
@_exported public import Foundation

public typealias ObservableObject = Combine.ObservableObject
public typealias Published = Combine.Published
