import SeedExamples

ExampleMain.run(CircleButtonExample.self)
