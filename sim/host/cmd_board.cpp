// hypercycle-rtl board: the comparison campaign of sim/host/campaign.h against whatever answers on
// a serial port: a board running hc_board_top, or hc-board-sim behind a pseudo-terminal.
#include "sim/host/cmd_board.h"

#include <iomanip>
#include <cctype>
#include <iostream>
#include <nlohmann/json.hpp>
#include <random>

#include "sim/host/campaign.h"
#include "sim/host/errors.h"
#include "sim/host/serial_port.h"

namespace hc::cli {

namespace {

/// A seed: any 64-bit unsigned integer, decimal.
uint64_t parse_seed(const std::string& text) {
  size_t used = 0;
  uint64_t seed = 0;
  try {
    seed = std::stoull(text, &used, 10);
  } catch (const std::exception&) {
    used = 0;
  }
  if (text.empty() || used != text.size() || !std::isdigit(static_cast<unsigned char>(text[0])))
    throw UsageError("--seed: '" + text + "' is not an unsigned 64-bit integer");
  return seed;
}

int run_board(const Args& args, std::ostream& out) {
  const std::string device = args.str("device");
  const int baud = static_cast<int>(args.integer("baud", 1200, 4000000, host::kDefaultBaud));
  if (!host::SerialPort::baud_supported(baud)) throw UsageError("--baud " + std::to_string(baud) + " is not a standard rate");
  host::CampaignOptions options;
  options.configs = static_cast<int>(args.integer("configs", 1, 1000000, 10));
  options.vectors = static_cast<int>(args.integer("vectors", 0, 1000000, 100));
  options.seed = args.has("seed") ? parse_seed(args.str("seed")) : std::random_device{}();
  host::ClientOptions client_options;
  client_options.timeout_ms = static_cast<int>(args.integer("timeout", 1, 60000, client_options.timeout_ms));
  const bool json = args.has("json");

  host::SerialPort port(device, baud);
  host::BoardClient board(port, client_options);
  if (!json) out << "board on " << device << " at " << baud << " baud, seed " << options.seed << std::endl;
  host::CampaignResult r;
  try {
    r = host::run_campaign(board, options, args.has("verbose") && !json ? &out : nullptr);
  } catch (const host::LinkError& e) {
    out.flush();
    throw host::LinkError(std::string("the link failed: ") + e.what());
  }
  if (json) {
    out << nlohmann::json{{"device", device},
                          {"baud", baud},
                          {"seed", options.seed},
                          {"configs", r.configs},
                          {"vectors", r.vectors},
                          {"registers", r.registers},
                          {"mismatches", r.mismatches},
                          {"retries", r.retries},
                          {"seconds", r.seconds},
                          {"vectors_per_s", r.vectors_per_second()},
                          {"failures", r.failures}}
               .dump()
        << "\n";
  } else {
    out << "configs " << r.configs << ", vectors " << r.vectors << ", registers " << r.registers << ", mismatches "
        << r.mismatches << ", retries " << r.retries << ", " << std::fixed << std::setprecision(1)
        << r.vectors_per_second() << " vectors/s\n";
    for (const std::string& f : r.failures) out << "mismatch: " << f << "\n";
    if (r.mismatches > r.failures.size()) out << "(" << r.mismatches - r.failures.size() << " more mismatches)\n";
    if (r.mismatches) out << "rerun with --seed " << options.seed << "\n";
  }
  return r.mismatches ? 1 : 0;
}

}  // namespace

Command board_command() {
  return {"board",
          "comparison campaign against a board on a serial port",
          "Writes random configurations to hc_board_top over its UART host protocol (docs/host_protocol.md),\n"
          "checks the read-back and status registers, and sends router and broadcast requests, comparing\n"
          "every reply with the golden model. Every fifth configuration is invalid on purpose. Without a\n"
          "board, run hc-board-sim and pass the pseudo-terminal it prints as --device.\n"
          "Exit status: 0 all matched, 1 a mismatch (each one is printed), 2 the link failed.",
          {{"device", "PATH", "serial device of the board, e.g. /dev/ttyUSB1 (iCEBreaker: the FTDI's second port)"},
           {"baud", "N", "bit rate (default 115200, the rate of every supported board)"},
           {"configs", "N", "configurations to write (default 10)"},
           {"vectors", "N", "router and broadcast requests per configuration (default 100)"},
           {"seed", "S", "random seed (default: a fresh one, printed)"},
           {"timeout", "MS", "wait this long for a reply before sending again, and for the line to go quiet\n"
                         "                        before giving up (default 500)"},
           {"verbose", "", "one line per configuration"},
           {"json", "", "print JSON: device, baud, seed, configs, vectors, registers, mismatches, retries, seconds,\n"
                        "                        vectors_per_s, failures"}},
          run_board};
}

}  // namespace hc::cli
