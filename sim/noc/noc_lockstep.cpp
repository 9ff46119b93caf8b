#include "sim/noc/noc_lockstep.h"

#include <sstream>


namespace hc::rtl {

namespace {

std::string describe(const noc::Ejection& e) {
  std::ostringstream s;
  s << "node " << e.node << " " << (e.flit.head ? "head" : "body") << (e.flit.tail ? "+tail" : "") << " data 0x"
    << std::hex << e.flit.data;
  const noc::Header& h = e.flit.hdr;
  if (e.flit.head)
    s << " header kind " << static_cast<int>(h.kind) << " len " << std::dec << int{h.len} << " src 0x" << std::hex
      << h.src << " dst 0x" << h.dst << " wd " << std::dec << int{h.wd} << " wc " << int{h.wc};
  return s.str();
}

bool same(const noc::Ejection& a, const noc::Ejection& b) {
  if (a.node != b.node || a.flit.head != b.flit.head || a.flit.tail != b.flit.tail || a.flit.data != b.flit.data)
    return false;
  return !a.flit.head || a.flit.hdr == b.flit.hdr;  // the header is meaningful on heads only
}

}  // namespace

void LockstepDut::differ(const std::string& what) const {
  if (mismatch_.empty()) mismatch_ = "clock " + std::to_string(clock_) + ": " + what;
}

void LockstepDut::clock(const std::vector<const noc::Flit*>& offers, const std::vector<uint8_t>& ej_ready,
                        std::vector<uint8_t>& accepted, std::vector<noc::Ejection>& ejected) {
  const size_t first = ejected.size();
  dut_.clock(offers, ej_ready, accepted, ejected);
  ref_ejected_.clear();
  ref_.clock(offers, ej_ready, ref_accepted_, ref_ejected_);
  for (size_t x = 0; x < accepted.size(); ++x)
    if (accepted[x] != ref_accepted_[x])
      differ("node " + std::to_string(x) + (accepted[x] ? " took" : " did not take") + " the offered flit, the model " +
             (ref_accepted_[x] ? "did" : "did not"));
  const size_t n = ejected.size() - first;
  for (size_t k = 0; k < std::max(n, ref_ejected_.size()); ++k) {
    if (k >= n) {
      differ("the model ejected " + describe(ref_ejected_[k]) + ", the RTL nothing more");
    } else if (k >= ref_ejected_.size()) {
      differ("the RTL ejected " + describe(ejected[first + k]) + ", the model nothing more");
    } else if (!same(ejected[first + k], ref_ejected_[k])) {
      differ("the RTL ejected " + describe(ejected[first + k]) + ", the model " + describe(ref_ejected_[k]));
    }
  }
  if (dut_.moved() != ref_.moved()) differ(std::string("a flit moved in the ") + (dut_.moved() ? "RTL" : "model") + " only");
  ++clock_;
}

std::vector<noc::Blocked> LockstepDut::blocked() const {
  std::vector<noc::Blocked> a = dut_.blocked(), b = ref_.blocked();
  if (a != b) differ("the blocked channels differ");
  return a;
}

}  // namespace hc::rtl
