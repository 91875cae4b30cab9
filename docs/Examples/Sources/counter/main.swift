import CounterExample

runLiveCounter()
