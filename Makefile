# IrisCheck — developer commands. `make help` lists them.
SWIFT ?= swift

.PHONY: help build test tsan lint check bench fuzz fuzz-build fuzz-smoke fuzz-regressions \
	fuzz-planted cflite-build

help:
	@echo "make test    - build and run every test (what CI runs)"
	@echo "make tsan    - the coordinator stress suite on real threads under ThreadSanitizer"
	@echo "               (TSAN_BATONS batons per test, default 5000)"
	@echo "make lint    - swift format lint --strict over Package.swift, Sources, Tests and Fuzz"
	@echo "make availability - no API newer than Package.swift's Apple deployment targets"
	@echo "               outside an #available guard (checked on Linux, from the toolchain's"
	@echo "               own interfaces; the planted fixtures first)"
	@echo "make check   - run every law against the sample app and print the report"
	@echo "make bench   - release-build the benchmarks and print figures"
	@echo "make fuzz    - every fuzz target at once on every core for FUZZ_TIME s (default 8 h;"
	@echo "               FUZZ_TARGET=<name> for one), a table per target at the end, new"
	@echo "               units merged into Corpus/<target>/; exits 1 on a crash, timeout or OOM"
	@echo "make fuzz-smoke       - each fuzz target (or FUZZ_TARGET) for FUZZ_SMOKE_TIME s, with"
	@echo "                        the empty target's exec/s as the ceiling; fails on a crash"
	@echo "make fuzz-regressions - replay Corpus/regressions/<target>/ through <target> only"
	@echo "make fuzz-planted     - find the planted crash and keep it as a regression"
	@echo "make cflite-build     - run .clusterfuzzlite/build.sh locally (no docker), check OUT"
	@echo "                        and run each binary on 500 inputs of its seed corpus"


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
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Fuzz

# Scripts/availability (Python 3, no build): `python3 Scripts/availability --help`.
.PHONY: availability
availability:
	python3 Scripts/availability --self-test --check

check:
	$(SWIFT) run MailboxReport

bench:
	$(SWIFT) run -c release Benchmarks

# Fuzzing (Scripts/fuzz.sh: release, coverage on the code under test, ASan; the
# targets are the folders of Fuzz/Sources/, listed once in Package.swift).
FUZZ_TIME ?= 28800
FUZZ_SMOKE_TIME ?= 25
FUZZ_TARGET ?=

fuzz:
	Scripts/fuzz.sh campaign $(FUZZ_TIME) "$(FUZZ_TARGET)"

fuzz-build:
	Scripts/fuzz.sh build $(FUZZ_TARGET)

fuzz-smoke:
	Scripts/fuzz.sh smoke $(FUZZ_SMOKE_TIME) "$(FUZZ_TARGET)"

fuzz-regressions:
	Scripts/fuzz.sh regressions

fuzz-planted:
	Scripts/fuzz.sh planted

cflite-build:
	Scripts/cflite-build.sh
