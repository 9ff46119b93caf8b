// Properties of hc_switch (node 0 of a hypercycle, its configuration fixed or programmable, 2 virtual
// channels) among neighbours that keep the link rules, with a free injection source and ejection sink:
// - the neighbours: each input's upstream sends a flit only with a credit of its channel, and sends
//   well-formed packets on each channel (a head with len 1..MaxLen, then the len - 1 other flits, the last
//   a tail) whose heads route somewhere and never back over the port they came in on (what a switch of
//   the same network sends); each output's downstream returns a credit only for a flit it holds;
// - credits: per output and channel, the switch's credits, the flit on the link and the flits held
//   downstream add up to BufDepth (so credits stay in 0..BufDepth and no flit goes without one); the
//   local output's credits and the ejection FIFO's entries too;
//   per input and channel, the upstream's credits, the FIFO's flits and the credit on its way back add
//   up to BufDepth (no FIFO overflows, no credit is invented or lost);
// - flits: every flit an input takes is kept unchanged, in order, until it leaves; every flit that
//   leaves over the crossbar is the one its input holds at the place allocation names (the front for a
//   unicast), read at the address registered for it a clock before, unchanged but for a broadcast
//   head's weights on a network port; a unicast flit goes to exactly one output, one of its route, and
//   leaves its FIFO as it goes; a broadcast branch is served once, one branch at a time, and the
//   packet leaves its FIFO with its last branch (hc_queue_shadow keeps what each FIFO must hold);
// - the output links carry what the crossbar passed a clock before, whole packets in turn on each
//   channel (as the inputs assume of a neighbour); the ejection FIFO keeps the flits the crossbar
//   passes to the local port in order, and the ejection stream offers them in order, holds each
//   unchanged until the sink takes it, and gives the sink whole packets in turn.
// The invariants that make the induction step hold state the FIFOs' pointers and memories (and the
// route memory's read address, at the presented channel's front), the injection port's open packet,
// the broadcast groups of hc_sw_alloc, and where the rest of the packet that holds each output channel
// is.
module hc_switch_properties #(
  /// The hypercycle (r, and m and rho as registers M and RHO); the switch is its node 0.
  parameter int unsigned     Dims     = 1,
  parameter hc_pkg::digits_t M        = 16'h0005,
  parameter hc_pkg::digits_t Rho      = 16'h0001,
  /// Flits per FIFO, and the longest packet.
  parameter int unsigned     BufDepth = 2,
  parameter int unsigned     MaxLen   = 2,
  /// Bits per flit above the header (a head's payload; a body flit's bits are all payload).
  parameter int unsigned     ExtraW   = 0,
  /// The configuration registers take the free writes below (hc_switch's Fixed = 0): reconfiguration
  /// at any time, under traffic.
  parameter bit              Programmable = 1'b0,
  /// Network ports, and bits per flit.
  localparam int unsigned    NumPorts = hc_noc_pkg::net_degree(Dims, M, Rho),
  localparam int unsigned    DataW    = hc_noc_pkg::hdr_width(Dims) + ExtraW
) (
  /// Clock.
  input  logic                                  clk_i,
  /// Synchronous reset, active low (low in the first clock).
  input  logic                                  rst_ni,
  /// Register writes, free (with a fixed configuration only CTRL and ERRORS take them).
  input  logic                                  cfg_we_i,
  input  logic [hc_pkg::RegAddrW-1:0]           cfg_addr_i,
  input  hc_pkg::reg_data_t                     cfg_wdata_i,
  /// The input links, within the assumptions below.
  input  logic [NumPorts-1:0]                   in_valid_i,
  input  logic [NumPorts-1:0]                   in_vc_i,
  input  hc_noc_pkg::flit_ctl_t [NumPorts-1:0]  in_ctl_i,
  input  logic [NumPorts-1:0][DataW-1:0]        in_data_i,
  /// The output links' credits, within the assumptions below.
  input  logic [NumPorts-1:0]                   out_crd_valid_i,
  input  logic [NumPorts-1:0]                   out_crd_vc_i,
  /// The injection source and the ejection sink, free.
  input  logic                                  inj_valid_i,
  input  hc_noc_pkg::flit_ctl_t                 inj_ctl_i,
  input  logic [DataW-1:0]                      inj_data_i,
  input  logic                                  ej_ready_i,
  /// Per link: a message the neighbour over it took (free), for the broadcast copies it sends.
  input  hc_route_pkg::bcast_req_t [NumPorts-1:0] nb_req_i
);

  localparam int unsigned Vcs    = 2;
  localparam int unsigned Ports  = NumPorts + 1;
  localparam int unsigned Local  = NumPorts;
  localparam int unsigned CountW = $clog2(BufDepth + 1);
  localparam int unsigned IdxW   = $clog2(BufDepth);
  localparam hc_pkg::cfg_t Cfg   = '{r: 3'(Dims), m: M, rho: Rho, own: '0};
  /// Counts of credits and flits, wide enough for every sum below (of counts 0..BufDepth and lengths
  /// 0..MaxLen).
  typedef logic [CountW+1:0] count_t;
  /// What an input FIFO must hold per flit: its place in its packet (1..len) and its bits.
  typedef struct packed {
    hc_noc_pkg::len_t pos;
    hc_noc_pkg::len_t len;
    logic [DataW-1:0] data;
  } held_t;
  /// hc_sw_input's route memory entry for this switch's parameters (its layout, for reading the memory;
  /// a layout that drifted from hc_sw_input's would break HeldAsTaken, which compares its control bits).
  typedef struct packed {
    hc_noc_pkg::flit_ctl_t   ctl;
    logic                    bcast;
    hc_noc_pkg::len_t        len;
    logic [Ports-1:0]        out;
    logic [NumPorts-1:0]     class1;
  } route_t;

  /// The k-th entry of a FIFO whose front is at `head`.
  function automatic logic [IdxW-1:0] at(input logic [IdxW-1:0] head, input int unsigned k);
    at = IdxW'((32'(head) + k) % BufDepth);
  endfunction

  function automatic hc_noc_pkg::flit_ctl_t ctl_of(input held_t h);
    ctl_of = '{head: h.pos == 4'd1, tail: h.pos == h.len};
  endfunction

  logic init_q = 1'b1;
  always_ff @(posedge clk_i) init_q <= 1'b0;
  always_comb if (init_q) assume (!rst_ni);

  logic [NumPorts-1:0]              in_crd_valid, out_valid;
  logic [NumPorts-1:0]              in_crd_vc, out_vc;
  hc_noc_pkg::flit_ctl_t [NumPorts-1:0] out_ctl;
  logic [NumPorts-1:0][DataW-1:0]   out_data;
  logic                             ej_valid;
  hc_noc_pkg::flit_ctl_t            ej_ctl;
  logic [DataW-1:0]                 ej_data;

  hc_switch #(
    .Dims     (Dims),
    .NumPorts (NumPorts),
    .Vcs      (Vcs),
    .BufDepth (BufDepth),
    .MaxLen   (MaxLen),
    .DataW    (DataW),
    .ResetCfg (Cfg),
    .Fixed    (!Programmable)
  ) i_sw (
    .clk_i           (clk_i),
    .rst_ni          (rst_ni),
    .cfg_we_i        (cfg_we_i),
    .cfg_addr_i      (cfg_addr_i),
    .cfg_wdata_i     (cfg_wdata_i),
    .cfg_rdata_o     (),
    .cfg_ready_o     (),
    .cfg_error_o     (),
    .in_valid_i      (in_valid_i),
    .in_vc_i         (in_vc_i),
    .in_ctl_i        (in_ctl_i),
    .in_data_i       (in_data_i),
    .in_crd_valid_o  (in_crd_valid),
    .in_crd_vc_o     (in_crd_vc),
    .out_valid_o     (out_valid),
    .out_vc_o        (out_vc),
    .out_ctl_o       (out_ctl),
    .out_data_o      (out_data),
    .out_crd_valid_i (out_crd_valid_i),
    .out_crd_vc_i    (out_crd_vc_i),
    .inj_valid_i     (inj_valid_i),
    .inj_ready_o     (),
    .inj_ctl_i       (inj_ctl_i),
    .inj_data_i      (inj_data_i),
    .ej_valid_o      (ej_valid),
    .ej_ready_i      (ej_ready_i),
    .ej_ctl_o        (ej_ctl),
    .ej_data_o       (ej_data),
    .moved_o         (),
    .occupied_o      (),
    .refused_o       ()
  );

  // ---------------------------------------------------------------------------------------------
  // The neighbours: upstream of each input, its credits and the packet open on each channel (the place
  // of the last flit sent and the length); downstream of each output, the flits it holds.
  count_t [NumPorts-1:0][Vcs-1:0]       up_crd_q, dn_held_q;
  logic [NumPorts-1:0][Vcs-1:0]         open_q;
  hc_noc_pkg::len_t [NumPorts-1:0][Vcs-1:0] pos_q, len_q;
  // Per input (the network ports, then injection) and channel: the flit pushed in this clock.
  logic [Ports-1:0][Vcs-1:0]            push, commit, rollback;
  held_t [Ports-1:0]                    pushed;

  for (genvar i = 0; i < NumPorts; i++) begin : gen_link
    hc_noc_pkg::hdr_t hdr;
    logic [Ports-1:0] route;
    logic             open;
    hc_noc_pkg::len_t pos, len;
    assign hdr   = hc_noc_pkg::hdr_unpack(Dims, hc_noc_pkg::MaxHdrW'(in_data_i[i]));
    // The neighbour over port i and its port back to this node, by the network's port map (hc_network's
    // wiring: hc_noc_pkg::net_neighbour, net_reverse_port); whether its routing decision for the head's
    // destination is the hop back to node 0 (the highest digit in which the destination differs from
    // it is that dimension's, and its path there lands on digit 0); whether its broadcast answer to the
    // message it took sends the head's weights back to node 0.
    localparam int unsigned NbDim  = hc_noc_pkg::net_port_dim(Dims, M, Rho, i);
    localparam hc_pkg::cfg_t NbCfg = '{r: 3'(Dims), m: M, rho: Rho,
                                       own: hc_noc_pkg::net_digits(Dims, M, hc_noc_pkg::net_neighbour(Dims, M, Rho, 0, i))};
    localparam int unsigned NbBack = hc_noc_pkg::net_reverse_port(Dims, M, Rho, i);
    hc_ref_pkg::path_t   nb_path;
    hc_ref_pkg::num_t    nb_m;
    logic                to_here, copied_here;
    hc_route_pkg::bcast_resp_t nb_resp;
    always_comb begin
      nb_m    = hc_ref_pkg::field(NbCfg.m, NbDim);
      nb_path = hc_ref_pkg::path(NbCfg, NbDim, hdr.dst[NbDim]);
      to_here = hc_ref_pkg::route(NbCfg, '{dst: hdr.dst, avail: '1}).status == hc_route_pkg::RoutePort &&
                hdr.dst[NbDim] != NbCfg.own[NbDim] &&
                (hc_ref_pkg::field(NbCfg.own, NbDim) + (nb_path.go_cw ? nb_path.hop : nb_m - nb_path.hop)) %
                  nb_m == 0;
      for (int unsigned d = NbDim + 1; d < hc_pkg::MaxDims; d++)
        if (hdr.dst[d] != '0) to_here = 1'b0;
      nb_resp     = hc_ref_pkg::bcast(NbCfg, nb_req_i[i]);
      copied_here = !nb_resp.error && nb_resp.send[NbBack] && hdr.wd == nb_resp.wd[NbBack] &&
                    hdr.wc == nb_resp.wc[NbBack];
    end
    assign route = i_sw.gen_input[i].i_input.routed.out;
    assign open  = open_q[i][in_vc_i[i]];
    assign pos   = pos_q[i][in_vc_i[i]];
    assign len   = len_q[i][in_vc_i[i]];
    always_comb begin
      if (rst_ni && in_valid_i[i]) begin
        SentWithACredit: assume (up_crd_q[i][in_vc_i[i]] != '0);
        if (!open) begin
          AHeadFirst: assume (in_ctl_i[i].head && hdr.len >= 4'd1 && hdr.len <= 4'(MaxLen) &&
                              in_ctl_i[i].tail == (hdr.len == 4'd1));
          if (Programmable) begin
            RoutedNotBack: assume (route != '0 && !route[i]);
          end else begin
            // A head comes from a neighbour that sends it here by its own rules (the reference's): a
            // unicast where its route leads, a broadcast copy where its broadcast rule sends one for
            // some message it took, with that copy's weights. That this switch's route then names
            // outputs (one for a unicast) and not the way back is proved.
            if (hdr.kind == hc_noc_pkg::PktUnicast) SentHereByItsRoute: assume (to_here);
            else                                SentHereByItsRule: assume (copied_here);
            NotRoutedBack: assert (route != '0 && !route[i]);
          end
        end else begin
          ThenItsFlits: assume (!in_ctl_i[i].head && in_ctl_i[i].tail == (pos + 4'd1 == len));
        end
      end
      if (rst_ni && out_crd_valid_i[i]) CreditForAFlitHeld: assume (dn_held_q[i][out_crd_vc_i[i]] != '0);
    end
    assign pushed[i] = '{pos: open ? pos + 4'd1 : 4'd1, len: open ? len : hdr.len, data: in_data_i[i]};

    for (genvar v = 0; v < Vcs; v++) begin : gen_vc
      logic sent, got, arrived, freed;
      assign sent           = in_valid_i[i] && in_vc_i[i] == 1'(v);
      assign got            = in_crd_valid[i] && in_crd_vc[i] == 1'(v);
      assign arrived        = out_valid[i] && out_vc[i] == 1'(v);
      assign freed          = out_crd_valid_i[i] && out_crd_vc_i[i] == 1'(v);
      assign push[i][v]     = sent;
      assign commit[i][v]   = sent;
      assign rollback[i][v] = 1'b0;
      always_ff @(posedge clk_i) begin
        if (!rst_ni) begin
          up_crd_q[i][v]  <= count_t'(BufDepth);
          dn_held_q[i][v] <= '0;
          open_q[i][v]    <= 1'b0;
          pos_q[i][v]     <= '0;
          len_q[i][v]     <= '0;
        end else begin
          up_crd_q[i][v]  <= up_crd_q[i][v] - count_t'(sent) + count_t'(got);
          dn_held_q[i][v] <= dn_held_q[i][v] + count_t'(arrived) - count_t'(freed);
          if (sent) begin
            open_q[i][v] <= !in_ctl_i[i].tail;
            pos_q[i][v]  <= pushed[i].pos;
            len_q[i][v]  <= pushed[i].len;
          end
        end
      end

      // Output i's channel v: its credits, the flit on the link.
      count_t credits, link_flit;
      assign credits   = count_t'(i_sw.gen_credits[i].i_credits.credits_q[v]);
      assign link_flit = count_t'(arrived);
      always_comb begin
        if (rst_ni) begin
          CountsInRange: assert (up_crd_q[i][v] <= count_t'(BufDepth) && dn_held_q[i][v] <= count_t'(BufDepth) &&
                                 credits <= count_t'(BufDepth));
          OutputCreditsConserved: assert (credits + link_flit + dn_held_q[i][v] == count_t'(BufDepth));
          OutputFlagsFollowTheCredits: assert (i_sw.gen_credits[i].i_credits.body_ok_q[v] == (credits != '0) &&
                                               i_sw.gen_credits[i].i_credits.whole_q[v] == (credits >= count_t'(MaxLen)));
          InputCreditsConserved: assert (up_crd_q[i][v] + count_t'(i_sw.gen_input[i].i_input.gen_vc[v].i_fifo.count_q) +
                                         count_t'(got) == count_t'(BufDepth));
          OpenPacket: assert (!open_q[i][v] || (pos_q[i][v] >= 4'd1 && pos_q[i][v] < len_q[i][v] &&
                                                len_q[i][v] <= 4'(MaxLen)));
        end
      end
    end
  end

  // Injection: what the injection port writes into the local FIFOs (the place in the packet is its own).
  for (genvar v = 0; v < Vcs; v++) begin : gen_injected
    assign push[Local][v]     = i_sw.arr_valid && i_sw.arr_vc == 1'(v);
    assign commit[Local][v]   = push[Local][v] && i_sw.arr_commit;
    assign rollback[Local][v] = i_sw.arr_rollback && i_sw.arr_rb_vc == 1'(v);
  end
  assign pushed[Local] = '{pos: i_sw.i_inject.pos_d, len: i_sw.i_inject.len_d, data: i_sw.arr_data};

  // ---------------------------------------------------------------------------------------------
  // Every input FIFO against its shadow: pointers, flags, memories, the packets it holds.
  held_t [Ports-1:0] sent;     // per input: the flit allocation may send in this clock
  logic  [Ports-1:0] sending;  // per input: allocation sends it (a grant, or its group's next flit)

  for (genvar i = 0; i < Ports; i++) begin : gen_input
    held_t [Vcs-1:0][BufDepth-1:0] entries;
    for (genvar v = 0; v < Vcs; v++) begin : gen_vc
      logic [CountW-1:0] count, visible;
      hc_queue_shadow #(
        .T     (held_t),
        .Depth (BufDepth)
      ) i_shadow (
        .clk_i       (clk_i),
        .rst_ni      (rst_ni),
        .push_i      (push[i][v]),
        .push_data_i (pushed[i]),
        .commit_i    (commit[i][v]),
        .rollback_i  (rollback[i][v]),
        .pop_i       (i_sw.pop[i] && i_sw.pop_vc[i] == 1'(v)),
        .entries_o   (entries[v]),
        .count_o     (count),
        .visible_o   (visible)
      );

      route_t     last;
      assign last = route_t'(i_sw.gen_input[i].i_input.last_q[v]);
      // A route as hc_sw_input computes it for a head that arrives here: outputs (one for a unicast),
      // not the input's own port; or, in a programmable switch, none (a head that came while the
      // configuration was invalid, held for good).
      function automatic logic route_ok(input route_t r);
        route_ok = (r.bcast || $onehot0(r.out)) && (i == Local || !r.out[i]) && (Programmable || r.out != '0);
      endfunction
      function automatic logic same_route(input route_t a, input route_t b);
        same_route = a.bcast == b.bcast && a.len == b.len && a.out == b.out && a.class1 == b.class1;
      endfunction
      logic [IdxW-1:0]   head, wr, cwr;
      logic              any, more;
      logic [CountW-1:0] tails, tails_held;
      assign head  = i_sw.gen_input[i].i_input.gen_vc[v].i_fifo.head_q;
      assign wr    = i_sw.gen_input[i].i_input.gen_vc[v].i_fifo.wr_q;
      assign cwr   = i_sw.gen_input[i].i_input.gen_vc[v].i_fifo.cwr_q;
      assign any   = i_sw.gen_input[i].i_input.gen_vc[v].i_fifo.any_q;
      assign more  = i_sw.gen_input[i].i_input.gen_vc[v].i_fifo.more_q;
      assign tails = i_sw.gen_input[i].i_input.tails_q[v];
      always_comb begin
        tails_held = '0;
        for (int unsigned k = 0; k < BufDepth; k++)
          tails_held = tails_held + CountW'(32'(k) < 32'(visible) && entries[v][k].pos == entries[v][k].len);
      end
      always_comb begin
        if (rst_ni) begin
          FifoIsTheShadow: assert (i_sw.gen_input[i].i_input.gen_vc[v].i_fifo.count_q == count &&
                                   i_sw.gen_input[i].i_input.gen_vc[v].i_fifo.visible_q == visible &&
                                   visible <= count && count <= CountW'(BufDepth) && (i == Local || visible == count) &&
                                   32'(head) < BufDepth && wr == at(head, 32'(count)) &&
                                   cwr == at(head, 32'(visible)) &&
                                   any == (visible != '0) && more == (visible > CountW'(1)));
          // The route of the packet still coming to this channel, which its next flits take.
          if (i < NumPorts ? open_q[i % NumPorts][v] : i_sw.i_inject.open_q && i_sw.i_inject.vc_q == 1'(v)) begin
            OpenRouteKept: assert (route_ok(last) &&
                                   last.len == (i < NumPorts ? len_q[i % NumPorts][v] : i_sw.i_inject.len_q));
          end
          TailsCounted: assert (tails == tails_held &&
                                i_sw.gen_input[i].i_input.gen_vc[v].whole_q == (tails != '0));
        end
      end
      for (genvar k = 0; k < BufDepth; k++) begin : gen_entry
        route_t           route;
        held_t            e;
        hc_noc_pkg::flit_ctl_t flit_ctl;
        logic [DataW-1:0] flit_data;
        assign route = route_t'(i_sw.gen_input[i].i_input.i_routes.mem_q[{1'(v), at(head, k)}]);
        assign e     = entries[v][k];
        assign {flit_ctl, flit_data} = i_sw.gen_input[i].i_input.i_flits.mem_q[{1'(v), at(head, k)}];
        always_comb begin
          if (rst_ni && CountW'(k) < count) begin
            HeldAsTaken: assert (flit_ctl == ctl_of(e) && flit_data == e.data && route.ctl == ctl_of(e) &&
                                 route.len == e.len && route_ok(route));
            PlaceInItsPacket: assert (e.pos >= 4'd1 && e.pos <= e.len && e.len <= 4'(MaxLen) &&
                                      (e.pos != 4'd1 || len_of(e.data) == e.len));
            if (k + 1 < BufDepth && CountW'(k + 1) < count) begin
              PacketsInOrder: assert (e.pos == e.len ? entries[v][(k + 1) % BufDepth].pos == 4'd1
                                                     : entries[v][(k + 1) % BufDepth].pos == e.pos + 4'd1 &&
                                                       entries[v][(k + 1) % BufDepth].len == e.len &&
                                                       same_route(gen_entry[(k + 1) % BufDepth].route, route));
            end
            // The route of the open packet, which its next flits take.
            if (CountW'(k + 1) == count && e.pos != e.len) LastRouteKept: assert (same_route(last, route));
            // The last flit held, and the packet still coming to this channel.
            if (CountW'(k + 1) == count) begin
              if (i < NumPorts) begin : gen_network
                LastHeldThenUpstream: assert (open_q[i % NumPorts][v] == (e.pos != e.len) &&
                                              (e.pos == e.len || (pos_q[i % NumPorts][v] == e.pos &&
                                                                  len_q[i % NumPorts][v] == e.len)));
              end else begin : gen_local
                LastHeldThenInjected: assert ((i_sw.i_inject.open_q && i_sw.i_inject.vc_q == 1'(v)) ==
                                              (e.pos != e.len) &&
                                              (e.pos == e.len || (i_sw.i_inject.pos_q == e.pos &&
                                                                  i_sw.i_inject.len_q == e.len)));
              end
            end
          end
        end
      end
    end

    // Allocation may send flit idx of channel vc (its group's next flit, or the front of the channel
    // it presents), read at that address in the same clock (with BlockRam, registered in the clock
    // before).
    logic              vc;
    logic [IdxW-1:0]   idx;
    assign vc         = i_sw.i_alloc.grp_q[i].on ? i_sw.i_alloc.grp_q[i].vc : i_sw.i_alloc.pres_q[i];
    assign idx        = i_sw.i_alloc.grp_q[i].on && !i_sw.i_alloc.grp_q[i].pops ? IdxW'(i_sw.i_alloc.grp_q[i].k) : '0;
    assign sent[i]    = entries[vc][idx];
    assign sending[i] = i_sw.i_alloc.grp_q[i].on || i_sw.i_alloc.in_gnt[i] != '0;
    logic              pres;        // the channel the input presents
    logic [IdxW-1:0]   pres_front;  // its front
    assign pres       = i_sw.i_alloc.pres_q[i];
    assign pres_front = i_sw.gen_input[i].i_input.rd_idx[pres];
    always_comb begin
      if (rst_ni) begin
        ReadWhereAllocationSends: assert (i_sw.gen_input[i].i_input.st_addr ==
                                          {vc, at(i_sw.gen_input[i].i_input.rd_idx[vc], 32'(idx))});
        // The route memory is read at the front of the channel presented, which a group holds.
        RouteReadAtThePresentedFront: assert (i_sw.gen_input[i].i_input.route_addr_q == {pres, pres_front} &&
                                              (!i_sw.i_alloc.grp_q[i].on || i_sw.i_alloc.grp_q[i].vc == pres));
      end
      if (rst_ni && sending[i]) begin
        SendsAHeldFlit: assert (i_sw.visible[i][vc] > CountW'(idx));
        ReadAsHeld: assert (i_sw.st_ctl[i] == ctl_of(sent[i]) && i_sw.st_data[i] == sent[i].data);
      end
    end
  end

  // ---------------------------------------------------------------------------------------------
  // The crossbar: every flit that leaves is the one its input read.
  for (genvar o = 0; o < Ports; o++) begin : gen_xbar
    logic [DataW-1:0] from, keep;
    hc_noc_pkg::flit_ctl_t ctl;
    always_comb begin
      from = '0;
      ctl  = '0;
      for (int unsigned i = 0; i < Ports; i++) begin
        if (i_sw.out_src[o][i]) begin
          from = sent[i].data;
          ctl  = ctl_of(sent[i]);
        end
      end
      // A broadcast head leaving on a network port carries the weights written for it (low 4 Dims bits).
      keep = o < NumPorts && ctl.head && hc_noc_pkg::hdr_unpack(Dims, hc_noc_pkg::MaxHdrW'(from)).kind == hc_noc_pkg::PktBroadcast
             ? ~DataW'({4 * Dims{1'b1}}) : '1;
      if (rst_ni) begin
        OneSourceAPass: assert (i_sw.out_send[o] == (i_sw.out_src[o] != '0) && $onehot0(i_sw.out_src[o]) &&
                                (i_sw.out_src[o] & ~sending) == '0);
        if (i_sw.out_send[o]) begin
          LeavesAsTaken: assert (i_sw.i_xbar.xbar_ctl[o] == ctl && (i_sw.i_xbar.xbar_data[o] & keep) == (from & keep));
        end
      end
    end
  end

  // Allocation: a unicast flit goes to exactly one output, one of its route, and leaves its FIFO as it
  // goes; a broadcast branch is served once.
  for (genvar i = 0; i < Ports; i++) begin : gen_alloc
    logic [Ports-1:0] outs;
    always_comb begin
      for (int unsigned o = 0; o < Ports; o++) outs[o] = i_sw.out_send[o] && i_sw.out_src[o][i];
      if (rst_ni && i_sw.i_alloc.in_gnt[i] != '0 && !i_sw.i_alloc.grp_q[i].on) begin
        if (!i_sw.i_alloc.p_bcast[i]) begin
          UnicastToOneOutput: assert ($onehot(outs) && (outs & ~i_sw.i_alloc.p_out[i]) == '0 && i_sw.pop[i] &&
                                      i_sw.pop_vc[i] == i_sw.i_alloc.pres_q[i]);
        end else begin
          BranchServedOnce: assert ($onehot(outs) && (outs & i_sw.i_alloc.p_served[i]) == '0 &&
                                    (outs & ~i_sw.i_alloc.p_out[i]) == '0);
          LeavesWithItsLastBranches: assert (i_sw.pop[i] ==
                                             ((i_sw.i_alloc.p_served[i] | outs) == i_sw.i_alloc.p_out[i]));
        end
      end
    end
  end

  // The output links: the crossbar's flits a clock later.
  always_ff @(posedge clk_i) begin
    if (!init_q && rst_ni && $past(rst_ni)) begin
      LinksCarryTheCrossbar: assert (out_valid == $past(i_sw.out_send[NumPorts-1:0]) &&
                                     out_vc == $past(i_sw.out_vc[NumPorts-1:0]) &&
                                     out_ctl == $past(i_sw.i_xbar.xbar_ctl[NumPorts-1:0]) &&
                                     out_data == $past(i_sw.i_xbar.xbar_data[NumPorts-1:0]));
    end
  end

  // The ejection FIFO against a shadow: the crossbar's flits to the local port, in order; the sink sees
  // the front.
  typedef struct packed {
    hc_noc_pkg::flit_ctl_t ctl;
    logic [DataW-1:0]  data;
  } ej_flit_t;
  ej_flit_t [BufDepth-1:0] ej_entries;
  logic [CountW-1:0]       ej_shadow_count, ej_shadow_visible;
  hc_queue_shadow #(
    .T     (ej_flit_t),
    .Depth (BufDepth)
  ) i_ej_shadow (
    .clk_i       (clk_i),
    .rst_ni      (rst_ni),
    .push_i      (i_sw.out_send[Local]),
    .push_data_i ('{ctl: i_sw.i_xbar.xbar_ctl[Local], data: i_sw.i_xbar.xbar_data[Local]}),
    .commit_i    (1'b1),
    .rollback_i  (1'b0),
    .pop_i       (i_sw.ej_take),
    .entries_o   (ej_entries),
    .count_o     (ej_shadow_count),
    .visible_o   (ej_shadow_visible)
  );
  for (genvar k = 0; k < BufDepth; k++) begin : gen_ej_entry
    always_comb begin
      if (rst_ni && CountW'(k) < ej_shadow_count) begin
        EjectionHeldAsTaken: assert (i_sw.i_eject.i_mem.mem_q[at(i_sw.i_eject.i_fifo.head_q, k)] == ej_entries[k]);
      end
    end
  end
  always_comb begin
    if (rst_ni) begin
      EjectionFifoIsTheShadow: assert (i_sw.i_eject.i_fifo.count_q == ej_shadow_count &&
                                       ej_shadow_visible == ej_shadow_count);
      EjectionOffersTheFront: assert (ej_valid == (ej_shadow_count != '0));
      if (ej_valid) EjectionInOrder: assert ({ej_ctl, ej_data} == ej_entries[0]);
    end
  end

  // ---------------------------------------------------------------------------------------------
  // The local output: its credits and the ejection FIFO's entries.
  count_t ej_credits, ej_count;
  assign ej_credits = count_t'(i_sw.i_local_credits.credits_q[0]);
  assign ej_count   = count_t'(i_sw.i_eject.i_fifo.count_q);
  always_comb begin
    if (rst_ni) begin
      EjectionCreditsConserved: assert (ej_credits <= count_t'(BufDepth) &&
                                        ej_credits + ej_count == count_t'(BufDepth));
      EjectionFlagsFollowTheCredits: assert (i_sw.i_local_credits.body_ok_q[0] == (ej_credits != '0) &&
                                             i_sw.i_local_credits.whole_q[0] == (ej_credits >= count_t'(MaxLen)));
      EjectionFifoConsistent: assert (i_sw.i_eject.i_fifo.count_q == i_sw.i_eject.i_fifo.visible_q &&
                                      32'(i_sw.i_eject.i_fifo.head_q) < BufDepth &&
                                      i_sw.i_eject.i_fifo.wr_q == at(i_sw.i_eject.i_fifo.head_q, 32'(i_sw.i_eject.i_fifo.count_q)) &&
                                      i_sw.i_eject.i_fifo.cwr_q == i_sw.i_eject.i_fifo.wr_q &&
                                      i_sw.i_eject.i_fifo.any_q == (i_sw.i_eject.i_fifo.count_q != '0) &&
                                      i_sw.i_eject.i_fifo.more_q == (i_sw.i_eject.i_fifo.count_q > CountW'(1)));
    end
  end

  always_ff @(posedge clk_i) begin
    if (!init_q && rst_ni && $past(rst_ni) && $past(ej_valid) && !$past(ej_ready_i)) begin
      EjectionStableUntilTaken: assert (ej_valid && $stable(ej_ctl) && $stable(ej_data));
    end
  end

  // ---------------------------------------------------------------------------------------------
  // Invariants of the injection port and of allocation's broadcast groups.

  // The injection port's open packet is what the local FIFO of its channel holds tentatively, in the
  // room it found for the whole packet.
  for (genvar v = 0; v < Vcs; v++) begin : gen_injection
    logic [CountW-1:0] count, visible;
    logic       open;
    assign count   = i_sw.gen_input[Local].i_input.gen_vc[v].i_fifo.count_q;
    assign visible = i_sw.gen_input[Local].i_input.gen_vc[v].i_fifo.visible_q;
    assign open    = i_sw.i_inject.open_q && i_sw.i_inject.vc_q == 1'(v);
    always_comb begin
      if (rst_ni) begin
        OpenPacketTentative: assert (open ? count_t'(count) - count_t'(visible) == count_t'(i_sw.i_inject.pos_q) &&
                                            i_sw.i_inject.pos_q >= 4'd1 && i_sw.i_inject.pos_q < i_sw.i_inject.len_q &&
                                            i_sw.i_inject.len_q <= 4'(MaxLen) &&
                                            count_t'(visible) + count_t'(i_sw.i_inject.len_q) <= count_t'(BufDepth)
                                          : count == visible);
      end
    end
  end

  // A broadcast group sends the rest of a whole packet from its input's FIFO to one branch: all of it
  // while other groups serve more branches, or its unsent flits when it serves the last one; the output
  // it locks is its own and has a credit for every flit still to go.
  for (genvar i = 0; i < Ports; i++) begin : gen_group
    logic             on;
    hc_noc_pkg::len_t k, len, left;
    logic [Ports-1:0] outs;
    logic [CountW-1:0] visible;
    held_t            front;
    assign on      = i_sw.i_alloc.grp_q[i].on;
    assign k       = i_sw.i_alloc.grp_q[i].k;
    assign len     = i_sw.i_alloc.grp_q[i].len;
    assign outs    = i_sw.i_alloc.grp_q[i].outs;
    assign left    = len - k;
    assign visible = i_sw.visible[i][i_sw.i_alloc.grp_q[i].vc];
    assign front   = gen_input[i].entries[i_sw.i_alloc.grp_q[i].vc][0];
    always_comb begin
      if (rst_ni && on) begin
        GroupWithinItsPacket: assert (len >= 4'd2 && len <= 4'(MaxLen) && k >= 4'd1 && k < len && $onehot(outs) &&
                                      front.len == len &&
                                      (i_sw.i_alloc.grp_q[i].pops
                                         ? count_t'(visible) >= count_t'(left) && front.pos == k + 4'd1
                                         : count_t'(visible) >= count_t'(len) && front.pos == 4'd1));
      end
    end
    // The branches served so far are those of a broadcast head at the front, never all of them but while
    // the group that serves the last ones runs.
    for (genvar v = 0; v < Vcs; v++) begin : gen_served
      logic [Ports-1:0] served;
      logic             grp;
      route_t           front_route;  // the route at the channel's front
      assign front_route = gen_input[i].gen_vc[v].gen_entry[0].route;
      assign served = i_sw.i_alloc.served_q[i][v];
      assign grp    = on && i_sw.i_alloc.grp_q[i].vc == 1'(v);
      always_comb begin
        if (rst_ni && served != '0) begin
          ServedOfTheFront: assert (i_sw.visible[i][v] != '0 && front_route.bcast &&
                                    (served & ~front_route.out) == '0 &&
                                    (grp ? i_sw.i_alloc.grp_q[i].pops == (served == front_route.out)
                                         : served != front_route.out && gen_input[i].entries[v][0].pos == 4'd1));
        end
        if (rst_ni && grp) begin
          GroupServed: assert ((served & outs) == outs &&
                               (i_sw.i_alloc.grp_q[i].pops || (served != front_route.out && front.pos == 4'd1)));
        end
      end
    end
    for (genvar o = 0; o < Ports; o++) begin : gen_out
      logic [CountW-1:0] credits;
      if (o == Local) begin : gen_local
        assign credits = i_sw.i_local_credits.credits_q[0];
      end else begin : gen_network
        assign credits = i_sw.gen_credits[o].i_credits.credits_q[i_sw.i_alloc.lock_w_q[o]];
      end
      always_comb begin
        if (rst_ni) begin
          LockedByItsGroup: assert (i_sw.i_alloc.locker[o][i] == (on && outs[o]));
          if (on && outs[o]) begin
            LockedWithCredits: assert (count_t'(credits) >= count_t'(left) &&
                                       (o != Local || i_sw.i_alloc.lock_w_q[o] == '0));
          end
        end
      end
    end
  end
  for (genvar o = 0; o < Ports; o++) begin : gen_lock
    always_comb if (rst_ni) LockedByAGroup: assert (i_sw.i_alloc.locked[o] == (i_sw.i_alloc.locker[o] != '0) &&
                                                    $onehot0(i_sw.i_alloc.locker[o]));
  end

  // ---------------------------------------------------------------------------------------------
  // Whole packets on every output channel, as the switch's own inputs assume of a neighbour: on each
  // link and channel a head of length 1..MaxLen, then its other flits, the last a tail. The state of
  // each output channel's packet is followed past the link's flit (the crossbar's, granted in this
  // clock, must fit after it); the packet that holds a channel is the one allocation keeps sending on
  // it (hc_sw_credits's held flag); and its rest
  // is in one place: a broadcast group that locks the output, or the one input channel whose unicast
  // packet's head has left (its body at the FIFO's front, or still upstream).
  typedef struct packed {
    logic         open;
    hc_noc_pkg::len_t pos;
    hc_noc_pkg::len_t len;
  } pkt_t;
  function automatic logic fits(input pkt_t s, input hc_noc_pkg::flit_ctl_t ctl, input hc_noc_pkg::len_t hlen);
    fits = s.open ? !ctl.head && ctl.tail == (s.pos + 4'd1 == s.len)
                  : ctl.head && hlen >= 4'd1 && hlen <= 4'(MaxLen) && ctl.tail == (hlen == 4'd1);
  endfunction
  function automatic pkt_t after(input pkt_t s, input hc_noc_pkg::flit_ctl_t ctl, input hc_noc_pkg::len_t hlen);
    after = '{open: !ctl.tail, pos: s.open ? s.pos + 4'd1 : 4'd1, len: s.open ? s.len : hlen};
  endfunction
  function automatic hc_noc_pkg::len_t len_of(input logic [DataW-1:0] data);
    len_of = hc_noc_pkg::hdr_unpack(Dims, hc_noc_pkg::MaxHdrW'(data)).len;
  endfunction

  // Per input and channel: a unicast packet whose head has left, its output, the channel there (0 at
  // the local output), and the place of its last flit that left.
  logic [Ports-1:0][Vcs-1:0]                  flying;
  logic [Ports-1:0][Vcs-1:0][Ports-1:0]       fly_out;
  logic [Ports-1:0][Vcs-1:0]                  fly_vc;
  hc_noc_pkg::len_t [Ports-1:0][Vcs-1:0]      fly_pos, fly_len;
  for (genvar i = 0; i < Ports; i++) begin : gen_fly
    for (genvar v = 0; v < Vcs; v++) begin : gen_vc
      route_t front, last;
      held_t  e;
      logic   any, open;
      assign front = gen_input[i].gen_vc[v].gen_entry[0].route;
      assign last  = gen_input[i].gen_vc[v].last;
      assign e     = gen_input[i].entries[v][0];
      assign any   = gen_input[i].gen_vc[v].visible != '0;
      if (i < NumPorts) begin : gen_network
        assign open = open_q[i % NumPorts][v];
      end else begin : gen_local
        assign open = 1'b0;  // an injected packet is whole in its FIFO before its head can leave
      end
      always_comb begin
        flying[i][v]  = 1'b0;
        fly_out[i][v] = '0;
        fly_vc[i][v]  = 1'b0;
        fly_pos[i][v] = '0;
        fly_len[i][v] = '0;
        if (any ? e.pos != 4'd1 && !front.bcast : open && !last.bcast) begin
          fly_out[i][v] = any ? front.out : last.out;
          flying[i][v]  = 1'b1;
          for (int unsigned o = 0; o < NumPorts; o++)
            if (fly_out[i][v][o]) fly_vc[i][v] = any ? front.class1[o] : last.class1[o];
          fly_pos[i][v] = any ? e.pos - 4'd1 : pos_q[i % NumPorts][v];
          fly_len[i][v] = any ? e.len : len_q[i % NumPorts][v];
        end
      end
    end
  end

  // Per output and channel: the packet after every flit granted to it, and the output's held flag
  // (the local output has channel 0 only).
  pkt_t [Ports-1:0][Vcs-1:0] rest;
  logic [Ports-1:0][Vcs-1:0] held;
  for (genvar o = 0; o < NumPorts; o++) begin : gen_whole
    for (genvar w = 0; w < Vcs; w++) begin : gen_vc
      pkt_t dn_q, dn_link;
      logic on_link, in_xbar;
      assign on_link = out_valid[o] && out_vc[o] == 1'(w);
      assign in_xbar = i_sw.out_send[o] && i_sw.out_vc[o] == 1'(w);
      assign dn_link = on_link ? after(dn_q, out_ctl[o], len_of(out_data[o])) : dn_q;
      always_ff @(posedge clk_i) begin
        if (!rst_ni) dn_q <= '0;
        else         dn_q <= dn_link;
      end
      assign rest[o][w] = dn_link;
      assign held[o][w] = i_sw.gen_credits[o].i_credits.held_q[w];
      always_comb begin
        if (rst_ni) begin
          if (on_link) WholePacketsOnTheLink: assert (fits(dn_q, out_ctl[o], len_of(out_data[o])));
          if (in_xbar) begin
            WholePacketsFromTheCrossbar: assert (fits(dn_link, i_sw.i_xbar.xbar_ctl[o], len_of(i_sw.i_xbar.xbar_data[o])));
          end
        end
      end
    end
  end

  // The ejection stream: whole packets in turn to the sink. Its packet is followed past the flit the
  // sink takes and the ejection FIFO's flits (the crossbar's must fit after them).
  pkt_t ej_q, ej_taken, ej_end;
  logic ej_fits;
  assign ej_taken = i_sw.ej_take ? after(ej_q, ej_ctl, len_of(ej_data)) : ej_q;
  always_ff @(posedge clk_i) begin
    if (!rst_ni) ej_q <= '0;
    else         ej_q <= ej_taken;
  end
  always_comb begin
    // What the sink has not taken yet: the FIFO's flits past the one taken now; the crossbar's flit
    // follows them.
    ej_end  = ej_taken;
    ej_fits = 1'b1;
    for (int unsigned k = 0; k < BufDepth; k++) begin
      if (CountW'(k) < ej_shadow_count && !(k == 0 && i_sw.ej_take)) begin
        ej_fits = ej_fits && fits(ej_end, ej_entries[k].ctl, len_of(ej_entries[k].data));
        ej_end  = after(ej_end, ej_entries[k].ctl, len_of(ej_entries[k].data));
      end
    end
    if (i_sw.out_send[Local]) ej_fits = ej_fits && fits(ej_end, i_sw.i_xbar.xbar_ctl[Local], len_of(i_sw.i_xbar.xbar_data[Local]));
    if (rst_ni) begin
      if (i_sw.ej_take) WholePacketsToTheSink: assert (fits(ej_q, ej_ctl, len_of(ej_data)));
      EjectionPacketsWhole: assert (ej_fits);
    end
  end

  assign rest[Local][0] = ej_end;
  assign held[Local][0] = i_sw.i_local_credits.held_q[0];
  for (genvar w = 1; w < Vcs; w++) begin : gen_local_unused
    assign rest[Local][w] = '0;
    assign held[Local][w] = 1'b0;
  end

  // Every output channel, the local one included: held while its packet is open, and the rest of
  // that packet in one place.
  for (genvar o = 0; o < Ports; o++) begin : gen_holder
    for (genvar w = 0; w < Vcs; w++) begin : gen_vc
      int unsigned holders;
      always_comb begin
        holders = 32'(i_sw.i_alloc.locked[o] && i_sw.i_alloc.lock_w_q[o] == 1'(w));
        for (int unsigned i = 0; i < Ports; i++)
          for (int unsigned v = 0; v < Vcs; v++)
            holders = holders + 32'(flying[i][v] && fly_out[i][v][o] && fly_vc[i][v] == 1'(w));
        if (rst_ni) begin
          HeldWhileOpen: assert (held[o][w] == rest[o][w].open &&
                                 (!rest[o][w].open || (rest[o][w].pos >= 4'd1 &&
                                                       rest[o][w].pos < rest[o][w].len &&
                                                       rest[o][w].len <= 4'(MaxLen))));
          OneHolder: assert (holders <= 1 && (holders == 0 || rest[o][w].open));
        end
      end
      for (genvar i = 0; i < Ports; i++) begin : gen_input
        always_comb begin
          if (rst_ni && i_sw.i_alloc.grp_q[i].on && i_sw.i_alloc.grp_q[i].outs[o] &&
              i_sw.i_alloc.lock_w_q[o] == 1'(w)) begin
            GroupHoldsItsPacket: assert (rest[o][w].pos == i_sw.i_alloc.grp_q[i].k &&
                                         rest[o][w].len == i_sw.i_alloc.grp_q[i].len);
          end
        end
        for (genvar v = 0; v < Vcs; v++) begin : gen_in_vc
          always_comb begin
            if (rst_ni && flying[i][v] && fly_out[i][v][o] && fly_vc[i][v] == 1'(w)) begin
              UnicastHoldsItsPacket: assert (rest[o][w].pos == fly_pos[i][v] &&
                                             rest[o][w].len == fly_len[i][v]);
            end
          end
        end
      end
    end
  end

`ifdef COVER
  // What the assumptions let happen (the cover task): flits on two links, a flit from a link passed
  // on to another link, a unicast head and a broadcast head from a link that go on, a broadcast of
  // two flits
  // copied to two network ports by one group, an output's credits used up, an input FIFO full, the
  // ejection FIFO full under back-pressure, a packet refused at injection.
  always_comb begin
    if (rst_ni) begin
      FlitsOnTwoLinks: cover ($countones(out_valid) >= 2);
      FromALinkToALink: cover (i_sw.out_send[NumPorts-1] && i_sw.out_src[NumPorts-1][0]);
      UnicastHeadFromALinkOnward: cover (in_valid_i[0] && in_ctl_i[0].head &&
                                         gen_link[0].hdr.kind == hc_noc_pkg::PktUnicast && !gen_link[0].route[Local]);
      BroadcastHeadFromALinkOnward: cover (in_valid_i[0] && in_ctl_i[0].head &&
                                           gen_link[0].hdr.kind == hc_noc_pkg::PktBroadcast &&
                                           gen_link[0].route[NumPorts-1:0] != '0);
      BroadcastGroupsToTwoLinksInTurn: cover (i_sw.i_alloc.grp_q[Local].on && i_sw.i_alloc.served_q[Local][0] != '0 &&
                                              i_sw.i_alloc.served_q[Local][0] != i_sw.i_alloc.grp_q[Local].outs);
      CreditsUsedUp: cover (i_sw.gen_credits[0].i_credits.credits_q[1] == '0);
      InputFifoFull: cover (i_sw.gen_input[1].i_input.gen_vc[0].i_fifo.count_q == CountW'(BufDepth));
      EjectionFullAndHeld: cover (ej_valid && !ej_ready_i && i_sw.i_eject.i_fifo.count_q == CountW'(BufDepth));
      RefusedAtInjection: cover (i_sw.refused_o);
    end
  end
`endif

`ifdef CHECK_THE_CHECKER
  // A false claim: the flow must find its counterexample (the sanity task expects a failure), which
  // shows that the properties reach the solver and that a flit can cross the switch.
  always_comb if (rst_ni) NothingLeaves: assert (!out_valid[0]);
`endif

endmodule
