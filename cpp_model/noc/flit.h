// Packets and flits of the hypercycle network (docs/network.md): the header, the flit, the packet hash
// and the parameters every switch of a network shares.
#pragma once

#include <cstdint>
#include <string>

#include "cpp_model/address.h"
#include "cpp_model/config.h"

namespace hc::noc {

enum class Kind : uint8_t { Unicast = 0, Broadcast = 1 };

/// The header a head flit carries (hc_noc_pkg::hdr_t). Digits are packed (hc::pack_digits), as on the
/// hardware's ports.
struct Header {
  Kind kind = Kind::Unicast;
  uint8_t len = 1;    ///< flits in the packet as carried (4 bits: 0..15; 1..MaxLen is valid)
  uint16_t src = 0;   ///< source digits (written by the injecting switch)
  uint16_t dst = 0;   ///< destination digits (unicast)
  uint8_t wd = 0;     ///< broadcast weight wd (3 bits)
  uint8_t wc = 0;     ///< broadcast weight wc (3 bits)
  bool operator==(const Header& o) const {
    return kind == o.kind && len == o.len && src == o.src && dst == o.dst && wd == o.wd && wc == o.wc;
  }
  bool operator!=(const Header& o) const { return !(*this == o); }
};

/// One flit on a link or a local port: DataW bits. A head flit carries the header in its low
/// NocParams::hdr_bits() bits (pack_header) and payload in the bits above; other flits carry DataW bits
/// of payload. `hdr` is meaningful on head flits only.
struct Flit {
  bool head = false;
  bool tail = false;
  Header hdr;
  uint64_t data = 0;  ///< the payload: DataW bits, or DataW - hdr_bits() bits on a head flit
};

/// Largest packet length the 4-bit len field holds.
inline constexpr int kMaxLenField = 15;
/// Bits the model carries per flit.
inline constexpr int kMaxDataBits = 64;

/// The packet hash h: XOR over the dimensions of (src digit XOR dst digit), 4 bits. It fixes a packet's
/// local FIFO and virtual channels, so packets of one source-destination pair stay in order.
inline int packet_hash(const Header& h) {
  unsigned x = h.src ^ h.dst;
  return static_cast<int>((x ^ (x >> 4) ^ (x >> 8) ^ (x >> 12)) & 15u);
}

/// Bits of the header of a switch built for `dims` dimensions: 1 kind + 4 len + 4 dims src + 4 dims dst.
constexpr int header_bits(int dims) { return 5 + 8 * dims; }

/// The header as the low header_bits(dims) bits of a head flit (docs/network.md, "Packets and flits"):
/// [4 dims-1:0] the destination digits of a unicast, or a broadcast's weights {wd, wc} (wc in [2:0],
/// wd above, cut to 4 dims bits); [8 dims-1:4 dims] the source digits; then len, then kind. Digits and
/// weights that do not fit are dropped.
uint64_t pack_header(const Header& h, int dims);
/// The header in those bits (a broadcast's dst is 0, a unicast's weights are 0).
Header unpack_header(uint64_t bits, int dims);
/// h as the hardware carries it: pack_header, then unpack_header.
inline Header carried(const Header& h, int dims) { return unpack_header(pack_header(h, dims), dims); }

/// The parameters of hc_switch that change behaviour (the same for every switch of a network).
struct NocParams {
  int dims = kMaxDims;  ///< dimensions the switches' headers address (1..4; at least the network's r)
  int vcs = 2;          ///< virtual channels per network port (1 only where no dateline is needed)
  int buf_depth = 8;    ///< flits per virtual channel (>= max_len)
  int max_len = 8;      ///< longest packet in flits (1..15)
  int data_w = 64;      ///< bits per flit (hdr_bits()..64 in the model)
  /// Bits of the header in a head flit: kind, len, then src and dst digits, 4 bits per dimension each.
  int hdr_bits() const { return header_bits(dims); }
  /// Payload bits of a flit: DataW, less the header on a head flit.
  int payload_bits(bool head) const { return head ? data_w - hdr_bits() : data_w; }
  /// Throws Error naming the rule when a value is out of range.
  void check() const;
  std::string str() const;  ///< "Dims=4 Vcs=2 BufDepth=8 MaxLen=8 DataW=64"
};

}  // namespace hc::noc
