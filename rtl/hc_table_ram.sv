// The routing-table memory of two dimensions: 32 entries (dimension bit, destination digit), one
// write port and one registered read port, in block RAM. A write takes priority over a read in the
// same clock; the read data holds while re_i is low. (Memory writes sit in always_ff so that
// synthesis infers a RAM.)
module hc_table_ram #(
  /// Bits per entry.
  parameter int unsigned Width = 20
) (
  /// Clock.
  input  logic             clk_i,
  /// Write strobe.
  input  logic             we_i,
  /// Entry written.
  input  logic [4:0]       waddr_i,
  /// Data written.
  input  logic [Width-1:0] wdata_i,
  /// Read strobe: rdata_o shows entry raddr_i after the clock edge.
  input  logic             re_i,
  /// Entry read.
  input  logic [4:0]       raddr_i,
  /// Data read.
  output logic [Width-1:0] rdata_o
);

  logic [Width-1:0] mem_q [32];
  logic [Width-1:0] rdata_q;

  always_ff @(posedge clk_i) begin
    if (we_i) begin
      mem_q[waddr_i] <= wdata_i;
    end else if (re_i) begin
      rdata_q <= mem_q[raddr_i];
    end
  end

  assign rdata_o = rdata_q;

endmodule
