# TapLab — `make run` opens the window on the gallery, `make test` runs everything.
# Both install the Debian packages they need first, when they are missing.

SYSTEM_PACKAGES := pkg-config libsdl2-dev libcairo2-dev libpango1.0-dev libpng-dev fonts-dejavu-core fonts-wqy-microhei libyaml-dev xvfb xauth xdotool poppler-utils libgif-dev ffmpeg
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFT ?= swift
TAPLAB := .build/debug/taplab
# pkg-config files without the flags SwiftPM refuses and warns about on
# every build (scripts/pkgconfig-shadow.sh); `deps` writes them.
PKGCONFIG_SHADOW := $(CURDIR)/.build/pkgconfig
export PKG_CONFIG_PATH := $(PKGCONFIG_SHADOW)$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))

.PHONY: deps build run test examples check docs gallery clean leaks asan bench bench-build bench-deps storm

deps:
	@missing=""; for p in $(SYSTEM_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
	@scripts/pkgconfig-shadow.sh $(PKGCONFIG_SHADOW) sdl2 pangocairo

build: deps
	$(SWIFT) build

run: build
	$(TAPLAB) run Layouts

check: build
	$(TAPLAB) check Layouts

# `make test`: the main package built with its tests, then everything else
# as parallel jobs (scripts/test-jobs.sh): the test bundle's XCTest classes
# in groups and its swift-testing storms, `taplab check Layouts
# docs/examples`, what `make examples` and `make bench-build` do, all in the
# one .build (docs/PERFORMANCE.md, "Test loop"). TEST_JOBS=N runs N jobs at a
# time (4). `swift test` still runs the whole suite on its own, serially.
test: deps
	scripts/no-warnings.sh $(SWIFT) build --build-tests
	SWIFT=$(SWIFT) scripts/test-jobs.sh

# Examples/: the seed articles' patterns as Swift programs on the TapLab
# library, a package of its own, built in the main package's .build
# (--scratch-path): it takes TapLab by path, so TapLab's modules, already
# built there, are not compiled again; its tests compare each program with
# its layout and click one in a real window.
examples: deps
	scripts/no-warnings.sh $(SWIFT) build --build-tests --package-path Examples --scratch-path .build
	$(SWIFT) test --skip-build --package-path Examples --scratch-path .build

# The event-storm soak (docs/RELIABILITY.md, "Event storms"): 100,000 storms,
# ten times what `make test` runs (TAPLAB_STORM_SCALE=10).
storm: deps
	$(SWIFT) build --build-tests
	TAPLAB_STORM_SCALE=10 $(SWIFT) test --skip-build --filter "TapKitTests.StormTests"

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

# Performance (docs/PERFORMANCE.md): Benchmarks/, a package of its own on
# package-benchmark, run in release by `swift package benchmark` (one process
# per benchmark, each figure beside its baseline benchmark), after
# `stress-layouts` writes the stress layouts into .build/stress when missing
# or stale (git-ignored; the 100k one is 8 MB); whole `taplab` processes timed
# with hyperfine (bench-deps installs it); then Benchmarks/Report prints every
# figure beside its same-run baseline and target and writes them to
# .build/stress/bench.md. BENCH_FLAGS go to `swift package benchmark`
# (e.g. BENCH_FLAGS="--filter 'hit\..*'" or "--target Rendering");
# BENCH_PROCESS=no skips the whole-process figures.
STRESS := $(CURDIR)/.build/stress
BENCH_FLAGS ?=
BENCH_PROCESS ?= yes
BENCH_RUNS ?= 11

# Benchmarks/ built in debug, nothing run: `make test` checks that the
# benchmarks still compile against the library (`make bench`'s release build
# takes minutes, which is why the check is a debug build). Built in the main
# package's .build, like Examples/: only package-benchmark, its dependencies
# and the benchmarks compile there.
bench-build: deps
	scripts/no-warnings.sh $(SWIFT) build --package-path Benchmarks --scratch-path .build

bench-deps: deps
	@command -v hyperfine >/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq hyperfine; }

bench: bench-deps
	@load=$$(cut -d' ' -f1 /proc/loadavg); \
	$(SWIFT) build -c release --product taplab && \
	$(SWIFT) build -c release --package-path Benchmarks --product stress-layouts && \
	Benchmarks/.build/release/stress-layouts $(STRESS) && \
	rm -rf $(STRESS)/notes $(STRESS)/results && mkdir -p $(STRESS)/results && \
	TAPLAB_STRESS=$(STRESS) $(SWIFT) package --package-path Benchmarks --allow-writing-to-directory $(STRESS) \
	  benchmark --format histogramPercentiles --path $(STRESS)/results --no-progress $(BENCH_FLAGS) > $(STRESS)/benchmark.log \
	  || { tail -30 $(STRESS)/benchmark.log; exit 1; }; \
	python3 Benchmarks/Report/bench_report.py --stress $(STRESS) --results $(STRESS)/results \
	  --markdown $(STRESS)/bench.md --taplab .build/release/taplab --gallery Layouts --runs $(BENCH_RUNS) \
	  --load-at-start $$load $(if $(filter no,$(BENCH_PROCESS)),--no-process)

