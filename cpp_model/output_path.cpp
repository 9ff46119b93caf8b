#include "cpp_model/output_path.h"

#include <sys/stat.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <vector>

#include "cpp_model/errors.h"

namespace hc {

namespace {

const char* kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

}  // namespace

void check_output_path(const std::string& path) {
  if (path.empty()) throw Error("an empty file name");
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) {  // new: its folder must be there
    const std::filesystem::path folder = std::filesystem::path(path).parent_path();
    if (!folder.empty() && !std::filesystem::is_directory(folder)) throw Error("cannot write " + path);
    return;
  }
  if (!S_ISREG(st.st_mode))
    throw Error("will not write '" + path + "': it is " + kind_of(st.st_mode) + ", not a regular file");
}

StagedFile::StagedFile(std::string path) : path_(std::move(path)) {
  check_output_path(path_);
  out_.open(path_, std::ios::binary | std::ios::trunc);
  if (!out_) throw Error("cannot write '" + path_ + "'");
  std::string pattern = (std::filesystem::temp_directory_path() / "hc-staged-XXXXXX").string();
  std::vector<char> buf(pattern.begin(), pattern.end());
  buf.push_back('\0');
  if (!::mkdtemp(buf.data()))
    throw Error("cannot make a temporary folder for '" + path_ + "': " + std::strerror(errno));
  dir_ = buf.data();
  temp_path_ = dir_ + "/" + std::filesystem::path(path_).filename().string();
}

StagedFile::~StagedFile() {
  std::error_code ignored;
  std::filesystem::remove_all(dir_, ignored);
}

void StagedFile::commit() {
  std::ifstream in(temp_path_, std::ios::binary);
  if (!in) throw Error("cannot write '" + path_ + "': its staged copy is missing");
  if (in.peek() != std::ifstream::traits_type::eof()) out_ << in.rdbuf();
  out_.close();
  if (!out_ || in.bad()) throw Error("cannot write '" + path_ + "'");
}

}  // namespace hc
