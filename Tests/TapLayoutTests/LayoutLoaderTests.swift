import Foundation
import XCTest
@testable import TapKit
@testable import TapLayout

/// Valid layouts (SPEC 3) build the objects they describe.
final class LayoutLoaderTests: XCTestCase {

    // MARK: Short form

    func testTheShortFormGivesWindowMainControllerRootVCTheApplicationAndItsDelegate() throws {
        // Given
        let yaml = """
            view:
              id: root
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let window = try XCTUnwrap(layout.view("main") as? UIWindow)
        guard case let .controller(controller)? = layout.objects["rootVC"] else { return XCTFail("no controller rootVC") }
        guard case .application? = layout.objects["application"] else { return XCTFail("no application") }
        guard case .delegate? = layout.objects["appDelegate"] else { return XCTFail("no appDelegate") }
        XCTAssertEqual(layout.ids, ["appDelegate", "application", "main", "root", "rootVC"])
        XCTAssertTrue(window.rootViewController === controller)
        XCTAssertTrue(controller.view === layout.view("root"))
        XCTAssertEqual(window.windowLevel, .normal)
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertEqual(layout.application.windows.count, 1)
        XCTAssertEqual(try chain(from: "root", in: layout), ["root", "rootVC", "main", "application", "appDelegate"])
    }

    func testTheShortFormWindowFillsTheScreenAndTheRootViewFillsTheWindow() throws {
        // Given
        let yaml = """
            screen: {width: 320, height: 568}
            view:
              id: root
              subviews:
                - {id: unframed}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(layout.screenSize, CGSize(width: 320, height: 568))
        XCTAssertEqual(try view("main", in: layout).frame, CGRect(x: 0, y: 0, width: 320, height: 568))
        XCTAssertEqual(try view("root", in: layout).frame, CGRect(x: 0, y: 0, width: 320, height: 568))
        XCTAssertEqual(try view("unframed", in: layout).frame, .zero, "only a root view fills its window")
    }

    func testTheScreenDefaultsToAnIPhoneOf390By844Points() throws {
        // Given
        let yaml = "view: {id: root}"

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(layout.screenSize, CGSize(width: 390, height: 844))
    }

