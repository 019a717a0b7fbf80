import Foundation

extension ValueSubject {
    static let chinese: @Sendable (ValueSubject) -> String = { subject in
        switch subject {
        case let .key(key): key
        case .scriptFile: "脚本文件"
        case .scriptStep: "脚本步骤"
        case .stepTime: "步骤时间 'at'"
        case .waitSeconds: "wait 的秒数"
        }
    }
}
