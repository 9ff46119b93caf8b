// Allocation of a switch, one decision per clock (docs/network.md, Allocation): every virtual channel's
// request from its first flit (whose route and channels the input computed as it arrived), round-robin
// input arbitration over the channels and output arbitration over the inputs (hc_rr_arbiter), broadcast
// groups that lock an input and its outputs for the packet's length, and the state this needs: the
// output channel a unicast packet holds, the branches of a broadcast served so far.

module hc_sw_alloc #(
  /// Network ports.
  parameter int unsigned NumPorts = 4,
  /// Virtual channels per port.
  parameter int unsigned Vcs = 2,
  /// Flits per FIFO.
  parameter int unsigned BufDepth = 8,
  /// Inputs and outputs: the network ports, then the local port.
  localparam int unsigned Ports = NumPorts + 1,
  /// Bits of a virtual-channel number.
  localparam int unsigned VcW = Vcs > 1 ? $clog2(Vcs) : 1,
  /// Bits of a FIFO count or a credit count.
  localparam int unsigned CountW = $clog2(BufDepth + 1),
  /// Bits of a FIFO index.
  localparam int unsigned IdxW = $clog2(BufDepth)
) (
  /// Clock.
  input  logic                                     clk_i,
  /// Synchronous reset, active low.
  input  logic                                     rst_ni,
  /// The configuration is ready and valid: allocation runs.
  input  logic                                     enable_i,
  /// Dimension of each network port, 1-based (0: the port does not exist).
  input  logic [NumPorts-1:0][2:0]                 port_dim_i,
  /// Per input and channel: the control of its first flit (or the locked group's flit).
  input  hc_pkg::flit_ctl_t [Ports-1:0][Vcs-1:0]   front_ctl_i,
  /// Per input and channel: its header (allocation reads its kind and length; the rest routed it).
  /* verilator lint_off UNUSEDSIGNAL */
  input  hc_pkg::hdr_t [Ports-1:0][Vcs-1:0]        front_hdr_i,
  /* verilator lint_on UNUSEDSIGNAL */
  /// Per input and channel: the outputs its head asks for.
  input  logic [Ports-1:0][Vcs-1:0][Ports-1:0]     front_out_i,
  /// Per input and channel: the hops over which network outputs are in class 1.
  input  logic [Ports-1:0][Vcs-1:0][NumPorts-1:0]  front_class1_i,
  /// Per input and channel: the head's channel of class 0.
  input  logic [Ports-1:0][Vcs-1:0][VcW-1:0]       front_vc0_i,
  /// Per input and channel: the head's channel of class 1.
  input  logic [Ports-1:0][Vcs-1:0][VcW-1:0]       front_vc1_i,
  /// Per input and channel: flits visible.
  input  logic [Ports-1:0][Vcs-1:0][CountW-1:0]    visible_i,
  /// Per network output and channel: credits.
  input  logic [NumPorts-1:0][Vcs-1:0][CountW-1:0] credits_i,
  /// Per network output and channel: a packet of several flits holds it.
  input  logic [NumPorts-1:0][Vcs-1:0]             held_i,
  /// Free entries of the ejection FIFO.
  input  logic [CountW-1:0]                        ej_room_i,
  /// A packet of several flits is being ejected.
  input  logic                                     ej_held_i,
  /// Per input: the channel whose flit it sends, or would.
  output logic [Ports-1:0][VcW-1:0]                rd_vc_o,
  /// Per input: it sends a flit in this clock (a grant, or its group's next flit).
  output logic [Ports-1:0]                         send_o,
  /// Per input: its channel's first flit leaves the FIFO in this clock.
  output logic [Ports-1:0]                         pop_o,
  /// Per input: a broadcast group holds it (channel grp_vc_o reads flit grp_idx_o); registers.
  output logic [Ports-1:0]                         grp_on_o,
  /// Per input: the group's channel.
  output logic [Ports-1:0][VcW-1:0]                grp_vc_o,
  /// Per input: the flit its group reads, from the front.
  output logic [Ports-1:0][IdxW-1:0]               grp_idx_o,
  /// Per input: the group in the next clock (the next values of the three above).
  output logic [Ports-1:0]                         grp_on_next_o,
  /// Per input: its channel.
  output logic [Ports-1:0][VcW-1:0]                grp_vc_next_o,
  /// Per input: its flit.
  output logic [Ports-1:0][IdxW-1:0]               grp_idx_next_o,
  /// Per output: a flit goes out in this clock.
  output logic [Ports-1:0]                         out_send_o,
  /// Per output: the input it comes from, one-hot.
  output logic [Ports-1:0][Ports-1:0]              out_src_o,
  /// Per output: its virtual channel.
  output logic [Ports-1:0][VcW-1:0]                out_vc_o,
  /// Per output: it continues in the dimension of its input (a broadcast copy's weights).
  output logic [Ports-1:0]                         out_cont_o
);

  localparam int unsigned Local = NumPorts;

  // Inputs and outputs of the same dimension (a flit that continues in it).
  logic [Ports-1:0][Ports-1:0] same_dim;
  always_comb begin
    same_dim = '0;
    for (int unsigned i = 0; i < NumPorts; i++)
      for (int unsigned o = 0; o < NumPorts; o++) same_dim[i][o] = port_dim_i[i] != '0 && port_dim_i[i] == port_dim_i[o];
  end

  // Broadcast groups (per input) and the outputs they lock.
  logic [Ports-1:0]            grp_on_q, grp_on_d, grp_final_q, grp_final_d;
  logic [Ports-1:0][VcW-1:0]   grp_vc_q, grp_vc_d;
  logic [Ports-1:0][3:0]       grp_k_q, grp_k_d, grp_len_q, grp_len_d;
  logic [Ports-1:0][Ports-1:0] grp_outs_q, grp_outs_d;
  logic [Ports-1:0][VcW-1:0]   lock_w_q, lock_w_d;  // per output: the channel of the group it carries
  logic [Ports-1:0]            locked;             // per output: a group holds it
  logic [Ports-1:0][Ports-1:0] locker;             // per output: the input of that group, one-hot

  always_comb begin
    for (int unsigned o = 0; o < Ports; o++) begin
      for (int unsigned i = 0; i < Ports; i++) locker[o][i] = grp_on_q[i] && grp_outs_q[i][o];
      locked[o] = locker[o] != '0;
    end
  end

  // Per input channel: the state of its packet, the channel of each hop, what it asks for.
  logic [Ports-1:0][Vcs-1:0][Ports-1:0]          req;
  logic [Ports-1:0][Vcs-1:0][Ports-1:0][VcW-1:0] want_vc;
  logic [Ports-1:0][Vcs-1:0][Ports-1:0]          held_out_q, held_out_d;  // a unicast packet holds (o, w)
  logic [Ports-1:0][Vcs-1:0][VcW-1:0]            held_w_q, held_w_d;
  logic [Ports-1:0][Vcs-1:0][Ports-1:0]          served_q, served_d;      // broadcast branches served

  // Per network output and channel: it can take a flit (a credit), a head (a credit, and no packet
  // holds it).
  logic [Ports-1:0][Vcs-1:0] has_credit, takes_head;
  always_comb begin
    for (int unsigned o = 0; o < Ports; o++)
      for (int unsigned w = 0; w < Vcs; w++) begin
        has_credit[o][w] = o == Local ? ej_room_i != '0 : credits_i[o % NumPorts][w] != '0;
        takes_head[o][w] = has_credit[o][w] && (o == Local ? !ej_held_i : !held_i[o % NumPorts][w]);
      end
  end

  for (genvar i = 0; i < Ports; i++) begin : gen_req_in
    for (genvar v = 0; v < Vcs; v++) begin : gen_req_vc
      hc_pkg::flit_ctl_t ctl;
      logic unused_tail;  // a body flit's request comes from the channel it holds
      assign ctl = front_ctl_i[i][v];
      assign unused_tail = ctl.tail;
      always_comb begin
        logic [CountW-1:0] len;
        logic [Ports-1:0]  head_ok, body_ok, whole_ok;
        len = CountW'(front_hdr_i[i][v].len);  // a valid length fits: MaxLen <= BufDepth
        for (int unsigned o = 0; o < Ports; o++) begin
          want_vc[i][v][o] = o == Local ? '0 : front_class1_i[i][v][o % NumPorts] ? front_vc1_i[i][v] : front_vc0_i[i][v];
          head_ok[o]  = takes_head[o][want_vc[i][v][o]];
          body_ok[o]  = has_credit[o][held_w_q[i][v]];
          // A broadcast branch needs room for its whole packet (virtual cut-through).
          whole_ok[o] = head_ok[o] && (o == Local ? ej_room_i : credits_i[o % NumPorts][want_vc[i][v][o]]) >= len;
        end
        if (!enable_i || grp_on_q[i] || visible_i[i][v] == '0) begin
          req[i][v] = '0;
        end else if (!ctl.head) begin
          req[i][v] = held_out_q[i][v] & body_ok & ~locked;
        end else if (front_hdr_i[i][v].kind == hc_pkg::PktUnicast) begin
          req[i][v] = front_out_i[i][v] & head_ok & ~locked;
        end else begin
          req[i][v] = visible_i[i][v] >= len ? front_out_i[i][v] & ~served_q[i][v] & whole_ok & ~locked : '0;
        end
      end
    end
  end

  // Input arbitration (over channels), then output arbitration (over inputs).
  logic [Ports-1:0][Vcs-1:0]   chosen;     // per input, one-hot
  logic [Ports-1:0][VcW-1:0]   chosen_vc;
  logic [Ports-1:0][Ports-1:0] in_req;     // per input: what its chosen channel asks for
  logic [Ports-1:0][Ports-1:0] out_req;    // per output: the inputs that ask for it
  logic [Ports-1:0][Ports-1:0] out_gnt;    // per output: the input granted, one-hot
  logic [Ports-1:0][Ports-1:0] in_gnt;     // per input: the outputs that granted it
  logic [Ports-1:0][Ports-1:0][VcW-1:0] send_vc;  // per input and output: the channel it would send on

  for (genvar i = 0; i < Ports; i++) begin : gen_in_arb
    logic [Vcs-1:0] any;
    for (genvar v = 0; v < Vcs; v++) begin : gen_any
      assign any[v] = req[i][v] != '0;
    end
    hc_rr_arbiter #(
      .N (Vcs)
    ) i_arb (
      .clk_i    (clk_i),
      .rst_ni   (rst_ni),
      .req_i    (any),
      .update_i (in_gnt[i] != '0),
      .gnt_o    (chosen[i])
    );
    always_comb begin
      in_req[i]    = '0;
      chosen_vc[i] = '0;
      send_vc[i]   = '0;
      for (int unsigned v = 0; v < Vcs; v++) begin
        in_req[i]    = in_req[i] | (chosen[i][v] ? req[i][v] : '0);
        chosen_vc[i] = chosen_vc[i] | (chosen[i][v] ? VcW'(v) : '0);
        for (int unsigned o = 0; o < Ports; o++)
          send_vc[i][o] = send_vc[i][o] |
                          (chosen[i][v] ? (front_ctl_i[i][v].head ? want_vc[i][v][o] : held_w_q[i][v]) : '0);
      end
    end
  end

  always_comb begin
    for (int unsigned o = 0; o < Ports; o++)
      for (int unsigned i = 0; i < Ports; i++) out_req[o][i] = in_req[i][o];
  end
  always_comb begin
    for (int unsigned i = 0; i < Ports; i++)
      for (int unsigned o = 0; o < Ports; o++) in_gnt[i][o] = out_gnt[o][i];
  end

  for (genvar o = 0; o < Ports; o++) begin : gen_out_arb
    hc_rr_arbiter #(
      .N (Ports)
    ) i_arb (
      .clk_i    (clk_i),
      .rst_ni   (rst_ni),
      .req_i    (out_req[o]),
      .update_i (1'b1),
      .gnt_o    (out_gnt[o])
    );
    // What goes out: a group's next flit, or the granted input's.
    always_comb begin
      out_send_o[o] = locked[o] || out_gnt[o] != '0;
      out_src_o[o]  = locked[o] ? locker[o] : out_gnt[o];
      out_vc_o[o]   = locked[o] ? lock_w_q[o] : '0;
      out_cont_o[o] = 1'b0;
      for (int unsigned i = 0; i < Ports; i++) begin
        if (out_gnt[o][i]) out_vc_o[o] = out_vc_o[o] | send_vc[i][o];
        out_cont_o[o] = out_cont_o[o] || (out_src_o[o][i] && same_dim[i][o]);
      end
      lock_w_d[o] = out_send_o[o] ? out_vc_o[o] : lock_w_q[o];
    end
  end

  // The next state of each input: its group, and its channels' packets.
  for (genvar i = 0; i < Ports; i++) begin : gen_next
    // What the chosen channel's first flit is.
    logic           c_head, c_tail, c_bcast, c_final;
    logic [3:0]     c_len;
    always_comb begin
      c_head  = 1'b0;
      c_tail  = 1'b0;
      c_bcast = 1'b0;
      c_final = 1'b0;
      c_len   = '0;
      for (int unsigned v = 0; v < Vcs; v++)
        if (chosen[i][v]) begin
          c_head  = front_ctl_i[i][v].head;
          c_tail  = front_ctl_i[i][v].tail;
          c_bcast = front_hdr_i[i][v].kind == hc_pkg::PktBroadcast;
          c_len   = front_hdr_i[i][v].len;
          c_final = (served_q[i][v] | in_gnt[i]) == front_out_i[i][v];
        end
    end
    logic granted, starts, grp_last;
    assign granted  = in_gnt[i] != '0 && !grp_on_q[i];
    assign starts   = granted && c_head && c_bcast;  // a broadcast group starts
    assign grp_last = grp_on_q[i] && grp_k_q[i] + 4'd1 == grp_len_q[i];
    always_comb begin
      grp_on_d[i]    = grp_on_q[i] && !grp_last;
      grp_final_d[i] = grp_final_q[i];
      grp_vc_d[i]    = grp_vc_q[i];
      grp_k_d[i]     = grp_k_q[i] + 4'(grp_on_q[i]);
      grp_len_d[i]   = grp_len_q[i];
      grp_outs_d[i]  = grp_outs_q[i];
      if (starts && c_len > 4'd1) begin
        grp_on_d[i]    = 1'b1;
        grp_final_d[i] = c_final;
        grp_vc_d[i]    = chosen_vc[i];
        grp_k_d[i]     = 4'd1;
        grp_len_d[i]   = c_len;
        grp_outs_d[i]  = in_gnt[i];
      end
      // A unicast flit leaves at once; a broadcast's flits leave with the group that serves its last
      // branches (the head as it starts, the others as the group sends them).
      pop_o[i]          = grp_on_q[i] ? grp_final_q[i] : granted && (!starts || c_final);
      rd_vc_o[i]        = grp_on_q[i] ? grp_vc_q[i] : chosen_vc[i];
      send_o[i]         = grp_on_q[i] || granted;
      grp_on_next_o[i]  = grp_on_d[i];
      grp_vc_next_o[i]  = grp_vc_d[i];
      grp_idx_next_o[i] = grp_final_d[i] ? '0 : IdxW'(grp_k_d[i]);
    end
    // Per channel: the unicast packet it holds; the broadcast branches it has served.
    for (genvar v = 0; v < Vcs; v++) begin : gen_vc_state
      logic mine;
      assign mine = chosen[i][v] && granted;
      always_comb begin
        held_out_d[i][v] = held_out_q[i][v];
        held_w_d[i][v]   = held_w_q[i][v];
        served_d[i][v]   = served_q[i][v];
        if (mine && !c_bcast) begin
          if (c_head) begin
            held_out_d[i][v] = c_tail ? '0 : in_gnt[i];
            held_w_d[i][v]   = '0;
            for (int unsigned o = 0; o < Ports; o++) held_w_d[i][v] = held_w_d[i][v] | (in_gnt[i][o] ? want_vc[i][v][o] : '0);
          end else if (c_tail) begin
            held_out_d[i][v] = '0;
          end
        end
        // Served branches accumulate until the group that serves the last ones is over.
        if (mine && c_head && c_bcast) served_d[i][v] = c_final && c_len == 4'd1 ? '0 : served_q[i][v] | in_gnt[i];
        if (grp_last && grp_final_q[i] && grp_vc_q[i] == VcW'(v)) served_d[i][v] = '0;
      end
    end
    // A group's reads come from registers alone: what is read does not wait for arbitration.
    assign grp_on_o[i]  = grp_on_q[i];
    assign grp_vc_o[i]  = grp_vc_q[i];
    assign grp_idx_o[i] = grp_final_q[i] ? '0 : IdxW'(grp_k_q[i]);
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      grp_on_q    <= '0;
      grp_final_q <= '0;
      grp_vc_q    <= '0;
      grp_k_q     <= '0;
      grp_len_q   <= '0;
      grp_outs_q  <= '0;
      lock_w_q    <= '0;
      held_out_q  <= '0;
      held_w_q    <= '0;
      served_q    <= '0;
    end else begin
      grp_on_q    <= grp_on_d;
      grp_final_q <= grp_final_d;
      grp_vc_q    <= grp_vc_d;
      grp_k_q     <= grp_k_d;
      grp_len_q   <= grp_len_d;
      grp_outs_q  <= grp_outs_d;
      lock_w_q    <= lock_w_d;
      held_out_q  <= held_out_d;
      held_w_q    <= held_w_d;
      served_q    <= served_d;
    end
  end

endmodule
