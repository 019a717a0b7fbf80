import SeedExamples

ExampleMain.run(DelegateHitTestExample.self)
