// A file a command writes (--dot, --trace, ...), checked: a failed open or write is an error naming it.
#pragma once

#include <fstream>
#include <string>

namespace hc::cli {

class OutputFile {
 public:
  /// Opens (truncates) path; throws hc::Error when path is refused (hc::check_output_path) or cannot
  /// be opened.
  explicit OutputFile(const std::string& path);
  std::ostream& stream() { return file_; }
  /// Flushes and closes the file; throws hc::Error "cannot write PATH" when any write failed.
  void close();

 private:
  std::string path_;
  std::ofstream file_;
};

}  // namespace hc::cli