    func testTitleDifficultyAndDescriptionAreReadForTheGallery() throws {
        // Given
        let yaml = """
            title: Overlapping buttons
            difficulty: 3
            description: |
              Two lines
              of notes.
            view: {id: root}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(layout.title, "Overlapping buttons")
        XCTAssertEqual(layout.difficulty, 3)
        XCTAssertEqual(layout.description, "Two lines\nof notes.\n")
        XCTAssertEqual(layout.file, Self.layoutFileName)
    }

    func testWithoutTitleOrDifficultyALayoutIsUntitledAndOfDifficultyOne() throws {
        // Given
        let yaml = "view: {id: root}"

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(layout.title, "")
        XCTAssertEqual(layout.difficulty, 1)
        XCTAssertTrue(layout.script.isEmpty)
        XCTAssertTrue(layout.expectations.isEmpty)
    }

    // MARK: Long form

    static let threeWindows = """
        windows:
          - id: home
            rootViewController: {id: homeVC, view: {id: homeRoot}}
          - id: banner
            level: alert
            frame: [0, 0, 390, 100]
            rootViewController: {id: bannerVC, view: {id: bannerRoot}}
          - id: status
            level: statusBar
            frame: [0, 0, 390, 50]
            rootViewController: {id: statusVC, view: {id: statusRoot}}
        """

    func testLongFormWindowsKeepTheirLevels() throws {
        // Given
        let yaml = Self.threeWindows

        // When
        let layout = try loadLayout(yaml)

        // Then
        let levels = try ["home", "banner", "status"].map { try XCTUnwrap(layout.view($0) as? UIWindow).windowLevel }
        XCTAssertEqual(levels, [.normal, .alert, .statusBar])
        XCTAssertEqual(levels.map(\.rawValue), [0, 2000, 1000])
        XCTAssertEqual(layout.application.windows.count, 3)
    }

    func testAnAlertWindowIsHitTestedAboveStatusBarAndNormalWindowsWhateverTheFileOrder() throws {
        // Given
        let layout = try loadLayout(Self.threeWindows)

        // When
        let inAllThree = hitID(10, 10, in: layout)
        let inStatusAndHome = hitID(10, 70, in: layout)
        let inHomeOnly = hitID(10, 300, in: layout)

        // Then
        XCTAssertEqual(inAllThree, "bannerRoot")
        XCTAssertEqual(inStatusAndHome, "bannerRoot", "the alert window's frame is 100 points high")
        XCTAssertEqual(inHomeOnly, "homeRoot")
    }

    func testAStatusBarWindowIsAboveANormalOne() throws {
        // Given
        let yaml = """
            windows:
              - id: status
                level: statusBar
                frame: [0, 0, 390, 50]
                rootViewController: {id: statusVC, view: {id: statusRoot}}
              - id: home
                rootViewController: {id: homeVC, view: {id: homeRoot}}
            """
        let layout = try loadLayout(yaml)

        // When
        let hit = hitID(10, 10, in: layout)

        // Then
        XCTAssertEqual(hit, "statusRoot", "a later window of a lower level stays below")
    }

    func testANumericWindowLevelIsKeptAsIs() throws {
        // Given
        let yaml = """
            windows:
              - id: hud
                level: 1500
                rootViewController: {id: hudVC, view: {id: hudRoot}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual((layout.view("hud") as? UIWindow)?.windowLevel.rawValue, 1500)
    }

    func testARootViewControllerIdNamesTheControllerBetweenTheRootViewAndTheWindow() throws {
        // Given
        let yaml = Self.threeWindows

        // When
        let layout = try loadLayout(yaml)

        // Then
        let banner = try XCTUnwrap(layout.view("banner") as? UIWindow)
        XCTAssertEqual(banner.rootViewController?.identifier, "bannerVC")
        XCTAssertTrue(banner.rootViewController?.view === layout.view("bannerRoot"))
        XCTAssertEqual(try chain(from: "bannerRoot", in: layout), ["bannerRoot", "bannerVC", "banner", "application", "appDelegate"])
    }

    func testAWindowWithoutAFrameFillsTheScreenAndItsRootViewFillsIt() throws {
        // Given
        let yaml = """
            screen: {width: 400, height: 800}
            windows:
              - id: home
                rootViewController: {id: homeVC, view: {id: homeRoot}}
              - id: sheet
                frame: [0, 400, 400, 400]
                rootViewController: {id: sheetVC, view: {id: sheetRoot}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(try view("home", in: layout).frame, CGRect(x: 0, y: 0, width: 400, height: 800))
        XCTAssertEqual(try view("sheet", in: layout).frame, CGRect(x: 0, y: 400, width: 400, height: 400))
        XCTAssertEqual(try view("sheetRoot", in: layout).frame, CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    func testAWindowTakesViewKeysSuchAsColorAndGestures() throws {
        // Given
        let yaml = """
            windows:
              - id: home
                color: "#ff0000"
                gestures: [{id: windowTap, type: tap}]
                rootViewController: {id: homeVC, view: {id: homeRoot}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let window = try view("home", in: layout)
        XCTAssertEqual(rgba(window.backgroundColor), [255, 0, 0, 255])
        XCTAssertEqual(window.gestureRecognizers?.map(\.logName), ["windowTap"])
    }

    // MARK: Classes

    func testEachClassBuildsTheMatchingUIKitClass() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: plain}
                - {id: plainToo, class: view}
                - {id: button, class: button}
                - {id: control, class: control}
                - {id: label, class: label}
                - {id: image, class: imageView}
                - {id: scroller, class: scrollView}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertTrue(type(of: try view("plain", in: layout)) == UIView.self)
        XCTAssertTrue(type(of: try view("plainToo", in: layout)) == UIView.self)
        XCTAssertTrue(try view("button", in: layout) is UIButton)
        XCTAssertTrue(type(of: try view("control", in: layout)) == UIControl.self)
        XCTAssertTrue(try view("label", in: layout) is UILabel)
        XCTAssertTrue(try view("image", in: layout) is UIImageView)
        XCTAssertTrue(try view("scroller", in: layout) is UIScrollView)
    }

