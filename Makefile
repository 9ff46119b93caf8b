# Front door of the project. Every target but help and clean installs what is missing first
# (scripts/bootstrap.sh).
BUILD ?= build
# The coverage build (make coverage): every model verilated with --coverage, apart from $(BUILD).
COV_BUILD ?= build-cov
JOBS ?= $(shell nproc)
FPGA_BOARDS := icebreaker hx8k ulx3s tangnano9k

# The switch of a 2-D torus (5 ports with the local one), 32-bit flits, 2 virtual channels, 8-flit FIFOs:
# hc_switch's parameters in scripts/fpga_flow.py (SWITCH_DEFAULTS).
FPGA_SWITCH := --wrap --top hc_switch

.PHONY: help run test deps configure build bench-tools bench figures campaign noc-campaign noc-bench noc-figures stress coverage lint formal \
        gatesim faultgrade equiv \
        fpga-report diagrams cocotb-axis clean \
        $(addprefix fpga-,$(FPGA_BOARDS)) $(addprefix fpga-node-,$(FPGA_BOARDS)) \
        $(addprefix fpga-switch-,$(FPGA_BOARDS)) $(addprefix fpga-noc-,$(FPGA_BOARDS)) noc-board

## Every target with what it does (from the comments above each in this Makefile).
help:
	@awk -v build='$(BUILD)' '/^## /{line = substr($$0, 4); gsub(/\$$\(BUILD\)/, build, line); text = text (text ? " " : "") line; next} \
	      /^[a-z$$][^:=]*:/ && text {split($$0, t, ":"); name = t[1]; \
	        if (name ~ /^\$$\(/) name = "fpga-[node-|switch-|noc-]BOARD"; printf "  %-32s %s\n", name, text} {text = ""}' $(MAKEFILE_LIST)

## Installs what the build and the flows need and is missing (scripts/bootstrap.sh).
deps:
	@bash scripts/bootstrap.sh

## Configures $(BUILD) (CMake).
configure: deps
	@echo "configuring $(BUILD) (CMake)"
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release >/dev/null

## Configures and builds everything the tests need in $(BUILD) (CMake); the benchmarks are built by
## their own targets (bench, figures, noc-bench, noc-figures).
build: configure
	@cmake --build $(BUILD) -j$(JOBS)

## Builds the benchmarks (bench_model, bench_rtl, bench_noc); not part of build, so that make test does
## not compile them.
bench-tools: build
	@cmake --build $(BUILD) -j$(JOBS) --target bench_model bench_rtl bench_noc

## The main job: the SystemC test bench's comparison campaign of the RTL against the golden model
## (builds the bench alone).
run: configure
	@cmake --build $(BUILD) -j$(JOBS) --target hc_sc_tb
	$(BUILD)/tb/sc/hc_sc_tb

## The whole test run (model, RTL harnesses, SystemC bench, lint, fast proofs, FPGA flows). A part of it:
## ctest --test-dir $(BUILD) -L LABEL, LABEL one of model, network, rtl, formal, fpga.
test: build
	ctest --test-dir $(BUILD) -j$(JOBS) --output-on-failure

## Speed of the golden model (Google Benchmark).
bench: bench-tools
	$(BUILD)/cpp_model/bench_model

## The RTL's figures: comparison throughput, and iCE40 HX8K area and Fmax of the bare node (into
## docs/figures.md, as make noc-figures and make fpga-report do).
figures: bench-tools
	python3 scripts/rtl_figures.py --build $(BUILD)
	python3 scripts/fpga_flow.py hx8k --wrap --top hc_node --no-bitstream --seeds 1,2,3 --out $(BUILD)/fpga/hx8k-wrap
	python3 scripts/fpga_report.py $(BUILD)/fpga/hx8k-wrap

## The full RTL-versus-model campaign: 10^7 random vectors (seed printed; HC_SEED repeats it).
campaign: build
	HC_CAMPAIGN_VECTORS=10000000 $(BUILD)/tb/test_rtl_campaign

## The network's random campaign: 1000 random hypercycles and traffic, the verilated switches in lockstep
## with the model (seed printed; HC_SEED repeats it).
noc-campaign: build
	HC_NOC_CAMPAIGN_RUNS=1000 $(BUILD)/tb/test_noc_rtl --gtest_filter=NocRtl.RandomCampaign

## Speed of the network simulations: the model and the verilated switches, node-clocks per second.
noc-bench: bench-tools
	$(BUILD)/tb/bench_noc

## The network's figures against their targets and anchors: sweeps and charts (docs/figures), the
## model's and the RTL's speed, the full 15^4 network, the switch's area and Fmax (about an hour).
noc-figures: bench-tools
	python3 scripts/noc_figures.py --build $(BUILD)

## The board and RTL suites three times each beside two busy loops: no test may depend on the machine's
## speed (scripts/stress.sh).
stress: build
	bash scripts/stress.sh $(BUILD)

## Every formal proof (formal/*.sby, SymbiYosys with Boolector): a table of property set, engine, result
## (proved, bounded to depth k, covered) and time (scripts/formal.py; docs/formal.md).
formal: deps
	python3 scripts/formal.py --out $(BUILD)/formal

