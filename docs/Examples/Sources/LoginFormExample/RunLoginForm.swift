import BindingKit
public import StreamCore

/// Runs the login-form script: a user types an email and a password, one keystroke at a time, then signs in
/// against a fake service that answers after `latency` on `scheduler`.
///
/// Each field is a ``TextField`` bound to `$form.email` or `$form.password`. The two bindings publish only when
/// their own field changes, so `combineLatest` of their validations renders the form exactly once per
/// keystroke; the sign-in button is enabled only when both are valid.
///
/// - Parameters:
///   - scheduler: Where the fake sign-in service answers.
///   - latency: How long the service takes.
///   - narrate: Receives each line of the transcript.
///   - finished: Called once the user is signed in.
/// - Returns: The running form; cancel it to stop.
public func runLoginForm<Clock: Scheduler>(
  scheduler: Clock,
  latency: Clock.SchedulerTimeType.Stride = .milliseconds(500),
  narrate: @escaping (String) -> Void,
  finished: @escaping () -> Void = {}
) -> AnyCancellable {
  @UIState var form = LoginForm()
  var subscriptions = Set<AnyCancellable>()

  let emailProblem = $form.email.map { LoginForm.emailProblem($0.new) }
  let passwordProblem = $form.password.map { LoginForm.passwordProblem($0.new) }
  emailProblem.combineLatest(passwordProblem)
    .sink { emailProblem, passwordProblem in
      let email = $form.email.wrappedValue
      let password = String(repeating: "•", count: $form.password.wrappedValue.count)
      narrate(
        "email \"\(email)\" \(emailProblem.map { "(\($0))" } ?? "ok") | "
          + "password \"\(password)\" \(passwordProblem.map { "(\($0))" } ?? "ok") | "
          + "[Sign in] \(emailProblem == nil && passwordProblem == nil ? "enabled" : "disabled")"
      )
    }
    .store(in: &subscriptions)

  $form.status.dropFirst()
    .sink { (status: DiffedValue<LoginForm.Status>) in
      switch status.new {
      case .editing: narrate("editing")
      case .signingIn: narrate("signing in…")
      case .signedIn(let name):
        narrate("welcome, \(name)")
        finished()
      }
    }
    .store(in: &subscriptions)

  let emailField = TextField()
  emailField.connect(to: $form.email)
  let passwordField = TextField()
  passwordField.connect(to: $form.password)

  emailField.type("ada@ex.io")
  passwordField.type("analytical")

  narrate("tap [Sign in]")
  form.status = .signingIn
  let name = String(form.email.prefix { $0 != "@" })
  Just(name)
    .delay(for: latency, scheduler: scheduler)
    .sink { name in form.status = .signedIn(name) }
    .store(in: &subscriptions)
  return AnyCancellable { withExtendedLifetime(subscriptions) {} }
}
