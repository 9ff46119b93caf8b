// The network on a board (hc_noc_board_top, docs/noc_board.md): traffic generators and checkers.
package hc_traffic_pkg;

  import hc_pkg::*;
  import hc_noc_pkg::*;

  /// Bits of the traffic generators' LFSRs.
  localparam int unsigned LfsrW = 31;
  /* verilator lint_off UNUSEDPARAM */  // read by hc_noc_tgen only, not by the node or the switch
  /// Bits an LFSR word gives a packet (its steps per packet): its low LfsrFresh bits are new.
  localparam int unsigned LfsrFresh = 28;
  /* verilator lint_on UNUSEDPARAM */
  /// A traffic LFSR's state.
  typedef logic [LfsrW-1:0] lfsr_t;

  /// The Fibonacci LFSR of x^31 + x^3 + 1 (maximal length: 2^31 - 1) shifted left `steps` times: each
  /// step shifts in the XOR of the bits 31 and 28 steps old (bits 30 and 27), so that up to 28 steps at
  /// once every new bit is the XOR of two old ones.
  function automatic lfsr_t lfsr_step(input lfsr_t s, input int unsigned steps);
    lfsr_step = s;
    for (int unsigned i = 0; i < steps; i++) lfsr_step = {lfsr_step[LfsrW-2:0], lfsr_step[30] ^ lfsr_step[27]};
  endfunction

  /// Traffic patterns of the generators: where a node sends its unicast packets.
  typedef enum logic [3:0] {
    PatUniform    = 4'd0,  ///< every node, digits drawn at random (the source too)
    PatNeighbour  = 4'd1,  ///< every digit + 1
    PatTornado    = 4'd2,  ///< every digit + ceil(m_i / 2) - 1
    PatAntipodal  = 4'd3,  ///< every digit + floor(m_i / 2)
    PatComplement = 4'd4,  ///< node number bits inverted (N a power of two)
    PatTranspose  = 4'd5,  ///< node number bits rotated by half their number (N a power of two, even bits)
    PatReverse    = 4'd6,  ///< node number bits reversed (N a power of two)
    PatShuffle    = 4'd7,  ///< node number bits rotated left by one (N a power of two)
    PatHotspot    = 4'd8   ///< a hotspot node with a programmed probability, else uniform
  } pattern_e;

  /* verilator coverage_off */  // evaluated at elaboration only: no run-time line points (docs/coverage.md)
  /// Bits of the random number drawn per digit of a uniform destination in a network of `dims`
  /// dimensions: digit i is (r_i m_i) >> rand_digit_w(dims), the r_i side by side in the low 12 bits of
  /// a packet's LFSR word (its bits 27..12 decide broadcast and hotspot).
  function automatic int unsigned rand_digit_w(input int unsigned dims);
    rand_digit_w = dims <= 2 ? 6 : 12 / dims;
  endfunction
  /* verilator coverage_on */
  /// Bits of a random threshold (rate, broadcast share, hotspot share): a probability in 1/2^ThrW.
  localparam int unsigned ThrW = 16;
  /// Bits of a time stamp in a head (the clock its packet was first offered, modulo 2^TsW).
  localparam int unsigned TsW = 12;

  /// The traffic every generator makes in a run, written by the host (docs/noc_board.md).
  typedef struct packed {
    logic [ThrW:0] rate;     ///< a packet is created in a clock with probability rate / 2^ThrW
    logic [ThrW:0] bcast;    ///< a packet is a broadcast with probability bcast / 2^ThrW
    logic [ThrW:0] hot;      ///< PatHotspot: a unicast goes to the hotspot with probability hot / 2^ThrW
    pattern_e      pattern;  ///< destinations of unicast packets
    digits_t       hot_dst;  ///< PatHotspot: the hotspot's digits
    len_t          len;      ///< flits per packet, 1..MaxLen
    logic [31:0]   seed;     ///< every random number of the run follows from it and the node number
  } traffic_cfg_t;

  /// Global registers of hc_noc_board_top (CmdNetWrite, CmdNetRead), 32 bits each.
  typedef enum logic [7:0] {
    NetCtrl     = 8'h00,  ///< W [0] start a run, [1] end its window now; reads 0
    NetStatus   = 8'h01,  ///< R [2:0] run_state_e, [3] stalled, [4] a packet refused, [5] a check failed
    NetCycles   = 8'h02,  ///< RW the window: clocks in which the generators create packets (CycW bits)
    NetRate     = 8'h03,  ///< RW traffic_cfg_t.rate
    NetPattern  = 8'h04,  ///< RW [3:0] traffic_cfg_t.pattern, [31:16] traffic_cfg_t.hot_dst
    NetHot      = 8'h05,  ///< RW traffic_cfg_t.hot
    NetLen      = 8'h06,  ///< RW traffic_cfg_t.len
    NetBcast    = 8'h07,  ///< RW traffic_cfg_t.bcast
    NetSeed     = 8'h08,  ///< RW traffic_cfg_t.seed
    NetClocks   = 8'h09,  ///< R clocks of the run so far (final when it is done)
    NetLast     = 8'h0A,  ///< R the clock of the run in which a flit last left the network, plus one
    NetTopology = 8'h0B,  ///< R [3:0] r, [15:4] nodes, [31:16] M
    NetRho      = 8'h0C,  ///< R [15:0] Rho
    NetSwitch   = 8'h0D,  ///< R [7:0] DataW, [11:8] MaxLen, [15:12] Vcs, [23:16] BufDepth
    NetWidths   = 8'h0E,  ///< R [7:0] SeqW, [15:8] TsW, [23:16] CycW, [31:24] CntW
    NetId       = 8'h0F   ///< R NetIdValue
  } net_reg_e /*verilator public*/;

  /* verilator lint_off UNUSEDPARAM */  // read by hc_noc_ctrl only, not by the node or the switch
  /// Value of the network board's NetId register: "HCNB".
  localparam logic [31:0] NetIdValue /*verilator public*/ = 32'h4843_4E42;
  /* verilator lint_on UNUSEDPARAM */

  /// Per-node counters of hc_noc_board_top (CmdNetRead with a node number), CntW bits each.
  typedef enum logic [7:0] {
    NodeSentPkts  = 8'h10,  ///< packets whose tail the node's switch took
    NodeSentFlits = 8'h11,  ///< flits the node's switch took
    NodeRecvPkts  = 8'h12,  ///< packets whose tail arrived (a broadcast at every node but its origin)
    NodeRecvFlits = 8'h13,  ///< flits that arrived
    NodeErrors    = 8'h14,  ///< [15:0] flits that failed a check (saturating), [20:16] causes (check_e)
    NodeLatSumLo  = 8'h15,  ///< latency sum of the packets received, bits 31..0
    NodeLatSumHi  = 8'h16,  ///< the same, bits 63..32
    NodeLatMax    = 8'h17,  ///< the largest latency of a packet received
    NodePendMax   = 8'h18   ///< the most packets that waited in the node's source at once
  } node_reg_e /*verilator public*/;

  /// Whether (node, addr) names a register of hc_noc_board_top with `nodes` nodes: a global one (any
  /// node byte), or a counter of a node below `nodes`; for a write, a writable global one.
  function automatic logic net_reg_ok(input logic write, input logic [7:0] node, input logic [7:0] addr,
                                      input int unsigned nodes);
    if (write) net_reg_ok = addr <= NetSeed && addr != NetStatus;
    else net_reg_ok = addr <= NetId || (addr >= NodeSentPkts && addr <= NodePendMax && 32'(node) < nodes);
  endfunction

  /// State of a run.
  typedef enum logic [2:0] {
    RunIdle  = 3'd0,  ///< after reset: no run yet
    RunClear = 3'd1,  ///< one clock: the network reset, the counters cleared
    RunGen   = 3'd2,  ///< the window: the generators create packets
    RunDrain = 3'd3,  ///< no more packets created; the sources and the network empty
    RunDone  = 3'd4   ///< everything delivered, the counters final
  } run_state_e /*verilator public*/;

  /// The checks of a received flit (bits of the NodeErrors causes).
  typedef enum logic [2:0] {
    CheckSequence = 3'd0,  ///< a packet's sequence number is not the next from its source
    CheckPayload  = 3'd1,  ///< a body flit's bits are not its packet's LFSR word
    CheckLength   = 3'd2,  ///< the header's len is not the run's; a tail early or missing; a flit outside a packet
    CheckDest     = 3'd3,  ///< a unicast for another node
    CheckSource   = 3'd4   ///< a source digit out of range, or a broadcast back at its origin
  } check_e /*verilator public*/;

  /// The node number of digits d in a network of r dimensions with m_4..m_1 = m.
  function automatic int unsigned net_index(input int unsigned r, input digits_t m, input digits_t d);
    int unsigned weight;
    net_index = 0;
    weight    = 1;
    for (int unsigned i = 0; i < r; i++) begin
      net_index = net_index + 32'(d[i]) * weight;
      weight    = weight * 32'(m[i]);
    end
  endfunction

  /// A seed of 32 bits as an LFSR word (bit 31 folded onto bit 0).
  function automatic lfsr_t lfsr_of(input logic [31:0] seed);
    lfsr_of = seed[LfsrW-1:0] ^ LfsrW'(seed[31]);
  endfunction

  /// The payload word of a packet before its first step: its source node, sequence number and time
  /// stamp mixed with the seed; 1 instead of 0 (an LFSR never leaves 0). Flit k (1..len-1) of the packet
  /// carries payload_bits(lfsr_step(payload_init(..), k)).
  function automatic lfsr_t payload_init(input logic [31:0] seed, input logic [7:0] src, input logic [15:0] seq,
                                         input logic [TsW-1:0] ts);
    payload_init    = lfsr_of(seed) ^ (LfsrW'(ts) << 19) ^ (LfsrW'(seq) << 8) ^ LfsrW'(src);
    payload_init[0] = payload_init[0] || payload_init == '0;
  endfunction

  /// The 64 bits whose low DataW a body flit carries: the payload word three times.
  function automatic logic [63:0] payload_bits(input lfsr_t w);
    payload_bits = 64'({w, w, w});
  endfunction

  /// The first LFSR state of generator `stream` (0 rates, 1 packets) of node x: the seed mixed with the
  /// node and the stream (a constant per generator); 1 instead of 0.
  function automatic lfsr_t lfsr_seed(input logic [31:0] seed, input int unsigned x, input int unsigned stream);
    lfsr_seed    = lfsr_of(seed) ^ LfsrW'(32'(2 * x + stream + 1) * 32'h9E37_79B9);
    lfsr_seed[0] = lfsr_seed[0] || lfsr_seed == '0;
  endfunction

  /* verilator coverage_off */  // evaluated at elaboration only: no run-time line points (docs/coverage.md)
  /// Where node x of a network of r dimensions (m_4..m_1 = m) sends every unicast packet under a pattern
  /// that fixes one destination (neither PatUniform nor PatHotspot; the bit patterns where the number of
  /// nodes is a power of two, PatTranspose with an even number of bits: elsewhere x itself).
  function automatic digits_t pattern_dst(input int unsigned r, input digits_t m, input int unsigned x,
                                          input pattern_e pattern);
    int unsigned n, b, y;
    digits_t     d;
    logic [3:0]  mi;
    n = net_nodes(r, m);
    b = $clog2(n);
    d = net_digits(r, m, x);
    y = x;
    unique case (pattern)
      PatNeighbour, PatTornado, PatAntipodal: begin
        for (int unsigned i = 0; i < r; i++) begin
          mi   = m[i];
          d[i] = 4'((32'(d[i]) + (pattern == PatNeighbour ? 1 : pattern == PatTornado ? (32'(mi) + 1) / 2 - 1 :
                                  32'(mi) / 2)) % 32'(mi));
        end
        y = net_index(r, m, d);
      end
      PatComplement: if (1 << b == n) y = ~x & (n - 1);
      PatTranspose:  if (1 << b == n && b % 2 == 0) y = ((x >> (b / 2)) | (x << (b / 2))) & (n - 1);
      PatReverse: begin
        if (1 << b == n) begin
          y = 0;
          for (int unsigned i = 0; i < b; i++) y = y | (((x >> i) & 1) << (b - 1 - i));
        end
      end
      PatShuffle: if (1 << b == n && b > 0) y = ((x << 1) | (x >> (b - 1))) & (n - 1);
      default: y = x;
    endcase
    pattern_dst = net_digits(r, m, y);
  endfunction
  /* verilator coverage_on */

endpackage
