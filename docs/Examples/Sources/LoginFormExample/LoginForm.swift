/// The login form's state.
public struct LoginForm: Equatable, Sendable {
  /// Where signing in is.
  public enum Status: Equatable, Sendable {
    case editing
    case signingIn
    case signedIn(String)
  }

  /// The email field's text.
  public var email = ""
  /// The password field's text.
  public var password = ""
  /// Where signing in is.
  public var status = Status.editing

  /// Creates an empty form.
  public init() {}

  /// What the form shows under the email field, or `nil` when the email is valid.
  public static func emailProblem(_ email: String) -> String? {
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty else { return "enter your email" }
    guard parts[1].contains("."), !parts[1].hasSuffix(".") else { return "add the domain" }
    return nil
  }

  /// What the form shows under the password field, or `nil` when the password is long enough.
  public static func passwordProblem(_ password: String) -> String? {
    switch 8 - password.count {
    case ...0: nil
    case 1: "1 more character"
    case let missing: "\(missing) more characters"
    }
  }
}
