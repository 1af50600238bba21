# IrisCheck — developer commands. `make help` lists them.
SWIFT ?= swift

.PHONY: help build test tsan lint check bench fuzz fuzz-build fuzz-smoke fuzz-regressions \
	fuzz-planted fuzz-example cflite-build

help:
	@echo "make test    - build and run every test (what CI runs)"
	@echo "make tsan    - the coordinator stress suite on real threads under ThreadSanitizer"
	@echo "               (TSAN_BATONS batons per test, default 5000)"
	@echo "make lint    - swift format lint --strict over Package.swift, Sources, Tests, Fuzz,"
	@echo "               Plugins and Examples"
	@echo "make availability - no API newer than Package.swift's Apple deployment targets"
	@echo "               outside an #available guard (checked on Linux, from the toolchain's"
	@echo "               own interfaces; the planted fixtures first)"
	@echo "make check   - run every law against the sample apps and print the report"
	@echo "make docs    - build every library module's DocC catalog with the toolchain's docc"
	@echo "               (.build/docs/); fails on a warning (an unresolved link, ...) or a"
	@echo "               public declaration with no doc comment"
	@echo "make surface - the public/open declarations per library module, and the total"
	@echo "make bench   - release-build the benchmarks and print figures (the engine's, then a"
	@echo "               property's inside Swift Testing and XCTest tests, Tests/UserPathBenchmarks)"
	@echo "make fuzz    - every fuzz target (the byte targets of Fuzz/Sources/ and the law"
	@echo "               suites of Fuzz/Main/) at once on every core for FUZZ_TIME s (default"
	@echo "               8 h; FUZZ_TARGET=<name> for one): seeds in-process first, a table per"
	@echo "               target, new units merged into Corpus/<target>/; exits 1 naming each"
	@echo "               crash, timeout or OOM and each target that did not run to its end"
	@echo "make fuzz-smoke       - each fuzz target (or FUZZ_TARGET) for FUZZ_SMOKE_TIME s, with"
	@echo "                        the empty target's exec/s as the ceiling and the law suite's"
	@echo "                        share of the lean target's; fails on a crash or a bad run"
	@echo "                        (FUZZ_SEED=<n> fixes libFuzzer's seed, as CI does; a"
	@echo "                        failing target prints the seed it ran with)"
	@echo "make fuzz-regressions - replay Corpus/regressions/<target>/ through <target> only"
	@echo "make fuzz-planted     - find the planted crash and keep it as a regression"
	@echo "make fuzz-example     - Examples/TinyLinks: \`swift package fuzz\` finds its planted"
	@echo "                        bug in FUZZ_EXAMPLE_TIME s (default 30) and its swift test"
	@echo "                        replays the finding (what .ci/run checks)"
	@echo "make cflite-build     - run .clusterfuzzlite/build.sh locally (no docker), check OUT"
	@echo "                        and run each binary on 500 inputs of its seed corpus"
	@echo ""
	@echo "A package of yours: swift package --allow-writing-to-package-directory fuzz --list"
	@echo "  (and fuzz <target> [--seconds N] [--jobs N]; --help says more; IrisCheck.docc/Fuzzing.md)"


build:
	$(SWIFT) build

test:
	$(SWIFT) test

# Real threads, no deterministic scheduler: thousands of batons from many tasks.
TSAN_BATONS ?= 5000

tsan:
	IRISCHECK_STRESS_BATONS=$(TSAN_BATONS) $(SWIFT) test --sanitize=thread \
		--scratch-path .build/tsan --filter 'CoordinatorStressTests|FlowPurityLawTests'

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Fuzz Plugins Examples

# Scripts/availability (Python 3, no build): `python3 Scripts/availability --help`.
.PHONY: availability
availability:
	python3 Scripts/availability --self-test --check

check:
	$(SWIFT) run MailboxReport

# Scripts/docs.sh: symbol graphs read from the debug build, then `docc convert`
# per module in dependency order.
.PHONY: docs surface
docs:
	Scripts/docs.sh

# Scripts/surface.py (Python 3, no build): `python3 Scripts/surface.py --help`.
surface:
	python3 Scripts/surface.py --self-test
	python3 Scripts/surface.py

# The user path: Tests/UserPathBenchmarks is a consumer package that depends on
# this one by path; its tests time one property inside Swift Testing and XCTest
# tests, next to the same workload through the engine alone.
USER_BENCH := Tests/UserPathBenchmarks
USER_BENCH_BUILD := .build/userpath

bench:
	$(SWIFT) run -c release Benchmarks
	$(SWIFT) build -c release --build-tests --package-path $(USER_BENCH) \
		--scratch-path $(USER_BENCH_BUILD)
	$(USER_BENCH_BUILD)/release/EngineBenchmarks
	@$(SWIFT) test -c release --skip-build --package-path $(USER_BENCH) \
		--scratch-path $(USER_BENCH_BUILD) > $(USER_BENCH_BUILD)/tests.log 2>&1 \
		|| { cat $(USER_BENCH_BUILD)/tests.log; exit 1; }
	@grep -E '^[a-zA-Z][A-Za-z0-9_.]*: [0-9.]+ ' $(USER_BENCH_BUILD)/tests.log

# Fuzzing (Scripts/fuzz.sh: release, coverage on the code under test, ASan; the
# targets are the folders of Fuzz/Sources/, listed once in Package.swift).
FUZZ_TIME ?= 28800
FUZZ_SMOKE_TIME ?= 25
FUZZ_SEED ?=
FUZZ_TARGET ?=

fuzz:
	Scripts/fuzz.sh campaign $(FUZZ_TIME) "$(FUZZ_TARGET)"

fuzz-build:
	Scripts/fuzz.sh build $(FUZZ_TARGET)

fuzz-smoke:
	FUZZ_SEED="$(FUZZ_SEED)" Scripts/fuzz.sh smoke $(FUZZ_SMOKE_TIME) "$(FUZZ_TARGET)"

fuzz-regressions:
	Scripts/fuzz.sh regressions

fuzz-planted:
	Scripts/fuzz.sh planted

fuzz-example:
	Scripts/fuzz-example.sh

cflite-build:
	Scripts/cflite-build.sh
