#include "Vhc_noc_board_top.h"
#include "sim/host/board_pins.h"

namespace hc::host {

std::unique_ptr<BoardPins> noc_board_pins() {
  return std::make_unique<VerilatedPins<Vhc_noc_board_top>>("hc_noc_board_top");
}

}  // namespace hc::host
