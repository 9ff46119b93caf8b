// Test probe (tb/test_rtl_header.cpp): hc_noc_pkg::hdr_pack and hc_noc_pkg::hdr_unpack for a number of
// dimensions given at run time, to be compared with the golden model's noc::pack_header and
// noc::unpack_header.

module hc_hdr_probe (
  /// Dimensions the header addresses (1..MaxDims).
  input  logic [hc_pkg::DimW-1:0] dims_i,
  /// A header, every field at its full width.
  input  hc_noc_pkg::hdr_t        hdr_i,
  /// The low bits of a head flit.
  input  hc_noc_pkg::hdr_bits_t   bits_i,
  /// hc_noc_pkg::hdr_pack(dims_i, hdr_i).
  output hc_noc_pkg::hdr_bits_t   bits_o,
  /// hc_noc_pkg::hdr_unpack(dims_i, bits_i).
  output hc_noc_pkg::hdr_t        hdr_o
);

  assign bits_o = hc_noc_pkg::hdr_pack(32'(dims_i), hdr_i);
  assign hdr_o  = hc_noc_pkg::hdr_unpack(32'(dims_i), bits_i);

endmodule
