/// A subject for events that cannot fail: a ``PassthroughSubject`` with `Never` as its failure type.
///
/// ```swift
/// let selection = EventSubject<Int>()
/// let cancellable = selection.sink { print("selected \($0)") }
/// selection.send(2)  // Prints "selected 2"
/// ```
public typealias EventSubject<Output> = PassthroughSubject<Output, Never>

/// A subject for plain signals with no payload, such as button taps: an ``EventSubject`` of `Void`.
///
/// ```swift
/// let refresh = ActionSubject()
/// let cancellable = refresh.sink { print("refresh") }
/// refresh.send()  // Prints "refresh"
/// ```
public typealias ActionSubject = EventSubject<Void>
