// Files the project's commands write. A name is refused unless it is new or, following symbolic
// links, a regular file: nothing of the user's (a device, a directory, a FIFO) is written over. A file
// another library writes by name (an FST waveform, whose writer unlinks its path first) is staged in a
// private folder and copied into place, so that the user's path is never unlinked or replaced.
#pragma once

#include <string>

namespace hc {

/// Throws Error unless `path` names a file that may be written: not empty, and either absent in a
/// folder that exists or, following symbolic links, a regular file.
void check_output_path(const std::string& path);

/// Whether standard output has been written out: std::cout and C's stdout flushed without an error. A
/// report nobody can read (a full disk, a closed pipe) is an error, not a pass.
bool stdout_written();

/// A file written under a private name (temp_path()) and copied into `path` by commit(). The
/// constructor checks that `path` may be written, without opening it, so that a path that cannot be
/// written fails before any work and a run that fails or is interrupted leaves the user's file as it
/// was. The private folder is removed with the object, or by a signal that ends the program (SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, where the program has no handler of its own).
class StagedFile {
 public:
  /// Throws Error "cannot write PATH" when path is refused or cannot be opened.
  explicit StagedFile(std::string path);
  ~StagedFile();
  StagedFile(const StagedFile&) = delete;
  StagedFile& operator=(const StagedFile&) = delete;

  const std::string& temp_path() const { return temp_path_; }
  /// Copies the private file into `path`, writing it in place (a symbolic link stays a link to the
  /// file it names). Throws Error when a read or write fails. Call it once.
  void commit();

 private:
  std::string path_;
  std::string dir_;
  std::string temp_path_;
  int slot_ = -1;  // its entry in the signal handler's list, or -1
};

}  // namespace hc
