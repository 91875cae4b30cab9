public import BindingKit

/// A stand-in for a text field view: it is handed a binding after it is made, and the user types into it.
public final class TextField {
  /// The text the field edits; assigned by ``connect(to:)``.
  @UIBinding(.placeholder) public var text: String

  /// Creates a field with no binding yet.
  public init() {}

  /// Binds the field to a piece of state.
  public func connect(to binding: UIBinding<String>) {
    _text = binding
  }

  /// Types `characters` one by one: one write through the binding per keystroke.
  public func type(_ characters: String) {
    for character in characters {
      text.append(character)
    }
  }
}