# Re-runs every command quoted in the docs, so their output is real; then
# builds the DocC catalogs of TapLab and TapKit (Sources/*/*.docc, the doc
# comments) with swift-docc-plugin into .build/plugins/Swift-DocC/outputs/.
# The plugin is a dependency only with TAPLAB_DOCC set (Package.swift says why).
docs: build
	for t in docs/templates/*.tmpl.md; do python3 scripts/render-docs.py $$t docs/$$(basename $$t .tmpl.md).md; done
	TAPLAB_DOCC=1 $(SWIFT) package generate-documentation --target TapLab --target TapKit

# Re-renders docs/GALLERY.md and docs/images from Layouts/.
gallery: build
	$(TAPLAB) gallery Layouts --output docs

# Fuzzing (docs/RELIABILITY.md, "Fuzzing"): builds Fuzz/, a package of its
# own that `make test` never builds, with libFuzzer and AddressSanitizer, then
# runs each fuzzer for FUZZ_SECONDS (`make fuzz FUZZ_SECONDS=1800` for the full
# run), one after another. Seeds: Fuzz/corpus/NAME plus the gallery, the
# malformed fixtures and the regression files; what the fuzzers learn goes to
# fuzz-out/corpus/NAME, crashes, hangs and sanitizer reports to
# fuzz-out/artifacts/NAME-*, each fuzzer's output to fuzz-out/NAME.log (all
# git-ignored). Reproduce one (TAPLAB_FUZZ_VERBOSE=1 says what became of it):
#   SWIFT_BACKTRACE=enable=no Fuzz/.build/debug/fuzz-NAME ARTIFACT
FUZZ_SECONDS ?= 60
FUZZERS ?= layout path script
FUZZ_OUT := fuzz-out
FUZZ_BIN := Fuzz/.build/debug
FUZZ_SEEDS_layout := Layouts Tests/TapLayoutTests/Malformed Tests/TapLayoutTests/Regressions/layout \
  Tests/TapLayoutTests/DumpFixtures/real Tests/TapLayoutTests/DumpFixtures/malformed
FUZZ_SEEDS_path := Tests/TapLayoutTests/Regressions/path
FUZZ_SEEDS_script := Tests/TapLayoutTests/Regressions/script
FUZZ_MAX_LEN_layout := 8192
FUZZ_MAX_LEN_path := 4096
FUZZ_MAX_LEN_script := 4096
# -sanitize=fuzzer,address in one flag: of two -sanitize= flags swiftc keeps
# the last (so SwiftPM's --sanitize, which passes one per sanitizer, is not used).
FUZZ_SWIFT_FLAGS := -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address

.PHONY: fuzz fuzz-build

fuzz-build:
	@mkdir -p $(FUZZ_OUT)
	@echo "Building the fuzzers (log: $(FUZZ_OUT)/build.log)"
	@cd Fuzz && $(SWIFT) build $(FUZZ_SWIFT_FLAGS) > ../$(FUZZ_OUT)/build.log 2>&1 \
	  || { grep -v "Cannot export local symbol" ../$(FUZZ_OUT)/build.log | tail -40; exit 1; }

fuzz: fuzz-build
	@failed=""; for f in $(FUZZERS); do \
	  case $$f in layout) seeds="$(FUZZ_SEEDS_layout)"; len=$(FUZZ_MAX_LEN_layout);; \
	    path) seeds="$(FUZZ_SEEDS_path)"; len=$(FUZZ_MAX_LEN_path);; \
	    script) seeds="$(FUZZ_SEEDS_script)"; len=$(FUZZ_MAX_LEN_script);; esac; \
	  seeds=$$(for d in Fuzz/corpus/$$f $$seeds; do [ -d $$d ] && echo $$d; done); \
	  mkdir -p $(FUZZ_OUT)/corpus/$$f $(FUZZ_OUT)/artifacts; \
	  echo "fuzz-$$f: $(FUZZ_SECONDS) s (log: $(FUZZ_OUT)/$$f.log)"; \
	  SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan.supp \
	  $(FUZZ_BIN)/fuzz-$$f $(FUZZ_OUT)/corpus/$$f $$seeds \
	    -dict=Fuzz/dict/$$f.dict -max_total_time=$(FUZZ_SECONDS) -max_len=$$len \
	    -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
	    -artifact_prefix=$(FUZZ_OUT)/artifacts/$$f- > $(FUZZ_OUT)/$$f.log 2>&1 \
	    || failed="$$failed $$f"; \
	  grep -E "^Done [0-9]+ runs|^stat::number_of_executed_units|^stat::peak_rss_mb|^SUMMARY|^artifact_prefix|Test unit written" $(FUZZ_OUT)/$$f.log \
	    | sed 's/^/  /'; \
	  echo "  corpus: $$(ls $(FUZZ_OUT)/corpus/$$f | wc -l) files in $(FUZZ_OUT)/corpus/$$f"; \
	done; \
	if [ -n "$$failed" ]; then echo "FAILED:$$failed (see $(FUZZ_OUT)/artifacts)"; exit 1; fi

clean:
	rm -rf .build Fuzz/.build Examples/.build Benchmarks/.build
