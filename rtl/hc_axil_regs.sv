// An AXI4-Lite slave for the configuration and status registers of one or more nodes or switches
// (docs/registers.md, docs/axis.md). Byte address {block, register, 2'b00}: register r of block b is at
// b * 64 + r * 4, its 16 bits in the data's low half. One transaction at a time, a write before a read
// offered in the same clock. An address that names no register answers SLVERR and changes nothing.

module hc_axil_regs #(
  /// Register blocks (nodes or switches) behind the port, block b at byte 64 b.
  parameter int unsigned Blocks = 1,
  /// 1: a switch's 16 registers (0x0..0xF); 0: a node's 13 (0x0..0xC, hc_pkg::RegId the last).
  parameter bit          Switch = 1'b1,
  /// Bits of a block number.
  localparam int unsigned BlockW = Blocks > 1 ? $clog2(Blocks) : 1,
  /// Bits of a byte address on the bus.
  localparam int unsigned AddrW = hc_pkg::RegAddrW + 2 + (Blocks > 1 ? $clog2(Blocks) : 0)
) (
  /// Clock.
  input  logic                        clk_i,
  /// Synchronous reset, active low.
  input  logic                        rst_ni,
  /// Write address channel: byte address.
  input  logic [AddrW-1:0]            s_axil_awaddr,
  /// Write address channel: valid.
  input  logic                        s_axil_awvalid,
  /// Write address channel: ready.
  output logic                        s_axil_awready,
  /// Write data channel: data (a register takes the low 16 bits).
  input  logic [31:0]                 s_axil_wdata,
  /// Write data channel: byte strobes (bytes 0 and 1 must both be written).
  input  logic [3:0]                  s_axil_wstrb,
  /// Write data channel: valid.
  input  logic                        s_axil_wvalid,
  /// Write data channel: ready.
  output logic                        s_axil_wready,
  /// Write response channel: OKAY (0) or SLVERR (2).
  output logic [1:0]                  s_axil_bresp,
  /// Write response channel: valid.
  output logic                        s_axil_bvalid,
  /// Write response channel: ready.
  input  logic                        s_axil_bready,
  /// Read address channel: byte address.
  input  logic [AddrW-1:0]            s_axil_araddr,
  /// Read address channel: valid.
  input  logic                        s_axil_arvalid,
  /// Read address channel: ready.
  output logic                        s_axil_arready,
  /// Read data channel: the register in the low 16 bits, 0 above.
  output logic [31:0]                 s_axil_rdata,
  /// Read data channel: OKAY (0) or SLVERR (2).
  output logic [1:0]                  s_axil_rresp,
  /// Read data channel: valid.
  output logic                        s_axil_rvalid,
  /// Read data channel: ready.
  input  logic                        s_axil_rready,
  /// Register write strobe (to block cfg_block_o).
  output logic                        cfg_we_o,
  /// The block written or read.
  output logic [BlockW-1:0]           cfg_block_o,
  /// Register address (hc_pkg::reg_addr_e).
  output logic [hc_pkg::RegAddrW-1:0] cfg_addr_o,
  /// Register write data.
  output hc_pkg::reg_data_t           cfg_wdata_o,
  /// Register read data of block cfg_block_o at cfg_addr_o (combinational).
  input  hc_pkg::reg_data_t           cfg_rdata_i
);

  localparam int unsigned Regs = Switch ? 32'(hc_pkg::RegCause) + 1 : 32'(hc_pkg::RegId) + 1;
  localparam logic [1:0] RespOkay = 2'b00, RespSlvErr = 2'b10;

  logic        bvalid_q, bvalid_d, rvalid_q, rvalid_d;
  logic [1:0]  bresp_q, bresp_d, rresp_q, rresp_d;
  hc_pkg::reg_data_t rdata_q, rdata_d;
  logic        idle, do_write, do_read;
  logic [AddrW-1:0] addr;

  /// Whether a byte address names a register.
  function automatic logic exists(input logic [AddrW-1:0] a);
    int unsigned reg_idx, block;
    reg_idx = (32'(a) >> 2) & ((1 << hc_pkg::RegAddrW) - 1);
    block   = 32'(a) >> (hc_pkg::RegAddrW + 2);  // 0 when there is one block (no block bits)
    exists  = a[1:0] == 2'b00 && reg_idx < Regs && block < Blocks;
  endfunction

  assign idle     = !bvalid_q && !rvalid_q;
  assign do_write = idle && s_axil_awvalid && s_axil_wvalid;
  assign do_read  = idle && !do_write && s_axil_arvalid;
  assign addr     = do_write ? s_axil_awaddr : s_axil_araddr;

  assign s_axil_awready = do_write;
  assign s_axil_wready  = do_write;
  assign s_axil_arready = do_read;
  assign cfg_we_o       = do_write && exists(s_axil_awaddr) && s_axil_wstrb[1:0] == 2'b11;
  assign cfg_addr_o     = addr[2 +: hc_pkg::RegAddrW];
  if (Blocks > 1) begin : gen_block
    assign cfg_block_o = addr[hc_pkg::RegAddrW + 2 +: BlockW];
  end else begin : gen_one_block
    assign cfg_block_o = '0;
  end
  assign cfg_wdata_o    = s_axil_wdata[hc_pkg::RegW-1:0];
  logic [31-hc_pkg::RegW:0] unused_wdata;  // above a register's 16 bits
  logic [1:0]  unused_wstrb, unused_addr;   // strobes above them; a byte offset, checked by exists()
  assign unused_wdata = s_axil_wdata[31:hc_pkg::RegW];
  assign unused_wstrb = s_axil_wstrb[3:2];
  assign unused_addr  = addr[1:0];

  always_comb begin
    bvalid_d = bvalid_q && !s_axil_bready;
    bresp_d  = bresp_q;
    rvalid_d = rvalid_q && !s_axil_rready;
    rresp_d  = rresp_q;
    rdata_d  = rdata_q;
    if (do_write) begin
      bvalid_d = 1'b1;
      bresp_d  = exists(s_axil_awaddr) && s_axil_wstrb[1:0] == 2'b11 ? RespOkay : RespSlvErr;
    end
    if (do_read) begin
      rvalid_d = 1'b1;
      rresp_d  = exists(s_axil_araddr) ? RespOkay : RespSlvErr;
      rdata_d  = exists(s_axil_araddr) ? cfg_rdata_i : '0;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      bvalid_q <= 1'b0;
      bresp_q  <= RespOkay;
      rvalid_q <= 1'b0;
      rresp_q  <= RespOkay;
      rdata_q  <= '0;
    end else begin
      bvalid_q <= bvalid_d;
      bresp_q  <= bresp_d;
      rvalid_q <= rvalid_d;
      rresp_q  <= rresp_d;
      rdata_q  <= rdata_d;
    end
  end

  assign s_axil_bvalid = bvalid_q;
  assign s_axil_bresp  = bresp_q;
  assign s_axil_rvalid = rvalid_q;
  assign s_axil_rresp  = rresp_q;
  assign s_axil_rdata  = 32'(rdata_q);

`ifndef SYNTHESIS
  OneAtATime: assert property (@(posedge clk_i) disable iff (!rst_ni) !(bvalid_q && rvalid_q));
`endif

endmodule