    func testLabelsAndImageViewsIgnoreTouchesByDefaultAsInUIKit() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: label, class: label, frame: [0, 0, 100, 100]}
                - {id: image, class: imageView, frame: [0, 100, 100, 100]}
                - {id: plain, frame: [0, 200, 100, 100]}
                - {id: button, class: button, frame: [0, 300, 100, 100]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertFalse(try view("label", in: layout).isUserInteractionEnabled)
        XCTAssertFalse(try view("image", in: layout).isUserInteractionEnabled)
        XCTAssertTrue(try view("plain", in: layout).isUserInteractionEnabled)
        XCTAssertTrue(try view("button", in: layout).isUserInteractionEnabled)
        XCTAssertEqual(hitID(50, 50, in: layout), "root", "a label lets the touch through to the view behind it")
        XCTAssertEqual(hitID(50, 150, in: layout), "root")
        XCTAssertEqual(hitID(50, 250, in: layout), "plain")
    }

    func testInteractionTrueMakesALabelTappable() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: label, class: label, frame: [0, 0, 100, 100], interaction: true}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertTrue(try view("label", in: layout).isUserInteractionEnabled)
        XCTAssertEqual(hitID(50, 50, in: layout), "label")
    }

    func testTheControllerKeyPutsAControllerBetweenTheViewAndItsSuperview() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - id: card
                  controller: cardVC
                  frame: [0, 0, 200, 200]
                  subviews:
                    - {id: button, class: button, frame: [10, 10, 50, 50]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        guard case let .controller(controller)? = layout.objects["cardVC"] else { return XCTFail("no controller cardVC") }
        XCTAssertTrue(controller.view === layout.view("card"))
        XCTAssertEqual(try chain(from: "button", in: layout),
                       ["button", "card", "cardVC", "root", "rootVC", "main", "application", "appDelegate"])
    }

    // MARK: View keys

    func testFramesAreInTheSuperviewsCoordinates() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - id: card
                  frame: [20, 120, 350, 300]
                  subviews:
                    - {id: button, class: button, frame: [150, 120, 150, 100]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let button = try view("button", in: layout)
        XCTAssertEqual(button.frame, CGRect(x: 150, y: 120, width: 150, height: 100))
        XCTAssertEqual(button.convert(CGPoint.zero, to: nil), CGPoint(x: 170, y: 240))
        XCTAssertEqual(hitID(171, 241, in: layout), "button")
        XCTAssertEqual(hitID(169, 239, in: layout), "card")
    }

    func testSubviewsAreAddedInFileOrderSoTheLastIsInFront() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: back, frame: [0, 0, 100, 100]}
                - {id: front, frame: [50, 50, 100, 100]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(try view("root", in: layout).subviews.map(\.logName), ["back", "front"])
        XCTAssertEqual(hitID(75, 75, in: layout), "front")
        XCTAssertEqual(hitID(25, 25, in: layout), "back")
    }

    func testFlagsAlphaAndCornerRadiusAreSetOnTheView() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: flagged, frame: [0, 0, 10, 10], hidden: true, clips: true, multipleTouch: true,
                   exclusiveTouch: true, interaction: false, alpha: 0.5, cornerRadius: 8, touches: consume}
                - {id: plain, frame: [0, 0, 10, 10]}
                - {id: off, class: button, enabled: false}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let flagged = try view("flagged", in: layout), plain = try view("plain", in: layout)
        XCTAssertEqual([flagged.isHidden, flagged.clipsToBounds, flagged.isMultipleTouchEnabled,
                        flagged.isExclusiveTouch, flagged.isUserInteractionEnabled], [true, true, true, true, false])
        XCTAssertEqual([plain.isHidden, plain.clipsToBounds, plain.isMultipleTouchEnabled,
                        plain.isExclusiveTouch, plain.isUserInteractionEnabled], [false, false, false, false, true])
        XCTAssertEqual(flagged.alpha, 0.5)
        XCTAssertEqual(plain.alpha, 1)
        XCTAssertEqual(flagged.layer.cornerRadius, 8)
        XCTAssertEqual(flagged.touchesOverride, .consume)
        XCTAssertEqual(plain.touchesOverride, .forward)
        XCTAssertEqual((try view("off", in: layout) as? UIControl)?.isEnabled, false)
    }

    func testTextSetsALabelsTextAndAButtonsTitle() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: label, class: label, text: "Hello"}
                - {id: button, class: button, text: "Tap me"}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual((layout.view("label") as? UILabel)?.text, "Hello")
        XCTAssertEqual((layout.view("button") as? UIButton)?.title, "Tap me")
    }

    func testBorderSetsTheLayersWidthAndColourWithOnePointOfBlackByDefault() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: thick, border: {width: 3, color: "#ff0000"}}
                - {id: thin, border: {}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let thick = try view("thick", in: layout), thin = try view("thin", in: layout)
        XCTAssertEqual(thick.layer.borderWidth, 3)
        XCTAssertEqual(rgba(thick.layer.borderColor), [255, 0, 0, 255])
        XCTAssertEqual(thin.layer.borderWidth, 1)
        XCTAssertEqual(rgba(thin.layer.borderColor), [0, 0, 0, 255])
    }

    func testScrollViewKeysSetContentSizeOffsetPagingAndTouchHandling() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - id: carousel
                  class: scrollView
                  frame: [0, 0, 390, 200]
                  contentSize: [1170, 200]
                  contentOffset: [390, 0]
                  paging: true
                  delaysContentTouches: false
                  canCancelContentTouches: false
                - {id: defaults, class: scrollView}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let carousel = try XCTUnwrap(layout.view("carousel") as? UIScrollView)
        XCTAssertEqual(carousel.contentSize, CGSize(width: 1170, height: 200))
        XCTAssertEqual(carousel.contentOffset, CGPoint(x: 390, y: 0))
        XCTAssertEqual(carousel.bounds.origin, CGPoint(x: 390, y: 0), "bounds.origin is contentOffset")
        XCTAssertTrue(carousel.isPagingEnabled)
        XCTAssertFalse(carousel.delaysContentTouches)
        XCTAssertFalse(carousel.canCancelContentTouches)
        let defaults = try XCTUnwrap(layout.view("defaults") as? UIScrollView)
        XCTAssertEqual([defaults.isPagingEnabled, defaults.delaysContentTouches, defaults.canCancelContentTouches], [false, true, true])
    }

    // MARK: Colours

    func testColoursAcceptShortLongAndAlphaHexAndSystemNames() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: short, color: "#f80"}
                - {id: long, color: "#34c759"}
                - {id: translucent, color: "#00000080"}
                - {id: named, color: systemBlue}
                - {id: none}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(rgba(try view("short", in: layout).backgroundColor), [0xff, 0x88, 0x00, 0xff])
        XCTAssertEqual(rgba(try view("long", in: layout).backgroundColor), [0x34, 0xc7, 0x59, 0xff])
        XCTAssertEqual(rgba(try view("translucent", in: layout).backgroundColor), [0, 0, 0, 0x80])
        XCTAssertEqual(try view("named", in: layout).backgroundColor, UIColor.systemBlue)
        XCTAssertNil(try view("none", in: layout).backgroundColor)
    }

    // MARK: Transforms

    func testATransformScalesThenRotatesThenTranslates() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: turned, frame: [100, 100, 100, 100], transform: {scale: 2, rotate: 90, translate: [10, 0]}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let t = try view("turned", in: layout).transform
        let p = CGPoint(x: 1, y: 0).applying(t)
        XCTAssertEqual(p.x, 10, accuracy: 1e-9, "(1, 0) scaled to (2, 0), rotated to (0, 2), moved to (10, 2)")
        XCTAssertEqual(p.y, 2, accuracy: 1e-9)
    }

    func testATransformScaleMayDifferPerAxis() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: squashed, frame: [0, 0, 100, 100], transform: {scale: [2, 0.5]}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(try view("squashed", in: layout).transform, CGAffineTransform(scaleX: 2, y: 0.5))
    }

    func testATransformedViewIsHitWhereItIsDrawnNotWhereItsFrameWas() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: moved, frame: [0, 0, 100, 100], transform: {translate: [200, 0]}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(hitID(250, 50, in: layout), "moved")
        XCTAssertEqual(hitID(50, 50, in: layout), "root")
    }

    // MARK: Layers

    func testLayersAreDisplayOnlyAndKeepTheirProperties() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - id: card
                  frame: [0, 0, 100, 100]
                  layers:
                    - {id: glow, frame: [-10, -10, 120, 120], color: "#ffcc00", opacity: 0.5, cornerRadius: 12,
                       border: {width: 2, color: "#000"}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        guard case let .layer(layer)? = layout.objects["glow"] else { return XCTFail("no layer glow") }
        XCTAssertNil(layout.objects["glow"]?.responder, "a layer is never a responder")
        XCTAssertTrue(try view("card", in: layout).layer.sublayers?.first === layer)
        XCTAssertEqual(layer.name, "glow")
        XCTAssertEqual(layer.frame, CGRect(x: -10, y: -10, width: 120, height: 120))
        XCTAssertEqual(rgba(layer.backgroundColor), [0xff, 0xcc, 0x00, 0xff])
        XCTAssertEqual(layer.opacity, 0.5)
        XCTAssertEqual(layer.cornerRadius, 12)
        XCTAssertEqual(layer.borderWidth, 2)
        XCTAssertEqual(hitID(105, 50, in: layout), "root", "the layer's area outside the view is not hittable")
    }

    // MARK: Hit customisation

    func testHitInsetsTakeOneNumberForEverySide() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: small, frame: [100, 100, 20, 20], hitInsets: -20}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(try view("small", in: layout).hitInsets, UIEdgeInsets(top: -20, left: -20, bottom: -20, right: -20))
        XCTAssertEqual(hitID(85, 85, in: layout), "small", "negative insets enlarge the tappable area")
        XCTAssertEqual(hitID(79, 110, in: layout), "root")
    }

    func testHitInsetsTakeTopLeftBottomRightAsAList() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: card, frame: [100, 100, 100, 100], hitInsets: [10, 0, 0, -30]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(try view("card", in: layout).hitInsets, UIEdgeInsets(top: 10, left: 0, bottom: 0, right: -30))
        XCTAssertEqual(hitID(150, 105, in: layout), "root", "the top 10 points are inset")
        XCTAssertEqual(hitID(150, 115, in: layout), "card")
        XCTAssertEqual(hitID(220, 150, in: layout), "card", "30 more points on the right")
    }

    func testACircleHitShapeIsCentredWithRadiusHalfTheShorterSideByDefault() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: badge, frame: [100, 100, 100, 60], hitShape: {circle: {}}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        guard case .circle(nil, nil)? = try view("badge", in: layout).hitShape else { return XCTFail("not a default circle") }
        XCTAssertEqual(hitID(150, 130, in: layout), "badge")
        XCTAssertEqual(hitID(150, 159, in: layout), "badge")
        XCTAssertEqual(hitID(105, 130, in: layout), "root", "outside a radius of 30")
    }

    func testACircleHitShapeTakesACentreAndARadius() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: corner, frame: [100, 100, 100, 100], hitShape: {circle: {center: [0, 0], radius: 20}}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        guard case let .circle(center, radius)? = try view("corner", in: layout).hitShape else { return XCTFail("not a circle") }
        XCTAssertEqual(center, CGPoint(x: 0, y: 0))
        XCTAssertEqual(radius, 20)
        XCTAssertEqual(hitID(105, 105, in: layout), "corner")
        XCTAssertEqual(hitID(150, 150, in: layout), "root")
    }

    func testAnEllipseHitShapeFillsTheBounds() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: pill, frame: [100, 100, 200, 100], hitShape: {ellipse: {}}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        guard case .ellipse? = try view("pill", in: layout).hitShape else { return XCTFail("not an ellipse") }
        XCTAssertEqual(hitID(105, 150, in: layout), "pill")
        XCTAssertEqual(hitID(105, 105, in: layout), "root")
    }

    func testARectsHitShapeIsTheUnionOfItsRectangles() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: strips, frame: [100, 100, 100, 100], hitShape: {rects: [[0, 0, 20, 100], [80, 0, 20, 100]]}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        guard case let .rects(rects)? = try view("strips", in: layout).hitShape else { return XCTFail("not rects") }
        XCTAssertEqual(rects, [CGRect(x: 0, y: 0, width: 20, height: 100), CGRect(x: 80, y: 0, width: 20, height: 100)])
        XCTAssertEqual(hitID(110, 150, in: layout), "strips")
        XCTAssertEqual(hitID(190, 150, in: layout), "strips")
        XCTAssertEqual(hitID(150, 150, in: layout), "root")
    }

    func testAPathHitShapeFollowsItsFillRule() throws {
        // Given
        let square = "M0 0 H100 V100 H0 Z M25 25 H75 V75 H25 Z"
        let yaml = """
            view:
              id: root
              subviews:
                - {id: ring, frame: [0, 0, 100, 100], hitShape: {path: "\(square)", fillRule: evenOdd}}
                - {id: filled, frame: [0, 200, 100, 100], hitShape: {path: "\(square)"}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        guard case let .path(ring)? = try view("ring", in: layout).hitShape,
              case let .path(filled)? = try view("filled", in: layout).hitShape else { return XCTFail("not paths") }
        XCTAssertTrue(ring.usesEvenOddFillRule)
        XCTAssertFalse(filled.usesEvenOddFillRule, "nonZero is the default")
        XCTAssertEqual(hitID(10, 10, in: layout), "ring")
        XCTAssertEqual(hitID(50, 50, in: layout), "root", "the even-odd hole")
        XCTAssertEqual(hitID(50, 250, in: layout), "filled", "both squares wind the same way")
    }

    func testWithHitInsetsAndAHitShapeAPointMustBeInBoth() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: button, class: button, frame: [100, 100, 200, 100], hitInsets: -20,
                   hitShape: {rects: [[-20, 0, 40, 100], [180, 0, 40, 100]]}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(hitID(85, 150, in: layout), "button", "in the enlarged bounds and a strip")
        XCTAssertEqual(hitID(200, 150, in: layout), "root", "in the bounds but between the strips")
        XCTAssertEqual(hitID(85, 205, in: layout), "root", "in the enlarged bounds but below the strips")
    }

    func testTheHitTestRulesAreReadByName() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: a, hitTest: default}
                - {id: b, hitTest: passThrough}
                - {id: c, hitTest: outOfBounds}
                - {id: d, hitTest: never}
                - {id: e, hitTest: {forward: a}}
                - {id: f}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let names = try ["a", "b", "c", "d", "e", "f"].map { try view($0, in: layout).hitTestRule.name }
        XCTAssertEqual(names, ["default", "passThrough", "outOfBounds", "never", "forward to a", "default"])
    }

    func testAPassThroughViewLetsTouchesReachTheViewBehindButItsSubviewsStillWin() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: behind, frame: [0, 0, 200, 200]}
                - id: overlay
                  frame: [0, 0, 200, 200]
                  hitTest: passThrough
                  subviews:
                    - {id: close, class: button, frame: [150, 0, 50, 50]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(hitID(100, 100, in: layout), "behind")
        XCTAssertEqual(hitID(175, 25, in: layout), "close")
    }

    func testAnOutOfBoundsViewFindsSubviewsOutsideItsBounds() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - id: tabBar
                  frame: [0, 100, 390, 50]
                  subviews:
                    - {id: bigButton, class: button, frame: [170, -30, 50, 80]}
                - id: strictBar
                  frame: [0, 300, 390, 50]
                  subviews:
                    - {id: clippedButton, class: button, frame: [170, -30, 50, 80]}
            """
        let withRule = yaml.replacingOccurrences(of: "frame: [0, 100, 390, 50]", with: "frame: [0, 100, 390, 50]\n      hitTest: outOfBounds")

        // When
        let layout = try loadLayout(withRule)

        // Then
        XCTAssertEqual(hitID(195, 80, in: layout), "bigButton", "above the tab bar, where the button sticks out")
        XCTAssertEqual(hitID(195, 280, in: layout), "root", "without the rule the part outside is not hittable")
    }

    func testANeverViewIsNotHitNorAreItsSubviews() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: behind, frame: [0, 0, 200, 200]}
                - id: ghost
                  frame: [0, 0, 200, 200]
                  hitTest: never
                  subviews:
                    - {id: inner, frame: [0, 0, 50, 50]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(hitID(25, 25, in: layout), "behind")
        XCTAssertEqual(hitID(100, 100, in: layout), "behind")
    }

    func testAForwardRuleSendsHitsOnTheViewToTheNamedView() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - id: pagerArea
                  frame: [0, 100, 390, 200]
                  hitTest: {forward: carousel}
                  subviews:
                    - {id: carousel, class: scrollView, frame: [45, 0, 300, 200], contentSize: [900, 200], paging: true}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(hitID(10, 200, in: layout), "carousel", "the margin beside the carousel forwards to it")
        XCTAssertEqual(hitID(200, 200, in: layout), "carousel")
        XCTAssertEqual(hitID(10, 50, in: layout), "root")
    }

    func testAForwardRuleMayNameAViewDefinedLaterInTheFile() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: area, frame: [0, 0, 100, 100], hitTest: {forward: target}}
                - {id: target, frame: [200, 0, 10, 10]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(hitID(50, 50, in: layout), "target")
    }

    // MARK: First responder

    func testFirstResponderNamesTheResponderPressesStartAt() throws {
        // Given
        let yaml = """
            firstResponder: field
            view:
              id: root
              subviews:
                - {id: field, frame: [0, 0, 100, 40]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertTrue(layout.application.firstResponder === layout.view("field"))
    }

    func testWithoutFirstResponderThereIsNone() throws {
        // Given
        let yaml = "view: {id: root}"

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertNil(layout.application.firstResponder)
    }

    // MARK: Numbers

    func testNumbersMayBeIntegersDecimalsExponentsOrUseUnderscores() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: card, frame: [1_000, 2.5, 1e2, -0]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(try view("card", in: layout).frame, CGRect(x: 1000, y: 2.5, width: 100, height: 0))
    }

    // MARK: Gestures

    static let everyGesture = """
        view:
          id: root
          gestures:
            - {id: tap, type: tap}
            - {id: press, type: longPress}
            - {id: pan, type: pan}
            - {id: swipe, type: swipe}
            - {id: pinch, type: pinch}
            - {id: rotation, type: rotation}
            - {id: edge, type: screenEdgePan}
        """

    func testEveryGestureTypeBuildsItsRecognizerInFileOrder() throws {
        // Given
        let yaml = Self.everyGesture

        // When
        let layout = try loadLayout(yaml)

        // Then
        let recognizers = try XCTUnwrap(try view("root", in: layout).gestureRecognizers)
        XCTAssertEqual(recognizers.map(\.logName), ["tap", "press", "pan", "swipe", "pinch", "rotation", "edge"])
        XCTAssertTrue(recognizers[0] is UITapGestureRecognizer)
        XCTAssertTrue(recognizers[1] is UILongPressGestureRecognizer)
        XCTAssertTrue(recognizers[2] is UIPanGestureRecognizer)
        XCTAssertTrue(recognizers[3] is UISwipeGestureRecognizer)
        XCTAssertTrue(recognizers[4] is UIPinchGestureRecognizer)
        XCTAssertTrue(recognizers[5] is UIRotationGestureRecognizer)
        XCTAssertTrue(recognizers[6] is UIScreenEdgePanGestureRecognizer)
        XCTAssertTrue(recognizers.allSatisfy { $0.view === layout.view("root") })
    }

    func testUnsetGesturePropertiesKeepUIKitsDefaults() throws {
        // Given
        let yaml = Self.everyGesture

        // When
        let layout = try loadLayout(yaml)

        // Then
        let all = try XCTUnwrap(try view("root", in: layout).gestureRecognizers)
        for r in all {
            XCTAssertTrue(r.cancelsTouchesInView, r.logName)
            XCTAssertFalse(r.delaysTouchesBegan, r.logName)
            XCTAssertTrue(r.delaysTouchesEnded, r.logName)
            XCTAssertTrue(r.isEnabled, r.logName)
            XCTAssertNil(r.delegate, r.logName)
            XCTAssertTrue(r.failureRequirements.isEmpty, r.logName)
            XCTAssertTrue(r.simultaneousRecognizers.isEmpty, r.logName)
        }
        let tap = try XCTUnwrap(try recognizer("tap", in: layout) as? UITapGestureRecognizer)
        XCTAssertEqual([tap.numberOfTapsRequired, tap.numberOfTouchesRequired], [1, 1])
        let press = try XCTUnwrap(try recognizer("press", in: layout) as? UILongPressGestureRecognizer)
        XCTAssertEqual(press.minimumPressDuration, 0.5)
        XCTAssertEqual(press.allowableMovement, 10)
        XCTAssertEqual([press.numberOfTapsRequired, press.numberOfTouchesRequired], [0, 1])
        let pan = try XCTUnwrap(try recognizer("pan", in: layout) as? UIPanGestureRecognizer)
        XCTAssertEqual([pan.minimumNumberOfTouches, pan.maximumNumberOfTouches], [1, Int.max])
        let swipe = try XCTUnwrap(try recognizer("swipe", in: layout) as? UISwipeGestureRecognizer)
        XCTAssertEqual(swipe.direction, .right)
        XCTAssertEqual(swipe.numberOfTouchesRequired, 1)
        let edge = try XCTUnwrap(try recognizer("edge", in: layout) as? UIScreenEdgePanGestureRecognizer)
        XCTAssertEqual(edge.edges, [])
    }

    func testTapAndLongPressTakeTapsAndTouches() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures:
                - {id: twoFingerDoubleTap, type: tap, taps: 2, touches: 2}
                - {id: press, type: longPress, taps: 1, touches: 2, minimumPressDuration: 1.5, allowableMovement: 20}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let tap = try XCTUnwrap(try recognizer("twoFingerDoubleTap", in: layout) as? UITapGestureRecognizer)
        XCTAssertEqual([tap.numberOfTapsRequired, tap.numberOfTouchesRequired], [2, 2])
        let press = try XCTUnwrap(try recognizer("press", in: layout) as? UILongPressGestureRecognizer)
        XCTAssertEqual([press.numberOfTapsRequired, press.numberOfTouchesRequired], [1, 2])
        XCTAssertEqual(press.minimumPressDuration, 1.5)
        XCTAssertEqual(press.allowableMovement, 20)
    }

    func testPanTouchesSetsItsMinimumNumberOfTouches() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures: [{id: twoFingerPan, type: pan, touches: 2}]
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual((try recognizer("twoFingerPan", in: layout) as? UIPanGestureRecognizer)?.minimumNumberOfTouches, 2)
    }

    func testSwipeTakesOneDirectionOrSeveral() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures:
                - {id: left, type: swipe, direction: left}
                - {id: vertical, type: swipe, direction: [up, down], touches: 2}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let left = try XCTUnwrap(try recognizer("left", in: layout) as? UISwipeGestureRecognizer)
        XCTAssertEqual(left.direction, .left)
        let vertical = try XCTUnwrap(try recognizer("vertical", in: layout) as? UISwipeGestureRecognizer)
        XCTAssertEqual(vertical.direction, [.up, .down])
        XCTAssertEqual(vertical.numberOfTouchesRequired, 2)
    }

    func testScreenEdgePanTakesOneEdgeSeveralOrAll() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures:
                - {id: back, type: screenEdgePan, edges: left}
                - {id: corners, type: screenEdgePan, edges: [top, right]}
                - {id: any, type: screenEdgePan, edges: all}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual((try recognizer("back", in: layout) as? UIScreenEdgePanGestureRecognizer)?.edges, .left)
        XCTAssertEqual((try recognizer("corners", in: layout) as? UIScreenEdgePanGestureRecognizer)?.edges, [.top, .right])
        XCTAssertEqual((try recognizer("any", in: layout) as? UIScreenEdgePanGestureRecognizer)?.edges, .all)
    }

    func testTheCommonGestureKeysOverrideTheDefaults() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures:
                - {id: tap, type: tap, cancelsTouchesInView: false, delaysTouchesBegan: true,
                   delaysTouchesEnded: false, enabled: false, shouldBegin: false}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let tap = try recognizer("tap", in: layout)
        XCTAssertFalse(tap.cancelsTouchesInView)
        XCTAssertTrue(tap.delaysTouchesBegan)
        XCTAssertFalse(tap.delaysTouchesEnded)
        XCTAssertFalse(tap.isEnabled)
        let delegate = try XCTUnwrap(tap.delegate, "the layout keeps the delegate alive")
        XCTAssertFalse(delegate.gestureRecognizerShouldBegin(tap))
    }

    func testShouldBeginTrueInstallsADelegateThatLetsTheRecognizerBegin() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures: [{id: tap, type: tap, shouldBegin: true}]
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let tap = try recognizer("tap", in: layout)
        XCTAssertEqual(tap.delegate?.gestureRecognizerShouldBegin(tap), true)
    }

    func testRequireToFailAndSimultaneousWithLinkRecognizersByIdEvenAcrossViewsAndLaterInTheFile() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures:
                - {id: singleTap, type: tap, requireToFail: [doubleTap, press], simultaneousWith: [pinch]}
              subviews:
                - id: card
                  gestures:
                    - {id: doubleTap, type: tap, taps: 2}
                    - {id: press, type: longPress}
                    - {id: pinch, type: pinch}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let single = try recognizer("singleTap", in: layout)
        XCTAssertEqual(single.failureRequirements.compactMap { $0.recognizer?.logName }, ["doubleTap", "press"])
        XCTAssertEqual(single.simultaneousRecognizers.compactMap { $0.recognizer?.logName }, ["pinch"])
        XCTAssertTrue(try recognizer("doubleTap", in: layout).failureRequirements.isEmpty)
    }

    func testAGestureIdNamesARecognizerNotAResponder() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures: [{id: tap, type: tap}]
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertNil(layout.objects["tap"]?.responder)
        XCTAssertNil(layout.view("tap"))
    }

    // MARK: Scripts and expectations as read

    func testEveryScriptStepIsReadWithItsDefaults() throws {
        // Given
        let yaml = """
            view: {id: root}
            script:
              - tap: [10, 20]
              - doubleTap: [30, 40]
              - longPress: {at: [1, 2]}
              - longPress: {at: [1, 2], duration: 2}
              - down: {touch: 1, at: [5, 5]}
              - move: {touch: 1, to: [50, 5]}
              - move: {touch: 1, to: [60, 5], duration: 1}
              - up: {touch: 1}
              - down: {touch: 2, at: [5, 5]}
              - cancel: {touch: 2}
              - drag: {from: [0, 0], to: [100, 0]}
              - pinch: {center: [100, 100], from: 50, to: 150}
              - rotate: {center: [100, 100], degrees: 90}
              - rotate: {center: [100, 100], radius: 40, degrees: -45, duration: 1}
              - wait: 1.5
              - key: space
              - shake: {}
              - shake:
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let p = { (x: CGFloat, y: CGFloat) in CGPoint(x: x, y: y) }
        XCTAssertEqual(layout.script.map(\.kind), [
            .tap(p(10, 20)), .doubleTap(p(30, 40)),
            .longPress(at: p(1, 2), duration: 0.8), .longPress(at: p(1, 2), duration: 2),
            .down(touch: 1, at: p(5, 5)), .move(touch: 1, to: p(50, 5), duration: 0.25),
            .move(touch: 1, to: p(60, 5), duration: 1), .up(touch: 1),
            .down(touch: 2, at: p(5, 5)), .cancel(touch: 2),
            .drag(from: p(0, 0), to: p(100, 0), duration: 0.3),
            .pinch(center: p(100, 100), from: 50, to: 150, duration: 0.5),
            .rotate(center: p(100, 100), radius: 60, degrees: 90, duration: 0.5),
            .rotate(center: p(100, 100), radius: 40, degrees: -45, duration: 1),
            .wait(1.5), .key("space"), .shake, .shake,
        ])
        XCTAssertTrue(layout.script.allSatisfy { $0.pinnedTime == nil })
    }

    func testAScriptStepRemembersWhereItIsWrittenAndItsPinnedTime() throws {
        // Given
        let yaml = """
            view: {id: root}
            script:
              - tap: [10, 20]
              - at: 2.5
                tap: [30, 40]
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(layout.script.map(\.pinnedTime), [nil, 2.5])
        XCTAssertEqual(layout.script.map(\.line), [3, 5])
        XCTAssertEqual(layout.script.map(\.column), [5, 5])
    }

    func testExpectationsAreReadWithTheLineAndColumnOfTheirKind() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews: [{id: button, class: button, frame: [0, 0, 10, 10]}]
            expect:
              - hit: {at: [5, 5], view: button}
              - hit: {at: [500, 5], view: null}
              - chain: {from: button, is: [button, root]}
              - log: [touchesBegan button]
              -   notInLog: [touchesBegan root]
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(layout.expectations.map(\.line), [5, 6, 7, 8, 9])
        XCTAssertEqual(layout.expectations.map(\.column), [5, 5, 5, 5, 7])
        guard case let .hit(at, view) = layout.expectations[0].kind else { return XCTFail("not a hit") }
        XCTAssertEqual(at, CGPoint(x: 5, y: 5))
        XCTAssertEqual(view, "button")
        guard case .hit(_, nil) = layout.expectations[1].kind else { return XCTFail("not a hit on no view") }
        guard case let .chain(from, ids) = layout.expectations[2].kind else { return XCTFail("not a chain") }
        XCTAssertEqual(from, "button")
        XCTAssertEqual(ids, ["button", "root"])
        guard case let .log(lines) = layout.expectations[3].kind,
              case let .notInLog(forbidden) = layout.expectations[4].kind else { return XCTFail("not log lines") }
        XCTAssertEqual(lines, ["touchesBegan button"])
        XCTAssertEqual(forbidden, ["touchesBegan root"])
    }
}
