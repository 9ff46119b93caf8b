// A memory: the routing tables, and every FIFO's flits and routes. Depth entries, one write port
// and one read port. With AsyncRead = 0 the read is registered (block RAM: rdata_o shows entry raddr_i
// after the clock edge at which re_i is high, and holds while re_i is low; a write takes priority over
// a read in the same clock). With AsyncRead = 1 the read is combinational (LUT RAM) and re_i is unused.
// (Memory writes sit in always_ff so that synthesis infers a RAM.) BlockRam asks synthesis for block
// RAM however small the memory (ram_style); an asynchronous read then needs its address from a
// register, which synthesis moves into the block RAM's read port. Behaviour does not depend on it.
module hc_ram #(
  /// Entries.
  parameter int unsigned Depth = 32,
  /// Bits per entry.
  parameter int unsigned Width = 20,
  /// 1: combinational read (LUT RAM); 0: registered read (block RAM).
  parameter bit          AsyncRead = 1'b0,
  /// 1: the memory in block RAM even where synthesis would use logic; 0: synthesis chooses.
  /* verilator lint_off UNUSEDPARAM */  // read by synthesis only (an attribute)
  parameter bit          BlockRam = 1'b0
  /* verilator lint_on UNUSEDPARAM */
) (
  /// Clock.
  input  logic             clk_i,
  /// Write strobe.
  input  logic             we_i,
  /// Entry written.
  input  logic [$clog2(Depth)-1:0] waddr_i,
  /// Data written.
  input  logic [Width-1:0] wdata_i,
  /// Read strobe (registered read only).
  input  logic             re_i,
  /// Entry read.
  input  logic [$clog2(Depth)-1:0] raddr_i,
  /// Data read.
  output logic [Width-1:0] rdata_o
);

  (* ram_style = BlockRam ? "block" : "auto" *) logic [Width-1:0] mem_q [Depth];

  if (AsyncRead) begin : gen_async
    always_ff @(posedge clk_i) begin
      if (we_i) mem_q[waddr_i] <= wdata_i;
    end
    assign rdata_o = mem_q[raddr_i];
    logic unused_re;
    assign unused_re = re_i;
  end else begin : gen_sync
    logic [Width-1:0] rdata_q;
    always_ff @(posedge clk_i) begin
      if (we_i) begin
        mem_q[waddr_i] <= wdata_i;
      end else if (re_i) begin
        rdata_q <= mem_q[raddr_i];
      end
    end
    assign rdata_o = rdata_q;
  end

  // Parameters out of range stop elaboration.
  if (Depth < 2 || Width < 1) begin : gen_bad_size
    $error("hc_ram: Depth must be at least 2 and Width at least 1");
  end

endmodule
