public import PropertyKit
public import StreamCore

extension UIBinding where Value: Equatable {
  /// Keeps this binding and `other` equal: a write on either side reaches the other once.
  ///
  /// On start, `other` takes this binding's value. Afterwards each side's changes are written to the other side
  /// only when the two differ, so a write makes at most one round trip: the echo finds both sides equal and stops.
  /// Writes made at the same moment on both sides from different threads may each win on one side; serialize them
  /// (or make one side the owner) when that matters.
  ///
  /// ```swift
  /// @UIState var form = Form()        // struct Form: Equatable { var name = "" }
  /// @UIState var draft = ""
  /// let link = $form.name.bindTwoWay(with: $draft())
  /// draft = "Ada"
  /// print(form.name)                  // Prints "Ada"
  /// form.name = "Bob"
  /// print(draft)                      // Prints "Bob"
  /// ```
  ///
  /// - Parameter other: The binding to keep equal to this one.
  /// - Returns: The link; both directions stop when it is cancelled.
  public func bindTwoWay(with other: UIBinding<Value>) -> AnyCancellable {
    let forward = sink { (diff: DiffedValue<Value>) in
      if other.wrappedValue != diff.new { other.wrappedValue = diff.new }
    }
    let backward = other.sink { (diff: DiffedValue<Value>) in
      if self.wrappedValue != diff.new { self.wrappedValue = diff.new }
    }
    return AnyCancellable {
      forward.cancel()
      backward.cancel()
    }
  }

  /// Keeps this binding and `property` equal: a write on either side reaches the other once. The same as
  /// `bindTwoWay(with:)` with `UIBinding(property)`.
  ///
  /// ```swift
  /// let volume = MutableProperty(5)
  /// @UIState var slider = 0
  /// let link = $slider().bindTwoWay(with: volume)
  /// print(volume.value)  // Prints "0"
  /// volume.value = 9
  /// print(slider)        // Prints "9"
  /// ```
  ///
  /// - Parameter property: The property to keep equal to this binding.
  /// - Returns: The link; both directions stop when it is cancelled.
  public func bindTwoWay(with property: MutableProperty<Value>) -> AnyCancellable {
    bindTwoWay(with: UIBinding(property))
  }
}
