# Front door of the project. `make run` and `make test` install what is missing first.
BUILD ?= build
JOBS ?= $(shell nproc)
HYPERCYCLE := $(BUILD)/cpp_model/hypercycle

.PHONY: run test deps build bench clean

deps:
	@bash scripts/bootstrap.sh

build: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release >/dev/null
	@cmake --build $(BUILD) -j$(JOBS)

## The main job: broadcast over the full 15^4 hypercycle, every node deciding with the golden model.
run: build
	$(HYPERCYCLE) broadcast --m 15,15,15,15 --rho 1,1,1,1

## The whole test run.
test: build
	ctest --test-dir $(BUILD) -j$(JOBS) --output-on-failure

## Speed of the golden model (benchmarks, not tests).
bench: build
	$(BUILD)/cpp_model/bench_model

clean:
	rm -rf $(BUILD)
