import SearchExample

runLiveSearch()
