// Switch traversal of a switch (docs/network.md), in the allocation clock: the inputs' flits pass the
// crossbar as allocation grants them, a broadcast copy gets its weights (paper 000, Algorithm 2:
// (wd, wc - 1) where it continues in its dimension, the origin's elsewhere; the local copy keeps what
// arrived), and each network output's flit goes into its link register. The local output's flit goes
// to the ejection FIFO in the same clock.

module hc_sw_xbar #(
  /// Dimensions the headers address (their width, hc_noc_pkg::hdr_width).
  parameter int unsigned Dims = hc_pkg::MaxDims,
  /// Network ports.
  parameter int unsigned NumPorts = 4,
  /// Virtual channels per port.
  parameter int unsigned Vcs = 2,
  /// Bits per flit (a head's header in the low ones).
  parameter int unsigned DataW = 64,
  /// Inputs and outputs: the network ports, then the local port.
  localparam int unsigned Ports = NumPorts + 1,
  /// Bits of a virtual-channel number.
  localparam int unsigned VcW = Vcs > 1 ? $clog2(Vcs) : 1
) (
  /// Clock.
  input  logic                                  clk_i,
  /// Synchronous reset, active low.
  input  logic                                  rst_ni,
  /// Per network port: its dimension (a broadcast copy's wd),
  input  hc_pkg::dim_t [NumPorts-1:0]           port_wd_i,
  /// and the wc of a copy that enters its dimension there.
  input  hc_pkg::wc_send_t [NumPorts-1:0]       port_owc_i,
  /// Per input: the flit it may send in this clock, its control,
  input  hc_noc_pkg::flit_ctl_t [Ports-1:0]     st_ctl_i,
  /// and its bits.
  input  logic [Ports-1:0][DataW-1:0]           st_data_i,
  /// Per output: a flit is granted it.
  input  logic [Ports-1:0]                      send_i,
  /// Per output: the input it comes from, one-hot.
  input  logic [Ports-1:0][Ports-1:0]           src_i,
  /// Per output: its virtual channel.
  input  logic [Ports-1:0][VcW-1:0]             vc_i,
  /// Per output: it continues in the dimension of its input.
  input  logic [Ports-1:0]                      cont_i,
  /// Output links: a flit leaves (registered).
  output logic [NumPorts-1:0]                   out_valid_o,
  /// Output links: its virtual channel.
  output logic [NumPorts-1:0][VcW-1:0]          out_vc_o,
  /// Output links: its control.
  output hc_noc_pkg::flit_ctl_t [NumPorts-1:0]  out_ctl_o,
  /// Output links: its bits.
  output logic [NumPorts-1:0][DataW-1:0]        out_data_o,
  /// The local output's flit (written into the ejection FIFO when send_i[NumPorts]): its control,
  output hc_noc_pkg::flit_ctl_t                 local_ctl_o,
  /// and its bits.
  output logic [DataW-1:0]                      local_data_o
);

  localparam int unsigned HdrW  = hc_noc_pkg::hdr_width(Dims);
  localparam int unsigned Local = NumPorts;

  hc_noc_pkg::flit_ctl_t [Ports-1:0] xbar_ctl;
  logic [Ports-1:0][DataW-1:0]   xbar_data;

  for (genvar o = 0; o < Ports; o++) begin : gen_xbar
    logic [DataW-1:0] data;
    always_comb begin
      xbar_ctl[o] = '0;
      data        = '0;
      for (int unsigned i = 0; i < Ports; i++) begin
        xbar_ctl[o] = xbar_ctl[o] | (src_i[o][i] ? st_ctl_i[i] : '0);
        data        = data | (src_i[o][i] ? st_data_i[i] : '0);
      end
    end
    if (o < NumPorts) begin : gen_weights
      always_comb begin
        hc_noc_pkg::hdr_t h;
        h            = hc_noc_pkg::hdr_unpack(Dims, hc_noc_pkg::MaxHdrW'(data));
        xbar_data[o] = data;
        if (xbar_ctl[o].head && h.kind == hc_noc_pkg::PktBroadcast) begin
          h.wd = port_wd_i[o];
          h.wc = cont_i[o] ? h.wc - 1'b1 : port_owc_i[o];
          xbar_data[o][HdrW-1:0] = HdrW'(hc_noc_pkg::hdr_pack(Dims, h));
        end
      end
    end else begin : gen_local
      logic unused_cont;
      assign xbar_data[o] = data;
      assign unused_cont  = cont_i[o];
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      out_valid_o <= '0;
      out_vc_o    <= '0;
      out_ctl_o   <= '0;
      out_data_o  <= '0;
    end else begin
      out_valid_o <= send_i[NumPorts-1:0];
      out_vc_o    <= vc_i[NumPorts-1:0];
      out_ctl_o   <= xbar_ctl[NumPorts-1:0];
      out_data_o  <= xbar_data[NumPorts-1:0];
    end
  end

  logic             unused_local_send;  // the ejection FIFO's push
  logic [VcW-1:0]   unused_local_vc;    // the local output has channel 0 only
  assign unused_local_send = send_i[Local];
  assign unused_local_vc   = vc_i[Local];
  assign local_ctl_o       = xbar_ctl[Local];
  assign local_data_o      = xbar_data[Local];

endmodule
