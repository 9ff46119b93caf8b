// The options of the network commands (noc, noc sweep): switch parameters, traffic and measurement.
#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "cpp_model/cli/args.h"
#include "cpp_model/noc/run.h"

namespace hc::cli {

/// --vcs, --buf-depth, --max-len, --data-w, --traffic, [--rate,] --len, --long-fraction,
/// --bcast-fraction, --hotspots, --hotspot-fraction, --seed, --warmup, --cycles, --watchdog, --no-dateline.
std::vector<Option> noc_options(bool with_rate, long default_warmup, long default_cycles);

/// The switch parameters given (model defaults otherwise); Error when they do not fit together.
noc::NocParams noc_params_from(const Args& args);

/// The run given; Error for a value out of range or a pattern that does not apply to g.
noc::RunSpec run_spec_from(const Args& args, const noc::NocParams& p, const Hypercycle& g, long default_warmup,
                           long default_cycles);

nlohmann::json params_json(const noc::NocParams& p);
nlohmann::json traffic_json(const noc::RunSpec& s);
nlohmann::json latency_json(const noc::LatencySummary& l);

/// Progress on stderr: on a terminal a bar redrawn in place (`[#####     ] what`); otherwise, so that a
/// long run in a pipe or a log shows it too, a line `progress: NN %, what` at most every 30 seconds.
void progress_line(double fraction, const std::string& what);
/// Ends a progress bar.
void progress_done();

}  // namespace hc::cli
