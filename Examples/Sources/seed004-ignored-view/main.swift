import SeedExamples

ExampleMain.run(IgnoredViewExample.self)
