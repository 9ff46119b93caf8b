// Top of tb/cocotb/axis/test_axis_ni.py: hc_axis_ni alone, every flit it injects handed straight back to
// its receive side, so a message sent comes back on m_axis_* (with TID 0: no switch writes the source).
// The bench drives the configuration inputs and sees the injected flits.

module tb_axis_ni #(
  /// Dimensions of the headers.
  parameter int unsigned Dims = 2,
  /// Longest network packet, in flits.
  parameter int unsigned MaxLen = 4,
  /// Bits per flit and per beat.
  parameter int unsigned DataW = 32,
  /// Bits of TDEST and TID.
  localparam int unsigned DestW = hc_pkg::DigitW * Dims
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,
  input  logic                 cfg_ready_i,
  input  logic                 cfg_error_i,
  input  hc_pkg::digits_t      limit_i,
  input  logic [DataW-1:0]     s_axis_tdata,
  input  logic                 s_axis_tvalid,
  output logic                 s_axis_tready,
  input  logic                 s_axis_tlast,
  input  logic [DestW-1:0]     s_axis_tdest,
  input  logic [0:0]           s_axis_tuser,
  output logic [DataW-1:0]     m_axis_tdata,
  output logic                 m_axis_tvalid,
  input  logic                 m_axis_tready,
  output logic                 m_axis_tlast,
  output logic [DestW-1:0]     m_axis_tid,
  output logic [0:0]           m_axis_tdest,
  output logic [0:0]           m_axis_tuser,
  /// A flit goes from the send side to the receive side (both valid and ready).
  output logic                 flit_moved_o,
  /// That flit is a head; its data is flit_data_o.
  output logic                 flit_head_o,
  output logic [DataW-1:0]     flit_data_o,
  input  logic                 clear_i,
  output hc_pkg::reg_data_t    errors_o,
  output logic [4:0]           causes_o
);

  logic              valid, ready;
  hc_noc_pkg::flit_ctl_t ctl;

  hc_axis_ni #(
    .Dims   (Dims),
    .MaxLen (MaxLen),
    .DataW  (DataW)
  ) i_ni (
    .clk_i         (clk_i),
    .rst_ni        (rst_ni),
    .cfg_ready_i   (cfg_ready_i),
    .cfg_error_i   (cfg_error_i),
    .limit_i       (limit_i),
    .s_axis_tdata  (s_axis_tdata),
    .s_axis_tvalid (s_axis_tvalid),
    .s_axis_tready (s_axis_tready),
    .s_axis_tlast  (s_axis_tlast),
    .s_axis_tdest  (s_axis_tdest),
    .s_axis_tuser  (s_axis_tuser),
    .m_axis_tdata  (m_axis_tdata),
    .m_axis_tvalid (m_axis_tvalid),
    .m_axis_tready (m_axis_tready),
    .m_axis_tlast  (m_axis_tlast),
    .m_axis_tid    (m_axis_tid),
    .m_axis_tdest  (m_axis_tdest),
    .m_axis_tuser  (m_axis_tuser),
    .inj_valid_o   (valid),
    .inj_ready_i   (ready),
    .inj_ctl_o     (ctl),
    .inj_data_o    (flit_data_o),
    .ej_valid_i    (valid),
    .ej_ready_o    (ready),
    .ej_ctl_i      (ctl),
    .ej_data_i     (flit_data_o),
    .clear_i       (clear_i),
    .errors_o      (errors_o),
    .causes_o      (causes_o)
  );

  assign flit_moved_o = valid && ready;
  assign flit_head_o  = ctl.head;

endmodule
