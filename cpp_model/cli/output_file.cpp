#include "cpp_model/cli/output_file.h"

#include "cpp_model/errors.h"

namespace hc::cli {

OutputFile::OutputFile(const std::string& path) : path_(path), file_(path) {
  if (!file_) throw Error("cannot write " + path_);
}

void OutputFile::close() {
  file_.close();
  if (!file_) throw Error("cannot write " + path_);
}

}  // namespace hc::cli
