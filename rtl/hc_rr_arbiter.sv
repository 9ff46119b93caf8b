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

  logic [N-1:0] upper;
  assign upper = req_i & after_q;
  assign gnt_o = upper != '0 ? upper & (~upper + 1'b1) : req_i & (~req_i + 1'b1);

  always_comb begin
    after_d = after_q;
    if (update_i && gnt_o != '0) begin
      after_d = ~((gnt_o << 1) - 1'b1);  // strictly after the grant
      if (after_d == '0) after_d = '1;   // the grant was the last requester: back to the first
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
