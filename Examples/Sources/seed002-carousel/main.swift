import SeedExamples

ExampleMain.run(CarouselExample.self)
