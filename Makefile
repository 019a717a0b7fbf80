# TapLab — `make run` opens the window on the gallery, `make test` runs everything.
# Both install the Debian packages they need first, when they are missing.

SYSTEM_PACKAGES := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev xvfb xauth xdotool
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFT ?= swift
TAPLAB := .build/debug/taplab

.PHONY: deps build run test check docs gallery clean leaks asan bench

deps:
	@missing=""; for p in $(SYSTEM_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build

run: build
	$(TAPLAB) run Layouts

check: build
	$(TAPLAB) check Layouts

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(TAPLAB) check Layouts docs/examples

# Every gallery layout replayed, a few shots and a check, under valgrind
# memcheck: prints the bytes definitely lost (0 expected). See docs/RELIABILITY.md.
leaks: build
	@command -v valgrind >/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq valgrind; }
	scripts/leaks.sh

# The whole test suite built with AddressSanitizer, in its own build folder.
# LeakSanitizer is off: it cannot follow the tagged pointers Swift keeps in
# side tables and multi-payload enums and reports live objects as leaks;
# leaks are checked by the weak-reference tests and by `make leaks`.
asan: deps
	$(SWIFT) build --build-tests -Xswiftc -sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 $(SWIFT) test --skip-build --scratch-path .build-asan

# Performance (docs/PERFORMANCE.md): a release build, the stress layouts
# generated into .build/stress (git-ignored; the 100k one is 8 MB), then every
# figure beside the baseline measured with it in the same run and its target.
# BENCH_FLAGS are passed on (e.g. BENCH_FLAGS="--only hit,render --samples 21").
STRESS := .build/stress
BENCH_FLAGS ?=
bench: deps
	$(SWIFT) build -c release
	@mkdir -p $(STRESS)
	.build/release/taplab generate stress --kind balanced --views 1000 -o $(STRESS)/balanced-1k.yaml
	.build/release/taplab generate stress --kind balanced --views 10000 -o $(STRESS)/balanced-10k.yaml
	.build/release/taplab generate stress --kind balanced --views 100000 -o $(STRESS)/balanced-100k.yaml
	.build/release/taplab generate stress --kind flat --views 10000 -o $(STRESS)/flat-10k.yaml
	.build/release/taplab generate stress --kind deep --views 1000 -o $(STRESS)/deep-1k.yaml
	.build/release/taplab generate stress --kind balanced --views 10000 --taps 1000 -o $(STRESS)/balanced-10k-taps.yaml
	.build/release/taplab bench --stress $(STRESS) --markdown $(STRESS)/bench.md $(BENCH_FLAGS)

# Re-runs every command quoted in the docs, so their output is real.
docs: build
	for t in docs/templates/*.tmpl.md; do python3 scripts/render-docs.py $$t docs/$$(basename $$t .tmpl.md).md; done

# Re-renders docs/GALLERY.md and docs/images from Layouts/.
gallery: build
	$(TAPLAB) gallery Layouts --output docs

clean:
	rm -rf .build
