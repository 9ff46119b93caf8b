// Assertion macros: concurrent assertions in simulation (Verilator --assert), nothing in synthesis.
`ifndef HC_ASSERT_SVH
`define HC_ASSERT_SVH

`ifndef SYNTHESIS
/// Checks `prop_` at every rising edge of `clk_` while the synchronous reset `rst_n_` is high.
`define HC_ASSERT(name_, prop_, clk_, rst_n_) \
  name_: assert property (@(posedge clk_) disable iff (!(rst_n_)) (prop_)) \
    else $error("assertion %s failed", `"name_`");
`else
`define HC_ASSERT(name_, prop_, clk_, rst_n_)
`endif

`endif
