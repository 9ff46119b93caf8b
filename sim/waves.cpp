#include "sim/waves.h"

#include <iostream>
#include <mutex>

#include "cpp_model/errors.h"
#include "verilated_fst_c.h"

namespace hc::rtl {

namespace {

struct Request {
  std::mutex mutex;
  std::string path;
  int claims = 0;
};

Request& request() {
  static Request r;
  return r;
}

void set_request(const std::string& path) {
  Request& r = request();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.path = path;
  r.claims = 0;
}

}  // namespace

void request_waves(const std::string& path) {
  check_output_path(path);
  set_request(path);
}

void stop_waves() { set_request(""); }

std::string claim_waves_path() {
  Request& r = request();
  std::lock_guard<std::mutex> lock(r.mutex);
  if (r.path.empty()) return "";
  if (++r.claims == 1) return r.path;
  const size_t slash = r.path.rfind('/');
  const size_t dot = r.path.rfind('.');
  const size_t cut = dot == std::string::npos || (slash != std::string::npos && dot < slash) ? r.path.size() : dot;
  return r.path.substr(0, cut) + "-" + std::to_string(r.claims) + r.path.substr(cut);
}

Waves::Waves(VerilatedContext& context, std::string path)
    : path_(std::move(path)), fst_(std::make_unique<VerilatedFstC>()) {
  context.traceEverOn(true);
}

Waves::~Waves() {
  if (!fst_->isOpen()) return;
  fst_->close();
  try {
    file_->commit();
  } catch (const Error& e) {
    std::cerr << "error: the waveforms: " << e.what() << "\n";
  }
}

void Waves::dump(uint64_t half_clocks) {
  if (!fst_->isOpen()) {
    file_ = std::make_unique<StagedFile>(path_);
    fst_->open(file_->temp_path().c_str());
    if (!fst_->isOpen()) throw Error("cannot write the waveform file '" + path_ + "'");
  }
  fst_->dump(half_clocks);
}

}  // namespace hc::rtl
