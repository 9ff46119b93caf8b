// Allocation of a switch, one decision per clock (docs/network.md, Allocation): every virtual channel's
// request from its first flit, the dateline class of every hop, round-robin input arbitration over the
// channels and output arbitration over the inputs (hc_rr_arbiter), broadcast groups that lock an input
// and its outputs for the packet's length, and the state this needs: the output channel a unicast
// packet holds, the branches of a broadcast served so far.

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
  input  logic                                   clk_i,
  /// Synchronous reset, active low.
  input  logic                                   rst_ni,
  /// The configuration is ready and valid: allocation runs.
  input  logic                                   enable_i,
  /// CTRL.no_dateline: every hop in class 0.
  input  logic                                   no_dateline_i,
  /// Dimension of each network port, 1-based (0: the port does not exist).
  input  logic [NumPorts-1:0][2:0]               port_dim_i,
  /// The hop over each network port wraps around its dimension.
  input  logic [NumPorts-1:0]                    wrap_i,
  /// Per input and channel: the control of its first flit (or the locked group's flit).
  input  hc_pkg::flit_ctl_t [Ports-1:0][Vcs-1:0] front_ctl_i,
  /// Per input and channel: the outputs its head asks for.
  input  logic [Ports-1:0][Vcs-1:0][Ports-1:0]   front_out_i,
  /// Per input and channel: its unicast head's path wraps later in the routing dimension.
  input  logic [Ports-1:0][Vcs-1:0]              front_crosses_i,
  /// Per input and channel: flits visible.
  input  logic [Ports-1:0][Vcs-1:0][CountW-1:0]  visible_i,
  /// Per network output and channel: credits.
  input  logic [NumPorts-1:0][Vcs-1:0][CountW-1:0] credits_i,
  /// Per network output and channel: a packet of several flits holds it.
  input  logic [NumPorts-1:0][Vcs-1:0]           held_i,
  /// Free entries of the ejection FIFO.
  input  logic [CountW-1:0]                      ej_room_i,
  /// A packet of several flits is being ejected.
  input  logic                                   ej_held_i,
  /// Per input: the channel whose flit it sends, or would.
  output logic [Ports-1:0][VcW-1:0]              rd_vc_o,
  /// Per input: a broadcast group holds it (channel grp_vc_o reads flit grp_idx_o).
  output logic [Ports-1:0]                       grp_on_o,
  /// Per input: the group's channel (a register: the read does not wait for arbitration).
  output logic [Ports-1:0][VcW-1:0]              grp_vc_o,
  /// Per input: the flit its group reads, from the front.
  output logic [Ports-1:0][IdxW-1:0]             grp_idx_o,
  /// Per input: its channel's first flit leaves the FIFO in this clock.
  output logic [Ports-1:0]                       pop_o,
  /// Per output: a flit goes out in this clock.
  output logic [Ports-1:0]                       out_send_o,
  /// Per output: the input it comes from, one-hot.
  output logic [Ports-1:0][Ports-1:0]            out_src_o,
  /// Per output: its virtual channel.
  output logic [Ports-1:0][VcW-1:0]              out_vc_o,
  /// Per output: it continues in the dimension of its input (a broadcast copy's weights).
  output logic [Ports-1:0]                       out_cont_o
);

  localparam int unsigned Local = NumPorts;
  localparam int unsigned C0 = Vcs / 2;  // class-0 channels: 0..C0-1; class 1: C0..Vcs-1

  // The channel of class c for a packet whose hash is h (only h[3:1] picks it).
  function automatic logic [VcW-1:0] class_vc(input logic c, input logic [3:1] h);
    class_vc = c ? VcW'(C0 + 32'(h) % (Vcs - C0)) : VcW'(32'(h) % C0);
  endfunction

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
    locked = '0;
    locker = '0;
    for (int unsigned i = 0; i < Ports; i++)
      for (int unsigned o = 0; o < Ports; o++)
        if (grp_on_q[i] && grp_outs_q[i][o]) begin
          locked[o]    = 1'b1;
          locker[o][i] = 1'b1;
        end
  end

  // Requests: per input and channel, the outputs it can use now; the channel each would get.
  logic [Ports-1:0][Vcs-1:0][Ports-1:0]          req;
  logic [Ports-1:0][Vcs-1:0][Ports-1:0][VcW-1:0] want_vc;
  logic [Ports-1:0][Vcs-1:0][Ports-1:0]          held_out_q, held_out_d;  // a unicast packet holds (o, w)
  logic [Ports-1:0][Vcs-1:0][VcW-1:0]            held_w_q, held_w_d;
  logic [Ports-1:0][Vcs-1:0][Ports-1:0]          served_q, served_d;      // broadcast branches served

  for (genvar i = 0; i < Ports; i++) begin : gen_req_in
    for (genvar v = 0; v < Vcs; v++) begin : gen_req_vc
      hc_pkg::flit_ctl_t ctl;
      logic unused_tail;  // a body flit's request comes from the channel it holds
      assign ctl = front_ctl_i[i][v];
      assign unused_tail = ctl.tail;
      always_comb begin
        logic [3:0] h;
        logic       bcast, cls;
        logic [CountW-1:0] room;
        logic [Ports-1:0] free, room_one, room_len, body_ok;
        h     = hc_pkg::packet_hash(ctl.hdr);
        bcast = ctl.hdr.kind == hc_pkg::PktBroadcast;
        for (int unsigned o = 0; o < Ports; o++) begin
          // The dateline class of the hop (docs/network.md): wraps -> 1; continues -> the input's
          // class; enters a dimension -> 0, or bit 0 of the hash for a unicast that never wraps in it.
          if (o == Local || no_dateline_i) cls = 1'b0;
          else if (wrap_i[o]) cls = 1'b1;
          else if (same_dim[i][o]) cls = v >= C0;
          else cls = !bcast && !front_crosses_i[i][v] && h[0];
          want_vc[i][v][o] = o == Local ? '0 : class_vc(cls, h[3:1]);
          if (o == Local) begin
            free[o]    = !ej_held_i;
            room       = ej_room_i;
            body_ok[o] = ej_room_i != '0;
          end else begin
            free[o]    = !held_i[o][want_vc[i][v][o]];
            room       = credits_i[o][want_vc[i][v][o]];
            body_ok[o] = credits_i[o][held_w_q[i][v]] != '0;
          end
          room_one[o] = room != '0;
          room_len[o] = 32'(room) >= 32'(ctl.hdr.len);
        end
        if (!enable_i || grp_on_q[i] || visible_i[i][v] == '0) begin
          req[i][v] = '0;
        end else if (!ctl.head) begin
          req[i][v] = held_out_q[i][v] & body_ok & ~locked;
        end else if (!bcast) begin
          req[i][v] = front_out_i[i][v] & free & room_one & ~locked;
        end else begin
          req[i][v] = 32'(visible_i[i][v]) >= 32'(ctl.hdr.len) ?
                      front_out_i[i][v] & ~served_q[i][v] & free & room_len & ~locked : '0;
        end
      end
    end
  end

  // Input arbitration (over channels), then output arbitration (over inputs).
  logic [Ports-1:0][Vcs-1:0]   chosen;     // per input, one-hot
  logic [Ports-1:0][Ports-1:0] in_req;     // per input: what its chosen channel asks for
  logic [Ports-1:0][Ports-1:0] out_req;    // per output: the inputs that ask for it
  logic [Ports-1:0][Ports-1:0] out_gnt;    // per output: the input granted, one-hot
  logic [Ports-1:0][Ports-1:0] in_gnt;     // per input: the outputs that granted it
  logic [Ports-1:0][VcW-1:0]   chosen_vc;

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
      for (int unsigned v = 0; v < Vcs; v++)
        if (chosen[i][v]) begin
          in_req[i]    = req[i][v];
          chosen_vc[i] = VcW'(v);
        end
    end
  end

  always_comb begin
    out_req = '0;
    for (int unsigned i = 0; i < Ports; i++)
      for (int unsigned o = 0; o < Ports; o++) out_req[o][i] = in_req[i][o];
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
  end

  always_comb begin
    in_gnt = '0;
    for (int unsigned o = 0; o < Ports; o++)
      for (int unsigned i = 0; i < Ports; i++) in_gnt[i][o] = out_gnt[o][i];
  end

  // A group's reads come from registers alone: what is read does not wait for arbitration.
  for (genvar i = 0; i < Ports; i++) begin : gen_grp_read
    assign grp_on_o[i]  = grp_on_q[i];
    assign grp_vc_o[i]  = grp_vc_q[i];
    assign grp_idx_o[i] = grp_final_q[i] ? '0 : IdxW'(grp_k_q[i]);
  end

  // What goes out, and the next state.
  always_comb begin
    hc_pkg::flit_ctl_t ctl;
    logic [VcW-1:0]    v;
    logic [Ports-1:0]  served;
    logic              final_group;
    ctl         = '0;
    v           = '0;
    served      = '0;
    final_group = 1'b0;
    out_send_o  = '0;
    out_src_o   = '0;
    out_vc_o    = '0;
    out_cont_o  = '0;
    rd_vc_o     = '0;
    grp_on_d    = grp_on_q;
    grp_final_d = grp_final_q;
    grp_vc_d    = grp_vc_q;
    grp_k_d     = grp_k_q;
    grp_len_d   = grp_len_q;
    grp_outs_d  = grp_outs_q;
    lock_w_d    = lock_w_q;
    held_out_d  = held_out_q;
    held_w_d    = held_w_q;
    served_d    = served_q;
    pop_o       = '0;
    for (int unsigned i = 0; i < Ports; i++) begin
      rd_vc_o[i]   = grp_on_q[i] ? grp_vc_q[i] : chosen_vc[i];
      if (grp_on_q[i]) begin
        // A group in progress sends its next flit to its outputs.
        pop_o[i]   = grp_final_q[i];
        grp_k_d[i] = grp_k_q[i] + 4'd1;
        if (grp_k_d[i] == grp_len_q[i]) begin
          grp_on_d[i] = 1'b0;
          if (grp_final_q[i]) served_d[i][grp_vc_q[i]] = '0;
        end
      end else if (in_gnt[i] != '0) begin
        v   = chosen_vc[i];
        ctl = front_ctl_i[i][v];
        if (ctl.head && ctl.hdr.kind == hc_pkg::PktBroadcast) begin
          // A broadcast group starts: its head goes to every output that granted it.
          served      = served_q[i][v] | in_gnt[i];
          final_group = served == front_out_i[i][v];
          served_d[i][v] = served;
          pop_o[i]       = final_group;
          for (int unsigned o = 0; o < Ports; o++)
            if (in_gnt[i][o]) lock_w_d[o] = want_vc[i][v][o];
          if (ctl.hdr.len > 4'd1) begin
            grp_on_d[i]    = 1'b1;
            grp_final_d[i] = final_group;
            grp_vc_d[i]    = v;
            grp_k_d[i]     = 4'd1;
            grp_len_d[i]   = ctl.hdr.len;
            grp_outs_d[i]  = in_gnt[i];
          end else if (final_group) begin
            served_d[i][v] = '0;
          end
        end else begin
          // A unicast flit; a head of several flits holds its output channel until its tail.
          pop_o[i] = 1'b1;
          if (ctl.head) begin
            held_out_d[i][v] = ctl.tail ? '0 : in_gnt[i];
            for (int unsigned o = 0; o < Ports; o++)
              if (in_gnt[i][o]) held_w_d[i][v] = want_vc[i][v][o];
          end else if (ctl.tail) begin
            held_out_d[i][v] = '0;
          end
        end
      end
    end
    for (int unsigned o = 0; o < Ports; o++) begin
      out_send_o[o] = locked[o] || out_gnt[o] != '0;
      out_src_o[o]  = locked[o] ? locker[o] : out_gnt[o];
      for (int unsigned i = 0; i < Ports; i++)
        if (out_src_o[o][i]) begin
          out_cont_o[o] = same_dim[i][o];
          if (locked[o])
            out_vc_o[o] = lock_w_q[o];
          else if (front_ctl_i[i][chosen_vc[i]].head)
            out_vc_o[o] = want_vc[i][chosen_vc[i]][o];
          else
            out_vc_o[o] = held_w_q[i][chosen_vc[i]];
        end
    end
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
