# IrisCheck — developer commands. `make help` lists them.
SWIFT ?= swift

.PHONY: help build test lint check bench

help:
	@echo "make test    - build and run every test (what CI runs)"
	@echo "make lint    - swift format lint --strict over Sources and Tests"
	@echo "make check   - run every law against the sample app and print the report"
	@echo "make bench   - release-build the benchmarks and print figures"

build:
	$(SWIFT) build

test:
	$(SWIFT) test

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

bench:
	$(SWIFT) run -c release Benchmarks
