// Routing-table lookup (paper 003): for a destination, the highest dimension whose digit differs from
// the node's own, and that dimension's table entry. The tables hold, per dimension and destination digit,
// {digit out of range, digit = own, payload} and are written in the load phase (hc_config); the payload
// is what the user needs of the entry (the router: one-hot port and port; the switch: the dateline flag
// and port). The answer is registered: it is the destination of the clock before in which en_i was
// high, and it holds while en_i is low. With Registered = 0 (LUT RAM or Fixed tables only) the answer is
// for dst_i in the same clock (the switch routes a flit in the clock it arrives).
//
// With block RAM (AsyncTables = 0) digit comparisons address two 32-entry tables (dimensions 1-2 and
// 3-4) for registered reads, one of which is chosen after; with LUT RAM (AsyncTables = 1) four 16-entry
// tables are read at once, their flags pick the dimension and the chosen entry is registered. With Fixed
// the four tables are the constants FixedTables (logic, no RAM), read as LUT RAM would be.

module hc_route_lookup #(
  /// Routing tables in LUT RAM (1: ECP5, Gowin) or block RAM (0: iCE40); same behaviour.
  parameter bit          AsyncTables = 1'b0,
  /// Bits of the payload of a table entry.
  parameter int unsigned PayloadW = 20,
  /// 1: the answer is registered (en_i loads it); 0: it is combinational (LUT RAM or Fixed tables).
  parameter bit          Registered = 1'b1,
  /// The tables are FixedTables, not written (a configuration fixed at elaboration).
  parameter bit          Fixed = 1'b0,
  /// With Fixed: {out of range, own, payload} per dimension and destination digit.
  parameter logic [hc_pkg::MaxDims-1:0][hc_pkg::TableDigits-1:0][PayloadW+1:0] FixedTables = '0
) (
  /// Clock.
  input  logic                         clk_i,
  /// Synchronous reset, active low.
  input  logic                         rst_ni,
  /// The node's own digits.
  input  hc_pkg::digits_t              own_i,
  /// Per dimension, digits must be below this.
  input  hc_pkg::digits_t              limit_i,
  /// Routing tables: write entry table_addr_i (load phase).
  input  logic                         table_we_i,
  /// Routing tables: {dimension bit, destination digit} written.
  input  hc_pkg::table_addr_t          table_addr_i,
  /// Routing tables: {out of range, own, payload} of table t (dimensions 2t+1 and 2t+2).
  input  logic [1:0][PayloadW+1:0]     table_data_i,
  /// The configuration is invalid: every answer is an error.
  input  logic                         error_i,
  /// Look up dst_i (else hold the answer; Registered only).
  input  logic                         en_i,
  /// Destination digits.
  input  hc_pkg::digits_t              dst_i,
  /// Answer: the destination is the node itself.
  output logic                         arrived_o,
  /// Answer: a digit is out of range, or the configuration is invalid.
  output logic                         error_o,
  /// Answer: the payload of the highest differing dimension's entry.
  output logic [PayloadW-1:0]          payload_o
);

  localparam int unsigned EntryW = PayloadW + 2;

  if (AsyncTables || Fixed) begin : gen_lut_ram
    // All four tables are read at once; their flags pick the dimension.
    logic [hc_pkg::MaxDims-1:0][EntryW-1:0] entries;
    logic [PayloadW-1:0] payload;
    logic                arrived, error;
    for (genvar i = 0; i < hc_pkg::MaxDims; i++) begin : gen_table
      if (Fixed) begin : gen_rom
        assign entries[i] = FixedTables[i][dst_i[i]];
      end else begin : gen_ram
        hc_ram #(
          .Depth     (16),
          .Width     (EntryW),
          .AsyncRead (1'b1)
        ) i_table (
          .clk_i   (clk_i),
          .we_i    (table_we_i && table_addr_i[4] == i[0]),
          .waddr_i (table_addr_i[3:0]),
          .wdata_i (table_data_i[i/2]),
          .re_i    (1'b0),
          .raddr_i (dst_i[i]),
          .rdata_o (entries[i])
        );
      end
    end
    if (Fixed) begin : gen_unused_write
      logic unused_write;  // nothing writes constant tables
      assign unused_write = table_we_i || table_addr_i != '0 || table_data_i != '0;
    end
    always_comb begin
      logic [hc_pkg::MaxDims-1:0] differ;
      error = error_i;
      for (int unsigned i = 0; i < hc_pkg::MaxDims; i++) begin
        differ[i] = !entries[i][PayloadW];
        error     = error || entries[i][PayloadW+1];
      end
      payload = differ[3] ? entries[3][PayloadW-1:0] : differ[2] ? entries[2][PayloadW-1:0] :
                differ[1] ? entries[1][PayloadW-1:0] : entries[0][PayloadW-1:0];
      arrived = differ == '0;
    end
    logic [31:0] unused_digits;  // the digit checks are in the tables
    assign unused_digits = {own_i, limit_i};
    if (Registered) begin : gen_registered
      logic [PayloadW-1:0] payload_q;
      logic                arrived_q, error_q;
      always_ff @(posedge clk_i) begin
        if (!rst_ni) begin
          payload_q <= '0;
          arrived_q <= 1'b0;
          error_q   <= 1'b0;
        end else if (en_i) begin
          payload_q <= payload;
          arrived_q <= arrived;
          error_q   <= error;
        end
      end
      assign payload_o = payload_q;
      assign arrived_o = arrived_q;
      assign error_o   = error_q;
    end else begin : gen_comb
      logic unused_clock;  // nothing is registered
      assign unused_clock = en_i || rst_ni || clk_i;
      assign payload_o = payload;
      assign arrived_o = arrived;
      assign error_o   = error;
    end
  end else begin : gen_block_ram
    // Digits are compared with the node's own; each table reads the entry of the higher of its two
    // dimensions if that digit differs, else of the lower; table 1 is used if dimension 3 or 4
    // differs.
    logic [1:0][EntryW-1:0] entries;
    logic [hc_pkg::MaxDims-1:0] differ;
    logic table_q, arrived_q, error_q, bad;
    always_comb begin
      bad = error_i;
      for (int unsigned i = 0; i < hc_pkg::MaxDims; i++) begin
        differ[i] = dst_i[i] != own_i[i];
        bad       = bad || dst_i[i] >= limit_i[i];
      end
    end
    for (genvar t = 0; t < 2; t++) begin : gen_table
      hc_ram #(
        .Depth     (32),
        .Width     (EntryW),
        .AsyncRead (1'b0)
      ) i_table (
        .clk_i   (clk_i),
        .we_i    (table_we_i),
        .waddr_i (table_addr_i),
        .wdata_i (table_data_i[t]),
        .re_i    (en_i),
        .raddr_i ({differ[2*t+1], dst_i[2*t + 32'(differ[2*t+1])]}),
        .rdata_o (entries[t])
      );
    end
    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        table_q   <= 1'b0;
        arrived_q <= 1'b0;
        error_q   <= 1'b0;
      end else if (en_i) begin
        table_q   <= differ[3] || differ[2];
        arrived_q <= differ == '0;
        error_q   <= bad;
      end
    end
    logic [1:0] unused_flags;  // the flags are for the LUT-RAM layout
    assign unused_flags = table_q ? entries[1][EntryW-1 -: 2] : entries[0][EntryW-1 -: 2];
    assign payload_o    = table_q ? entries[1][PayloadW-1:0] : entries[0][PayloadW-1:0];
    assign arrived_o    = arrived_q;
    assign error_o      = error_q;
    if (!Registered) begin : gen_bad_registered
      $error("hc_route_lookup: block RAM tables answer a clock later (AsyncTables = 0 needs Registered = 1)");
    end
  end

endmodule
