import Foundation

extension ValueSubject {
    static let chinese: @Sendable (ValueSubject) -> String = { subject in
        switch subject {
        case let .key(key): key
        case .scriptFile: "脚本文件"
        case .scriptStep: "脚本步骤"
        case .stepTime: "步骤时间 'at'"
        case .waitSeconds: "wait 的秒数"
        case .layout: "布局文件"
        case .expectation(nil): "预期（expect 的一项）"
        case let .expectation(kind?): "\(kind) 预期"
        case .chainID: "chain 中的 id"
        case .controllerID(presented: false): "控制器的 id"
        case .controllerID(presented: true): "被呈现控制器的 id"
        case .segmentTitle: "分段标题"
        case .gesture: "手势（gestures 的一项）"
        case .rotateDegrees: "transform 的 rotate（度）"
        }
    }
}
