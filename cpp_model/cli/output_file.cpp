#include "cpp_model/cli/output_file.h"

#include "cpp_model/errors.h"
#include "cpp_model/output_path.h"

namespace hc::cli {

OutputFile::OutputFile(const std::string& path) : path_(path) {
  check_output_path(path_);
  file_.open(path_);
  if (!file_) throw Error("cannot write " + path_);
}

void OutputFile::close() {
  file_.close();
  if (!file_) throw Error("cannot write " + path_);
}

}  // namespace hc::cli
