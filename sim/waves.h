// Waveforms on demand: FST files of the verilated models, written only when asked for (`--waves FILE`
// of hypercycle-rtl, HC_TRACE_DIR for the GoogleTest harnesses, docs/waves.md). Without a request no
// model is traced, and a traced build costs a pointer test per clock.
#pragma once

#include <memory>
#include <string>

#include "cpp_model/output_path.h"
#include "verilated.h"

class VerilatedFstC;

namespace hc::rtl {

/// Asks for waveforms: the next simulation (a verilated device with a context of its own, or a network
/// of them) writes `path`, each later one `path` with -2, -3, ... before the extension, so that none is
/// overwritten. Throws hc::Error for a path that must not be written (hc::check_output_path). Thread-safe.
void request_waves(const std::string& path);
/// Stops tracing: later simulations write no waveforms.
void stop_waves();

/// The file the next simulation writes ("" when no waveforms are requested); called by the simulations.
std::string claim_waves_path();

/// One FST file with one or more verilated models of a context. Models are added before the first dump,
/// which opens the file; times are half clocks (2 per clock: before and after the rising edge). The FST
/// writer unlinks the file it creates, so it writes a private copy (hc::StagedFile), copied into place
/// when the object ends.
class Waves {
 public:
  /// Turns tracing on in `context` (before its models are constructed).
  Waves(VerilatedContext& context, std::string path);
  /// Closes the waveforms and copies them into place; a failure is reported on stderr.
  ~Waves();
  Waves(const Waves&) = delete;
  Waves& operator=(const Waves&) = delete;

  /// Adds a model, with every level of its hierarchy, under the name it was constructed with.
  template <class Model>
  void add(Model& model) {
    model.trace(fst_.get(), 99);
  }
  /// Writes the values now at time `half_clocks`. Throws hc::Error when the file cannot be written.
  void dump(uint64_t half_clocks);

 private:
  std::string path_;
  std::unique_ptr<StagedFile> file_;
  std::unique_ptr<VerilatedFstC> fst_;
};

}  // namespace hc::rtl
