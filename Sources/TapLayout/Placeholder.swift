import TapKit
