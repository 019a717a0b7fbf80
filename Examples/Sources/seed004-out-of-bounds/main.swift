import SeedExamples

ExampleMain.run(OutOfBoundsExample.self)
