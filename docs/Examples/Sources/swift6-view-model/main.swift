import Swift6ViewModelExample

await runLiveSearchViewModel()
