import LoginFormExample
import StreamCore
import Testing

@Suite struct LoginFormExampleTests {
  @Test func rendersTheFormOncePerKeystrokeThenSignsIn() {
    let scheduler = TestScheduler()
    var lines: [String] = []
    var isFinished = false
    let form = runLoginForm(scheduler: scheduler, narrate: { lines.append($0) }, finished: { isFinished = true })
    #expect(
      lines == [
        "email \"\" (enter your email) | password \"\" (8 more characters) | [Sign in] disabled",
        "email \"a\" (enter your email) | password \"\" (8 more characters) | [Sign in] disabled",
        "email \"ad\" (enter your email) | password \"\" (8 more characters) | [Sign in] disabled",
        "email \"ada\" (enter your email) | password \"\" (8 more characters) | [Sign in] disabled",
        "email \"ada@\" (add the domain) | password \"\" (8 more characters) | [Sign in] disabled",
        "email \"ada@e\" (add the domain) | password \"\" (8 more characters) | [Sign in] disabled",
        "email \"ada@ex\" (add the domain) | password \"\" (8 more characters) | [Sign in] disabled",
        "email \"ada@ex.\" (add the domain) | password \"\" (8 more characters) | [Sign in] disabled",
        "email \"ada@ex.i\" ok | password \"\" (8 more characters) | [Sign in] disabled",
        "email \"ada@ex.io\" ok | password \"\" (8 more characters) | [Sign in] disabled",
        "email \"ada@ex.io\" ok | password \"•\" (7 more characters) | [Sign in] disabled",
        "email \"ada@ex.io\" ok | password \"••\" (6 more characters) | [Sign in] disabled",
        "email \"ada@ex.io\" ok | password \"•••\" (5 more characters) | [Sign in] disabled",
        "email \"ada@ex.io\" ok | password \"••••\" (4 more characters) | [Sign in] disabled",
        "email \"ada@ex.io\" ok | password \"•••••\" (3 more characters) | [Sign in] disabled",
        "email \"ada@ex.io\" ok | password \"••••••\" (2 more characters) | [Sign in] disabled",
        "email \"ada@ex.io\" ok | password \"•••••••\" (1 more character) | [Sign in] disabled",
        "email \"ada@ex.io\" ok | password \"••••••••\" ok | [Sign in] enabled",
        "email \"ada@ex.io\" ok | password \"•••••••••\" ok | [Sign in] enabled",
        "email \"ada@ex.io\" ok | password \"••••••••••\" ok | [Sign in] enabled",
        "tap [Sign in]",
        "signing in…",
      ]
    )
    scheduler.advance(by: .milliseconds(499))
    #expect(!isFinished)
    scheduler.advance(by: .milliseconds(1))
    #expect(lines.dropFirst(22) == ["welcome, ada"])
    #expect(isFinished)
    form.cancel()
  }

  @Test func validatesEmailAndPassword() {
    #expect(LoginForm.emailProblem("ada") == "enter your email")
    #expect(LoginForm.emailProblem("@ex.io") == "enter your email")
    #expect(LoginForm.emailProblem("ada@ex") == "add the domain")
    #expect(LoginForm.emailProblem("ada@ex.") == "add the domain")
    #expect(LoginForm.emailProblem("ada@ex.io") == nil)
    #expect(LoginForm.passwordProblem("1234567") == "1 more character")
    #expect(LoginForm.passwordProblem("") == "8 more characters")
    #expect(LoginForm.passwordProblem("12345678") == nil)
  }
}
