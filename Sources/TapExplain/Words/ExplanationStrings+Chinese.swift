import Foundation
import TapKit

extension ExplanationStrings {
    /// 中文：按中文 iOS 教程的说法写（命中测试、响应链、子视图、父视图……）。
    /// UIKit 的名字（hitTest(_:with:)、point(inside:with:)、isHidden、
    /// clipsToBounds、nil、super）和判定词（hitSelf、outside……）保留英文，
    /// 那是开发者搜索时用的词。中文句子用全角标点，中英文之间留一个空格。
    public static let zh = ExplanationStrings(
        walkHidden: "isHidden 为 true：连同所有子视图一起被跳过",
        walkAlpha: { alpha in "alpha 为 \(alpha)，小于 0.01：连同所有子视图一起被跳过" },
        walkInteractionDisabled: "isUserInteractionEnabled 为 false：连同所有子视图一起被跳过",
        walkRefusesTouches: "它不接收触摸",
        walkDisabledControl: "isEnabled 为 false：被禁用的控件会被命中测试跳过",
        walkSubviewReturned: { subview, hit in "子视图 \(subview) 返回了 \(hit)" },
        walkSubviewTookPoint: { subview in "子视图 \(subview) 接收了触摸点" },
        walkHitSelf: "point(inside:with:) 返回 true，且没有子视图接收触摸点：返回自身",
        walkNote: { note in "（\(note)）" },
        walkRuleNever: "自定义命中规则 'never'：总是返回 nil",
        walkRuleOutOfBounds: "自定义命中规则 'outOfBounds'：触摸点在 bounds 之外，且没有子视图接收它",
        walkRulePassThrough: "自定义命中规则 'passThrough'：本应命中自身，改为返回 nil，让下面的视图接收触摸",
        walkRuleForward: { target in "自定义命中规则 'forward'：命中自身时转交给 \(target)" },
        walkRuleForwardSubviewHit: { hit, target in "自定义命中规则 'forward'：命中 \(hit) 时转交给 \(target)" },
        walkRuleForwardOnlySelf: { target in "自定义命中规则 'forward, only self'：只在命中自身时转交给 \(target)" },
        walkHitTestWithoutSuper: { className in "\(className).hitTest(_:with:) 被重写，且没有调用 super" },
        walkHitTestChanged: { className, superResult, overrideResult in
            "\(className).hitTest(_:with:) 被重写：super 返回 \(superResult)，重写后返回 \(overrideResult)"
        },
        walkCallsInsideOverrides: { reason, found in "\(reason)；找到 \(found) 的那些调用发生在重写的方法内部，这里无法显示" },
        theViewsClass: "该视图的类",
        customCode: { className, methods in " [此处有自定义代码：\(className) 重写了 \(methods)；TapLab 按默认规则处理]" },
        ownHitTesting: { className in " [\(className) 在 UIKit 中自己做命中测试；TapLab 按默认规则处理]" },
        and: " 和 ",

        pointInsideBoundsOutsideShape: { point, shape in "触摸点 \(point) 在 bounds 内，但在它的 \(shape) 点击形状之外" },
        pointInsideInsetOutsideShape: { point, shape in "触摸点 \(point) 在按 hitInsets 调整后的 bounds 内，但在它的 \(shape) 点击形状之外" },
        pointOutsideHitArea: { point, area in "触摸点 \(point) 在它的点击区域 \(area)（bounds 按 hitInsets 调整后）之外" },
        pointInsideReturnedFalse: { className, point in "\(className).point(inside:with:) 被重写，对 \(point) 返回了 false" },
        pointOutsideBounds: { point, bounds in "触摸点 \(point) 在它的 bounds \(bounds) 之外" },
        pointInsideOverridden: { className, returned, point, placement, agreement in
            "\(className).point(inside:with:) 被重写，对 \(point) 返回了 \(returned)，\(placement)\(agreement)"
        },
        insideArea: { area in "该点在\(area)内" },
        outsideArea: { area in "该点在\(area)外" },
        defaultHitArea: "默认点击区域",
        boundsArea: { bounds in " bounds \(bounds) " },
        agreesWithDefault: "（与 UIKit 默认实现的结果相同）",

        // Spaced as a Chinese sentence needs them around a name: the
        // sentences below put none around `whose`.
        whoseSelf: { id in " \(id) " },
        whoseWindow: { window in "它的窗口 \(window) " },
        whoseAncestor: { ancestor in "它的祖先视图 \(ancestor) " },
        whyRuleNever: { id, whose in
            "\(id) 没有被命中，因为\(whose)的自定义命中规则 'never' 对任何点都返回 nil：该视图连同子视图永远收不到触摸"
        },
        whyHiddenWindow: { id, window in
            "\(id) 没有被命中，因为它的窗口 \(window) 被隐藏了：隐藏的窗口连同其中所有视图都会被命中测试跳过"
        },
        whyHidden: { id, whose in "\(id) 没有被命中，因为\(whose)被隐藏了：隐藏的视图连同子视图一起被跳过" },
        whyAlpha: { id, whose, alpha in
            "\(id) 没有被命中，因为\(whose)的 alpha 为 \(alpha)：alpha 小于 0.01 的视图连同子视图一起被跳过（Apple 文档写的是小于 0.01，不是 <= 0.01）"
        },
        whyInteractionDisabled: { id, whose in
            "\(id) 没有被命中，因为\(whose)的 isUserInteractionEnabled = false：该视图连同所有子视图都被跳过"
        },
        whyDisabledControl: { id, whose in
            "\(id) 没有被命中，因为\(whose)是被禁用的控件（isEnabled = false）：命中测试跳过它，触摸交给它后面的视图"
        },
        whyOutside: { id, reason in "\(id) 没有被命中：\(reason)" },
        whyDrawnOutsideUnclipped: { id, ancestor in
            "\(id) 画在这个点上，但这个点在它的祖先视图 \(ancestor) 的 bounds 之外：\(ancestor).clipsToBounds 为 false，所以 \(id) 显示在它外面，可是命中测试在那里根本不会进入 \(ancestor)（point(inside:) 为 false）"
        },
        whyOutsideAncestor: { id, whose, reason in "\(id) 没有被命中：触摸点在\(whose)之外（\(reason)）" },
        whyOutOfBoundsNoneTook: { id, reason in
            "\(id) 没有被命中：\(reason)；它的自定义命中规则 'outOfBounds' 会在那里询问子视图，但没有子视图接收触摸点"
        },
        whyPassThrough: { id in
            "\(id) 没有被命中，原因是它的自定义命中规则 'passThrough'：它包含触摸点且没有子视图接收，本应返回自身，但规则改为返回 nil，让下面的视图接收触摸"
        },
        whyOverrideReturnsNil: { id in
            "\(id) 没有被命中，因为它的 hitTest(_:with:) 被重写，在这里返回 nil，尽管触摸点通过了它自身的检查"
        },
        whyForwardedOutside: { id, whose, how, hit in "\(id) 没有被命中，因为\(whose)\(how) \(hit)，这是 \(id) 之外的视图" },
        forwarderOwn: "它的",
        forwarderInside: { forwarder, id in " \(forwarder)（在 \(id) 内部）的" },
        forwardsByRule: "自定义命中规则 'forward' 把命中转交给了",
        forwardsByOverride: " hitTest(_:with:) 被重写，返回了",

        whyCoveredByWindow: { window, level, pathWindow, taker in
            "窗口 \(window)（level \(level)）在 \(pathWindow) 前面，并接收了触摸点（返回 \(taker)）；窗口按 windowLevel 从高到低进行命中测试"
        },
        whyNeverAsked: { id, whose, view, parent in
            "\(id) 没有被命中，因为\(whose)的 hitTest(_:with:) 被重写，从未询问 \(view)，尽管触摸点通过了 \(parent) 自身的检查"
        },
        whyCoveredBySibling: { id, sibling, whose, returned in
            "\(id) 没有被命中，因为 \(sibling) 是\(whose)的兄弟视图，添加得更晚、位于上层，它先被询问并接收了触摸点\(returned)：子视图是从后往前进行命中测试的"
        },
        returnedNote: { taker in "（返回 \(taker)）" },
        whyGetsTouch: { id in "\(id) 收到触摸：它是包含触摸点的最深层视图" },
        whyHandedTouch: { id, giver in
            "\(id) 收到触摸：\(giver) 把触摸点交给了它，尽管 \(id) 自己的 hitTest 在这里不会返回自身"
        },
        giverForwardRule: { view in "\(view) 的自定义命中规则 'forward'" },
        giverOverride: { view in "\(view) 重写的 hitTest(_:with:)" },
        giverUnknown: "某个自定义命中规则",
        whySubviewTakes: { id, contains, relation, winner in
            "\(id) \(contains)，但\(relation) \(winner) 接收了触摸：包含触摸点的最深层视图胜出"
        },
        containsPoint: "包含触摸点",
        containsByOutOfBounds: "不包含触摸点，但它的自定义命中规则 'outOfBounds' 会在那里询问子视图",
        relationSubview: "它的子视图",
        relationInside: "它内部的视图",
        whyOverrideReplaced: { id, whose, asked, askedReturned, returned in
            "\(id) 没有被命中，因为\(whose)的 hitTest(_:with:) 被重写：它询问了 \(asked)（返回 \(askedReturned)），自己却返回了 \(returned)"
        },
        whyForwardReplaced: { id, whose, asked, askedReturned, returned in
            "\(id) 没有被命中，因为\(whose)的自定义命中规则 'forward' 把它内部的命中转交了出去：它询问了 \(asked)（返回 \(askedReturned)），自己却返回了 \(returned)"
        },
        whyUnexplained: { id, hitView in
            "\(id) 在这个点没有被命中（命中视图：\(hitView)），TapLab 已知的规则都解释不了：是某个重写的 hitTest(_:with:) 或 point(inside:with:) 决定的"
        },
        noView: "无",
        whyNotInWindow: { id in "\(id) 不在窗口中（它的祖先视图里没有窗口），所以任何触摸都到不了它" },
        whyNotInApplicationWindow: { id, window in
            "\(id) 不在应用的窗口中（它的窗口 \(window) 不是应用的窗口之一），所以任何触摸都到不了它"
        },
        whyLayer: { layer, host, hitView in
            "\(layer) 是 CALayer：图层只负责显示，不是响应者（不继承 UIResponder），命中测试从不访问它；该图层属于视图：\(host)，在这个点触摸交给的视图是：\(hitView)"
        },
        whyController: { id, view in
            "\(id) 是视图控制器，不是视图：命中测试只查找视图；\(id) 通过响应链得知 \(view) 上的触摸"
        },
        itsView: "它的视图",
        whyRecognizer: { id, view in "\(id) 是手势识别器：命中视图是 \(view) 或其子视图的触摸，它都能收到" },
        whyNotAView: { id in "\(id) 不是视图：触摸先交给视图，再沿响应链向上传到 application 和它的 delegate" },

        hintNearlyInvisible: { view, alpha in
            "。注意：\(view) 几乎不可见，但仍参与命中测试（alpha \(alpha)；UIKit 只跳过 alpha 小于 0.01 的视图）"
        },
        hintTransformCollapsed: { view in "。注意：\(view) 的 transform 把它缩放为零，所以没有任何点在它内部" },
        hintEmptyArea: { view, size, after in "。注意：\(view) 的\(size)为零，所以没有任何点在它的 bounds 内\(after)" },
        zeroWidthAndHeight: "宽度和高度",
        zeroWidth: "宽度",
        zeroHeight: "高度",
        subviewsOutsideCannotBeHit: "；画在它外面的子视图无法被命中",

        reportHeader: { point in "在 \(point) 进行命中测试" },
        reportHitView: { view, window in "命中视图：\(view)（窗口 \(window)）" },
        reportNoHitView: "命中视图：无（没有窗口返回视图）",
        reportChain: { chain in "响应链：\(chain)" },
        chainUnknownNext: "（下一个响应者不在 dump 中）",
        noteChainStops: { top in "注意：这份 dump 从 \(top) 开始，而不是从窗口开始：响应链上它后面的对象（视图控制器、它的窗口）不在 dump 中" },
        noteChainStopsAfterController: { top, controller in
            "注意：这份 dump 从 \(top) 开始，而不是从窗口开始：响应链上它的视图控制器 \(controller) 后面的对象（父视图控制器或呈现它的视图控制器、窗口）不在 dump 中"
        },
        reportWhy: { view, rule, message in "解释 \(view)：[\(rule)] \(message)" },
        reportNamedWithID: { name, id in "\(name)（\(id)）" },
        reportSharedName: { name in "\(name) [不是命中视图：不止一个视图名为 \(name)]" },
        reportTapOn: { view, point in "点击 \(view)：它可见部分的中心是 \(point)" },
        reportTapOnFrame: { view, point in "点击 \(view)：它没有任何可见部分，所以点在它 frame 的中心 \(point)" },
        tapOnHidden: { view, culprit in "\(view) 看不见：\(culprit) 是隐藏的" },
        tapOnTransparent: { view, culprit in "\(view) 看不见：\(culprit) 的 alpha 小于 0.01" },
        tapOnNoVisiblePart: { view in "\(view) 在屏幕上没有可见部分（在屏幕外，或被祖先视图裁掉）；点击它 frame 的中心" }
    )
}
