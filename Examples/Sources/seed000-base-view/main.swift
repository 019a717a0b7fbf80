import SeedExamples

ExampleMain.run(BaseViewExample.self)
