// Round-robin arbiter: grants the first requester at or after its pointer, cyclically; when told that
// the grant was used, the pointer moves to the requester after it. The pointer is kept as the mask of
// the requesters at or after it, so no encoder is needed.

module hc_rr_arbiter #(
  /// Requesters.
  parameter int unsigned N = 2
) (
  /// Clock.
  input  logic         clk_i,
  /// Synchronous reset, active low; the pointer starts at requester 0.
  input  logic         rst_ni,
  /// Requests, bit n = requester n.
  input  logic [N-1:0] req_i,
  /// The grant was used: move the pointer past it.
  input  logic         update_i,
  /// The grant, one-hot; 0 when nothing is requested.
  output logic [N-1:0] gnt_o
);

  logic [N-1:0] after_q, after_d;  // requesters at or after the pointer

  // The lowest set bit, as a chain of gates rather than x & -x (which would be an adder's carry chain).
  function automatic logic [N-1:0] lowest(input logic [N-1:0] x);
    logic below;
    below = 1'b0;
    for (int unsigned k = 0; k < N; k++) begin
      lowest[k] = x[k] && !below;
      below     = below || x[k];
    end
  endfunction

  logic [N-1:0] upper;
  assign upper = req_i & after_q;
  assign gnt_o = upper != '0 ? lowest(upper) : lowest(req_i);

  always_comb begin
    logic seen;
    seen    = 1'b0;
    after_d = after_q;
    if (update_i && gnt_o != '0) begin
      for (int unsigned k = 0; k < N; k++) begin  // strictly after the grant
        after_d[k] = seen;
        seen       = seen || gnt_o[k];
      end
      if (gnt_o[N-1]) after_d = '1;  // the grant was the last requester: back to the first
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      after_q <= '1;
    end else begin
      after_q <= after_d;
    end
  end

endmodule
