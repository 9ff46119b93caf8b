#include "Vhc_board_top.h"
#include "sim/host/board_pins.h"

namespace hc::host {

std::unique_ptr<BoardPins> node_board_pins() { return std::make_unique<VerilatedPins<Vhc_board_top>>("hc_board_top"); }

}  // namespace hc::host
