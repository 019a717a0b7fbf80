import SeedExamples

ExampleMain.run(PassThroughExample.self)
