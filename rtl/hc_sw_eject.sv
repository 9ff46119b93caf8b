// The ejection port of a switch (docs/network.md): a FIFO of the flits for this node, written as the
// crossbar sends them to the local output and drained by the sink. Its free entries are the local
// output's credits, one back for every flit the sink takes.

module hc_sw_eject #(
  /// Flits the FIFO holds.
  parameter int unsigned BufDepth = 8,
  /// Bits per flit.
  parameter int unsigned DataW = 64,
  /// The FIFO's memory in block RAM however small (hc_ram's BlockRam).
  parameter bit          BlockRam = 1'b0
) (
  /// Clock.
  input  logic              clk_i,
  /// Synchronous reset, active low.
  input  logic              rst_ni,
  /// A flit arrives from the crossbar.
  input  logic              push_i,
  /// Its control.
  input  hc_noc_pkg::flit_ctl_t push_ctl_i,
  /// Its bits.
  input  logic [DataW-1:0]  push_data_i,
  /// Ejection: a flit for this node.
  output logic              ej_valid_o,
  /// Ejection: the sink takes it.
  input  logic              ej_ready_i,
  /// Ejection: its control.
  output hc_noc_pkg::flit_ctl_t ej_ctl_o,
  /// Ejection: its bits.
  output logic [DataW-1:0]  ej_data_o,
  /// The sink took a flit: a credit back to the local output.
  output logic              take_o
);

  localparam int unsigned CountW = $clog2(BufDepth + 1);
  localparam int unsigned IdxW   = $clog2(BufDepth);
  localparam int unsigned EntryW = $bits(hc_noc_pkg::flit_ctl_t) + DataW;

  logic [CountW-1:0] unused_count, unused_visible;
  logic [IdxW-1:0]   wr_idx, rd_idx;
  logic              unused_more;

  assign take_o = ej_valid_o && ej_ready_i;

  hc_sw_fifo #(
    .Depth (BufDepth)
  ) i_fifo (
    .clk_i      (clk_i),
    .rst_ni     (rst_ni),
    .push_i     (push_i),
    .commit_i   (1'b1),
    .rollback_i (1'b0),
    .pop_i      (take_o),
    .wr_idx_o   (wr_idx),
    .rd_idx_o   (rd_idx),
    .count_o    (unused_count),
    .visible_o  (unused_visible),
    .any_o      (ej_valid_o),
    .more_o     (unused_more)
  );

  hc_ram #(
    .Depth     (2 ** IdxW),
    .Width     (EntryW),
    .AsyncRead (1'b1),
    .BlockRam  (BlockRam)
  ) i_mem (
    .clk_i   (clk_i),
    .we_i    (push_i),
    .waddr_i (wr_idx),
    .wdata_i ({push_ctl_i, push_data_i}),
    .re_i    (1'b0),
    .raddr_i (rd_idx),
    .rdata_o ({ej_ctl_o, ej_data_o})
  );

endmodule
