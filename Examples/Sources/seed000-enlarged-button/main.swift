import SeedExamples

ExampleMain.run(EnlargedButtonExample.self)
