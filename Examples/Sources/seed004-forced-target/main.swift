import SeedExamples

ExampleMain.run(ForcedTargetExample.self)
