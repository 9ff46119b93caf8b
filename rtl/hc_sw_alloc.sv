// Allocation of a switch, one decision per clock (docs/network.md, Allocation): each input presents the
// front flit of one virtual channel, chosen in the clock before; its request follows from the route the
// input computed as the flit arrived; round-robin output arbitration over the inputs (hc_rr_arbiter);
// broadcast groups that lock an input and one output for the packet's length (a broadcast's branches
// one at a time), and the branches of each broadcast served so far. What it decides drives the
// crossbar in the same clock (switch traversal): each input's flit is read where its state says
// (send_*), or, from a block RAM, at that address registered in the clock before (read_*: the same
// address, a clock ahead).

module hc_sw_alloc #(
  /// Network ports.
  parameter int unsigned NumPorts = 4,
  /// Virtual channels per port.
  parameter int unsigned Vcs = 2,
  /// Flits per FIFO.
  parameter int unsigned BufDepth = 8,
  /// The configuration is FixedCfg for good: requests only in dimension order (below).
  parameter bit          Fixed = 1'b0,
  /// With Fixed: the configuration.
  parameter hc_pkg::cfg_t FixedCfg = '0,
  /// Inputs and outputs: the network ports, then the local port.
  localparam int unsigned Ports = NumPorts + 1,
  /// Bits of a virtual-channel number.
  localparam int unsigned VcW = Vcs > 1 ? $clog2(Vcs) : 1,
  /// Bits of a FIFO index.
  localparam int unsigned IdxW = BufDepth > 1 ? $clog2(BufDepth) : 1
) (
  /// Clock.
  input  logic                                         clk_i,
  /// Synchronous reset, active low.
  input  logic                                         rst_ni,
  /// The configuration is ready and valid: allocation runs.
  input  logic                                         enable_i,
  /// Dimension of each network port, 1-based (0: the port does not exist).
  input  hc_pkg::dim_t [NumPorts-1:0]                  port_dim_i,
  /// Per input and channel: its front flit is visible.
  input  logic [Ports-1:0][Vcs-1:0]                    fr_valid_i,
  /// Per input and channel: a flit is visible in the next clock unless this clock's pop takes the last.
  input  logic [Ports-1:0][Vcs-1:0]                    avail_i,
  /// Per input and channel: a flit is visible in the next clock even after a pop in this clock.
  input  logic [Ports-1:0][Vcs-1:0]                    more_i,
  /// Per input and channel: the whole front packet is visible.
  input  logic [Ports-1:0][Vcs-1:0]                    fr_whole_i,
  /// Per input, the front of the channel it presents (read at pres_next_o of the clock before): its
  /// control,
  input  hc_noc_pkg::flit_ctl_t [Ports-1:0]            p_ctl_i,
  /// it belongs to a broadcast,
  input  logic [Ports-1:0]                             p_bcast_i,
  /// its packet's length,
  input  hc_noc_pkg::len_t [Ports-1:0]                 p_len_i,
  /// the outputs its packet asks for,
  input  logic [Ports-1:0][Ports-1:0]                  p_out_i,
  /// the hops over which network outputs are in class 1,
  input  logic [Ports-1:0][NumPorts-1:0]               p_class1_i,
  /// its packet's channel of class 0,
  input  logic [Ports-1:0][VcW-1:0]                    p_vc0_i,
  /// and of class 1.
  input  logic [Ports-1:0][VcW-1:0]                    p_vc1_i,
  /// Per output and channel (the local output: channel 0): a flit of the packet holding it can go.
  input  logic [Ports-1:0][Vcs-1:0]                    body_ok_i,
  /// Per output and channel: a head can go.
  input  logic [Ports-1:0][Vcs-1:0]                    head_ok_i,
  /// Per output and channel: a whole broadcast packet can go.
  input  logic [Ports-1:0][Vcs-1:0]                    whole_ok_i,
  /// Per input: its front of channel pop_vc_o leaves.
  output logic [Ports-1:0]                             pop_o,
  /// Per input: the channel popped (the channel it presents).
  output logic [Ports-1:0][VcW-1:0]                    pop_vc_o,
  /// Per input: the channel it presents in the next clock.
  output logic [Ports-1:0][VcW-1:0]                    pres_next_o,
  /// Per input: the channel of the flit it may send in this clock,
  output logic [Ports-1:0][VcW-1:0]                    send_vc_o,
  /// and the flit's place from the front.
  output logic [Ports-1:0][IdxW-1:0]                   send_idx_o,
  /// Per input: the channel of the flit it may send in the next clock (send_vc_o a clock ahead),
  output logic [Ports-1:0][VcW-1:0]                    read_vc_o,
  /// and the flit's place from the front as it is after this clock's pop.
  output logic [Ports-1:0][IdxW-1:0]                   read_idx_o,
  /// Per output: a flit is granted it.
  output logic [Ports-1:0]                             out_send_o,
  /// Per output: the input it comes from, one-hot.
  output logic [Ports-1:0][Ports-1:0]                  out_src_o,
  /// Per output: its virtual channel.
  output logic [Ports-1:0][VcW-1:0]                    out_vc_o,
  /// Per output: it is the tail of its packet.
  output logic [Ports-1:0]                             out_tail_o,
  /// Per output: it continues in the dimension of its input (a broadcast copy's weights).
  output logic [Ports-1:0]                             out_cont_o
);

  localparam int unsigned Local = NumPorts;

  // Which outputs a flit arriving on each input can leave on. With a fixed configuration, in a network
  // of the same configuration (hc_network), only in dimension order: in its own dimension in the
  // direction it travels, in a lower one, or to the local port; never back over the port it came in on.
  // Requests outside it cannot happen (an assertion checks), and the crossbar has no path for them. A
  // programmable switch takes whatever its neighbours send.
  /* verilator coverage_off */  // evaluated at elaboration only: no run-time line points (docs/coverage.md)
  function automatic logic [Ports-1:0][Ports-1:0] reach_of(input hc_pkg::cfg_t c);
    /* verilator lint_off UNUSEDSIGNAL */  // the port table is what it reads
    hc_derive_pkg::derived_t d;
    /* verilator lint_on UNUSEDSIGNAL */
    hc_pkg::dim_t di, dout;
    logic       shared_i, shared_o;
    d        = hc_derive_pkg::derive(c);
    reach_of = '1;
    for (int unsigned i = 0; i < NumPorts; i++) begin
      di       = d.bcast.port_wd[i];
      shared_i = i == 32'(d.bcast.fwd_minus[2'(di - 1'b1)]) && d.bcast.port_plus[i];
      for (int unsigned o = 0; o < NumPorts; o++) begin
        dout     = d.bcast.port_wd[o];
        shared_o = o == 32'(d.bcast.fwd_minus[2'(dout - 1'b1)]) && d.bcast.port_plus[o];
        if (o == i || dout > di)
          reach_of[i][o] = 1'b0;
        else if (dout == di)
          reach_of[i][o] = d.bcast.port_plus[o] != d.bcast.port_plus[i] || shared_i || shared_o;
      end
    end
  endfunction
  /* verilator coverage_on */
  localparam logic [Ports-1:0][Ports-1:0] Reach = Fixed ? reach_of(FixedCfg) : '1;

  // Per output: the inputs whose flits can leave on it (Reach transposed). Grants come from requests
  // within Reach, and groups from grants, so an output's source is always among them and the masks
  // below change nothing; they let synthesis drop what it cannot prove unused (the group state's bits
  // are a sequential invariant), so that the crossbar and the state behind it have no path from the
  // other inputs.
  /* verilator coverage_off */  // evaluated at elaboration only: no run-time line points (docs/coverage.md)
  function automatic logic [Ports-1:0][Ports-1:0] sources_of(input logic [Ports-1:0][Ports-1:0] reach);
    for (int unsigned o = 0; o < Ports; o++)
      for (int unsigned i = 0; i < Ports; i++) sources_of[o][i] = reach[i][o];
  endfunction
  /* verilator coverage_on */
  localparam logic [Ports-1:0][Ports-1:0] Sources = sources_of(Reach);

  // The first channel of `set` (not empty) after channel `from`, cyclically (`from` itself last).
  function automatic logic [VcW-1:0] first_after(input logic [Vcs-1:0] set, input logic [VcW-1:0] from);
    first_after = from;
    for (int unsigned k = Vcs; k >= 1; k--)
      if (set[(32'(from) + k) % Vcs]) first_after = VcW'((32'(from) + k) % Vcs);
  endfunction

  // The first of a broadcast's branches `set`: the network ports from the highest down (the highest
  // dimension's first, whose subtrees are the deepest), the local port last; one-hot, or none.
  function automatic logic [Ports-1:0] first_branch(input logic [Ports-1:0] set);
    first_branch = '0;
    first_branch[Local] = set[Local];
    for (int unsigned k = 0; k < NumPorts; k++)
      if (set[k]) first_branch = Ports'(1) << k;  // a higher port replaces a lower one
  endfunction

  // Inputs and outputs of the same dimension (a flit that continues in it).
  logic [Ports-1:0][Ports-1:0] same_dim;
  always_comb begin
    same_dim = '0;
    for (int unsigned i = 0; i < NumPorts; i++)
      for (int unsigned o = 0; o < NumPorts; o++) same_dim[i][o] = port_dim_i[i] != '0 && port_dim_i[i] == port_dim_i[o];
  end

  // Broadcast groups (per input) and the output each locks.
  typedef struct packed {
    logic             on;      // the group holds the input
    logic             pops;    // its flits leave the FIFO as it sends them (its packet's last branches)
    logic [VcW-1:0]   vc;      // the channel it sends from
    hc_noc_pkg::len_t k;       // the flits it has sent
    hc_noc_pkg::len_t len;     // its packet's length
    logic [Ports-1:0] outs;    // the output it locks, one-hot
  } grp_t;
  grp_t [Ports-1:0]            grp_q, grp_d;
  logic [Ports-1:0][VcW-1:0]   lock_w_q, lock_w_d;  // per output: the channel of the group it carries
  logic [Ports-1:0]            locked, locked_d;   // per output: a group holds it
  logic [Ports-1:0][Ports-1:0] locker, locker_d;   // per output: the input of that group, one-hot

  always_comb begin
    for (int unsigned o = 0; o < Ports; o++) begin
      for (int unsigned i = 0; i < Ports; i++) locker_d[o][i] = Sources[o][i] && grp_d[i].on && grp_d[i].outs[o];
      locked_d[o] = locker_d[o] != '0;
    end
  end

  // Per input: the channel it presents, its front flit, the channel of each hop, what it asks for.
  logic [Ports-1:0][VcW-1:0]                pres_q, pres_d;
  logic [Ports-1:0][Vcs-1:0][Ports-1:0]     served_q, served_d;  // broadcast branches served
  logic [Ports-1:0]                         p_valid, p_bcast, p_whole;
  hc_noc_pkg::flit_ctl_t [Ports-1:0]        p_ctl;
  hc_noc_pkg::len_t [Ports-1:0]             p_len;
  logic [Ports-1:0][Ports-1:0]              p_out, p_served, p_rest, req;  // p_rest: branches not yet served
  logic [Ports-1:0][Ports-1:0][VcW-1:0]     want_vc;

  for (genvar i = 0; i < Ports; i++) begin : gen_req
    always_comb begin
      logic [Ports-1:0] body_ok, head_ok, whole_ok, cand;
      logic [NumPorts-1:0] class1;
      logic [VcW-1:0] vc0, vc1;
      p_valid[i]  = fr_valid_i[i][pres_q[i]];
      p_ctl[i]    = p_ctl_i[i];
      p_bcast[i]  = p_bcast_i[i];
      p_len[i]    = p_len_i[i];
      p_whole[i]  = fr_whole_i[i][pres_q[i]];
      p_out[i]    = p_out_i[i];
      p_served[i] = served_q[i][pres_q[i]];
      p_rest[i]   = p_out[i] & ~p_served[i];
      class1      = p_class1_i[i];
      vc0         = p_vc0_i[i];
      vc1         = p_vc1_i[i];
      for (int unsigned o = 0; o < Ports; o++) begin
        want_vc[i][o] = o == Local ? '0 : class1[o % NumPorts] ? vc1 : vc0;
        body_ok[o]  = body_ok_i[o][want_vc[i][o]] && !locked[o];
        head_ok[o]  = head_ok_i[o][want_vc[i][o]] && !locked[o];
        whole_ok[o] = whole_ok_i[o][want_vc[i][o]] && !locked[o];
      end
      // A broadcast's branches not yet served that can take the whole packet: it asks for the first
      // (first_branch), one branch at a time.
      cand = p_rest[i] & whole_ok & Reach[i];
      if (!enable_i || grp_q[i].on || !p_valid[i]) begin
        req[i] = '0;
      end else if (!p_bcast[i]) begin
        req[i] = p_out[i] & (p_ctl[i].head ? head_ok : body_ok) & Reach[i];
      end else if (p_ctl[i].head && p_whole[i]) begin
        req[i] = first_branch(cand);
      end else begin
        req[i] = '0;  // a broadcast's other flits go with its groups
      end
    end
  end

  // Output arbitration over the inputs.
  logic [Ports-1:0][Ports-1:0] out_req;    // per output: the inputs that ask for it
  logic [Ports-1:0][Ports-1:0] out_gnt;    // per output: the input granted, one-hot
  logic [Ports-1:0][Ports-1:0] in_gnt;     // per input: the outputs that granted it

  always_comb begin
    for (int unsigned o = 0; o < Ports; o++)
      for (int unsigned i = 0; i < Ports; i++) out_req[o][i] = req[i][o];
  end
  always_comb begin
    for (int unsigned i = 0; i < Ports; i++)
      for (int unsigned o = 0; o < Ports; o++) in_gnt[i][o] = out_gnt[o][i];
  end

  // The last flit of each input's group goes in this clock.
  logic [Ports-1:0] grp_last;
  for (genvar i = 0; i < Ports; i++) begin : gen_grp_last
    assign grp_last[i] = grp_q[i].on && grp_q[i].k + 4'd1 == grp_q[i].len;
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
      out_src_o[o]  = (locked[o] ? locker[o] : out_gnt[o]) & Sources[o];
      out_vc_o[o]   = locked[o] ? lock_w_q[o] : '0;
      out_tail_o[o] = 1'b0;
      out_cont_o[o] = 1'b0;
      for (int unsigned i = 0; i < Ports; i++) begin
        if (out_gnt[o][i]) out_vc_o[o] = out_vc_o[o] | want_vc[i][o];
        out_tail_o[o] = out_tail_o[o] || (out_src_o[o][i] && (locked[o] ? grp_last[i] : p_ctl[i].tail));
        out_cont_o[o] = out_cont_o[o] || (out_src_o[o][i] && same_dim[i][o]);
      end
      lock_w_d[o] = out_send_o[o] ? out_vc_o[o] : lock_w_q[o];
    end
  end

  // The next state of each input: its group, its channels' served branches, the channel it presents.
  for (genvar i = 0; i < Ports; i++) begin : gen_next
    logic granted, starts, c_final;
    assign granted = in_gnt[i] != '0 && !grp_q[i].on;
    assign starts  = granted && p_ctl[i].head && p_bcast[i];  // a broadcast group starts
    // It serves the packet's last branch: the one granted (one at a time) is the only one left.
    assign c_final = (p_rest[i] & (p_rest[i] - 1'b1)) == '0;
    always_comb begin
      grp_d[i]    = grp_q[i];
      grp_d[i].on = grp_q[i].on && !grp_last[i];
      grp_d[i].k  = grp_q[i].k + 4'(grp_q[i].on);
      if (starts && p_len[i] > 4'd1) begin
        grp_d[i] = '{on: 1'b1, pops: c_final, vc: pres_q[i], k: 4'd1, len: p_len[i], outs: in_gnt[i]};
      end
      // A unicast flit leaves at once; a broadcast's flits leave with the group that serves its last
      // branches (the head as it starts, the others as the group sends them).
      pop_o[i]      = grp_q[i].on ? grp_q[i].pops : granted && (!starts || c_final);
      pop_vc_o[i]   = grp_q[i].on ? grp_q[i].vc : pres_q[i];
    end
    // What it may send: its group's next flit, or the front of the channel it presents; in this clock
    // and in the next.
    assign send_vc_o[i]  = grp_q[i].on ? grp_q[i].vc : pres_q[i];
    assign send_idx_o[i] = grp_q[i].on && !grp_q[i].pops ? IdxW'(grp_q[i].k) : '0;
    assign read_vc_o[i]  = grp_d[i].on ? grp_d[i].vc : pres_d[i];
    assign read_idx_o[i] = grp_d[i].on && !grp_d[i].pops ? IdxW'(grp_d[i].k) : '0;
    // The channel presented next: the same while a group holds the input, or after a grant of a
    // unicast flit whose packet goes on (if its next flit is there); else the first channel after it
    // with a flit, round-robin.
    logic keep;
    assign keep = grp_d[i].on || (granted && !p_bcast[i] && !p_ctl[i].tail && more_i[i][pres_q[i]]);
    assign pres_d[i] = keep || avail_i[i] == '0 ? pres_q[i] : first_after(avail_i[i], pres_q[i]);
    assign pres_next_o[i] = pres_d[i];
    // Per channel: the broadcast branches it has served, until the group that serves the last ones is
    // over.
    for (genvar v = 0; v < Vcs; v++) begin : gen_served
      always_comb begin
        served_d[i][v] = served_q[i][v];
        if (starts && pres_q[i] == VcW'(v)) served_d[i][v] = c_final && p_len[i] == 4'd1 ? '0 : served_q[i][v] | in_gnt[i];
        if (grp_last[i] && grp_q[i].pops && grp_q[i].vc == VcW'(v)) served_d[i][v] = '0;
      end
    end
  end

`ifndef SYNTHESIS
  for (genvar i = 0; i < Ports; i++) begin : gen_reach_check
    // A group holds the input on the channel it presents (the input reads no other channel's route).
    GroupOnThePresentedChannel: assert property (@(posedge clk_i) disable iff (!rst_ni)
      grp_q[i].on |-> grp_q[i].vc == pres_q[i]);
    RoutesWithinReach: assert property (@(posedge clk_i) disable iff (!rst_ni)
      enable_i && p_valid[i] && !grp_q[i].on |-> (p_out[i] & ~Reach[i]) == '0);
  end
`endif

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      grp_q    <= '0;
      lock_w_q <= '0;
      served_q <= '0;
      pres_q   <= '0;
      locked   <= '0;
      locker   <= '0;
    end else begin
      grp_q    <= grp_d;
      lock_w_q <= lock_w_d;
      served_q <= served_d;
      pres_q   <= pres_d;
      locked   <= locked_d;
      locker   <= locker_d;
    end
  end

endmodule
