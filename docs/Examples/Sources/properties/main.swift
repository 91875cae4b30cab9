import PropertiesExample

runLiveProperties()
