import LoginFormExample

runLiveLoginForm()
