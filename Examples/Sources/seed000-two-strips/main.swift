import SeedExamples

ExampleMain.run(TwoStripsExample.self)