## Line, toggle and user coverage of the RTL over the whole RTL test run, in a build of its own
## ($(COV_BUILD)): the totals of rtl/ per file and module group, an HTML report (lcov's genhtml).
## (C++ at -O1 there, to compile the models with their coverage counters in less time.)
coverage: deps
	@cmake -S . -B $(COV_BUILD) -DCMAKE_BUILD_TYPE=Release -DHC_COVERAGE=ON "-DCMAKE_CXX_FLAGS_RELEASE=-O1 -DNDEBUG" \
	       >/dev/null
	@cmake --build $(COV_BUILD) -j$(JOBS)
	JOBS=$(JOBS) bash scripts/coverage.sh $(COV_BUILD)

## Gate-level simulation: hc_node synthesised by Yosys (generic gates, iCE40, ECP5), each netlist verilated
## with its cell library and run through the RTL's harnesses against the model; vectors and mismatches per
## netlist. Then hc_switch's iCE40 netlist with its FIFOs in block RAM beside its RTL, 20,000 clocks per
## configuration at a seed drawn and printed (docs/gatesim.md).
gatesim: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release -DHC_GATESIM=ON >/dev/null
	@cmake --build $(BUILD) -j$(JOBS) --target gatesim_harnesses
	python3 scripts/gatesim.py --build $(BUILD)
	python3 scripts/blockram_lockstep.py --out $(BUILD)/gate/blockram-campaign

## Stuck-at fault grading of hc_node's generic netlist: every single stuck-at-0 and stuck-at-1 fault of
## every net, the fault program until a check against the model fails, SAT proofs for the faults no
## vector detects; faults, detected, undetectable, coverage and the undetected list (docs/faultgrade.md).
## Hours on two cores; an interrupted run resumes. FAULTGRADE_ARGS passes options (e.g. --sample 10).
faultgrade: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release -DHC_FAULTGRADE=ON >/dev/null
	@cmake --build $(BUILD) -j$(JOBS) --target faultgrade_tools
	python3 scripts/faultgrade.py --build $(BUILD) --jobs $(JOBS) $(FAULTGRADE_ARGS)

## Proof that the generic netlist of the working tree behaves as that of git revision BASE (default HEAD):
## every output in every clock, for any inputs (scripts/netlist_equiv.py); for refactors of the RTL. TOP
## compares another module of rtl/ (default hc_node), PARAMS sets its parameters on both sides, e.g.
## make equiv TOP=hc_sw_inject PARAMS="Dims=2 DataW=32" BASE=HEAD~1.
equiv: deps
	python3 scripts/netlist_equiv.py --base $(or $(BASE),HEAD) --top $(or $(TOP),hc_node) $(addprefix -G ,$(PARAMS))

## Lint alone.
lint: deps
	bash scripts/lint.sh

## FPGA flows: the board top (fpga-BOARD), the bare node between registers (fpga-node-BOARD), the
## switch of a 2-D torus between registers, programmable and fixed (fpga-switch-BOARD, seeds 1-3 each), the
## network on a board (fpga-noc-BOARD, docs/noc_board.md).
$(addprefix fpga-,$(FPGA_BOARDS)): fpga-%: deps
	python3 scripts/fpga_flow.py $* --out $(BUILD)/fpga/$*
$(addprefix fpga-node-,$(FPGA_BOARDS)): fpga-node-%: deps
	python3 scripts/fpga_flow.py $* --wrap --top hc_node --seeds 1,2,3 --out $(BUILD)/fpga/$*-wrap
$(addprefix fpga-switch-,$(FPGA_BOARDS)): fpga-switch-%: deps
	python3 scripts/fpga_flow.py $* $(FPGA_SWITCH) --seeds 1,2,3 --timing-allow-fail --out $(BUILD)/fpga/$*-switch
	python3 scripts/fpga_flow.py $* $(FPGA_SWITCH) --fixed-switch --seeds 1,2,3 --timing-allow-fail \
	  --out $(BUILD)/fpga/$*-switch-fixed
$(addprefix fpga-noc-,$(FPGA_BOARDS)): fpga-noc-%: deps
	python3 scripts/fpga_flow.py $* --top hc_noc_board_top --out $(BUILD)/fpga/$*-noc

## The cocotb tests of hc_axis_network (AXI4-Stream, AXI4-Lite) under Verilator: on all three of its
## hypercycles, and with cocotbext-axi's bus models on the same three (about 17 minutes; the test run
## has them under Icarus; docs/axis.md).
cocotb-axis: build
	python3 tb/cocotb/axis/run.py --sim verilator --build $(BUILD)/cocotb/axis-verilator
	python3 tb/cocotb/axis/run.py --sim verilator --bench cocotbext --build $(BUILD)/cocotb/axis-cocotbext-verilator

## The network on a board without a board: hc-board-sim --top hc_noc_board_top and a rate sweep of
## hypercycle-rtl board noc against it, compared with the model (docs/noc_board.md).
noc-board: build
	bash scripts/noc_board_demo.sh $(BUILD)

## The block diagrams of docs/architecture.md and the README (docs/figures/arch_*.svg).
diagrams: deps
	python3 scripts/draw_architecture.py

## Markdown table of every flow run so far; the board tops and bare nodes also go into docs/figures.md.
fpga-report: deps
	$(if $(wildcard $(BUILD)/fpga/*/flow.json),python3 scripts/fpga_report.py $(dir $(wildcard $(BUILD)/fpga/*/flow.json)),\
	  @echo "fpga-report: no flow.json in $(BUILD)/fpga; run make fpga-BOARD first" >&2; exit 1)

## Removes the build directory.
clean:
	rm -rf $(BUILD)
