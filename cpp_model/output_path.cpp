#include "cpp_model/output_path.h"

#include <fcntl.h>
#include <pthread.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <mutex>
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

// The private folders of the StagedFiles alive, so that a signal that ends the program removes them
// before it does: their files are half written, the user's are untouched. The handler uses only
// async-signal-safe calls and reads a slot's path only when its generation, even while the path is
// whole, is the same before and after the read (a slot may be reused by another thread meanwhile).
struct Slot {
  std::atomic<unsigned> gen{0};
  std::array<char, 4096> dir{};
};
std::array<Slot, 16> g_slots;
constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE};

// Removes the files of `dir` (a private folder holds no folders) and the folder itself.
void remove_folder(const char* dir) {
  const int fd = ::open(dir, O_RDONLY | O_DIRECTORY);
  if (fd < 0) return;
  alignas(8) char buf[4096];
  for (long n; (n = ::syscall(SYS_getdents64, fd, buf, sizeof buf)) > 0;) {
    for (long at = 0; at < n;) {
      const char* entry = buf + at;
      unsigned short len;
      std::memcpy(&len, entry + 16, sizeof len);  // struct linux_dirent64: ino 8, off 8, reclen 2, type 1, name
      const char* name = entry + 19;
      if (std::strcmp(name, ".") != 0 && std::strcmp(name, "..") != 0) ::unlinkat(fd, name, 0);
      at += len;
    }
  }
  ::close(fd);
  ::rmdir(dir);
}

extern "C" void remove_staged_and_stop(int sig) {
  for (Slot& s : g_slots) {
    const unsigned before = s.gen.load();
    if (before % 4 != 2) continue;  // 2 mod 4: a whole path; odd: being written; 0 mod 4: free
    char dir[sizeof s.dir];
    std::memcpy(dir, s.dir.data(), sizeof dir);
    if (s.gen.load() == before) remove_folder(dir);
  }
  std::signal(sig, SIG_DFL);
  std::raise(sig);  // delivered as the handler returns: the program ends as the signal would have ended it
}

// Handlers for the signals that end a program, once, where it has none of its own.
void install_handlers() {
  static std::once_flag once;
  std::call_once(once, [] {
    struct sigaction act {};
    act.sa_handler = remove_staged_and_stop;
    sigemptyset(&act.sa_mask);
    for (int sig : kSignals) sigaddset(&act.sa_mask, sig);
    for (int sig : kSignals) {
      struct sigaction old {};
      if (::sigaction(sig, nullptr, &old) == 0 && old.sa_handler == SIG_DFL) ::sigaction(sig, &act, nullptr);
    }
  });
}

// Blocks kSignals in this thread while it lives, so that a folder is never made or removed unlisted.
class SignalsHeld {
 public:
  SignalsHeld() {
    sigset_t set;
    sigemptyset(&set);
    for (int sig : kSignals) sigaddset(&set, sig);
    pthread_sigmask(SIG_BLOCK, &set, &old_);
  }
  ~SignalsHeld() { pthread_sigmask(SIG_SETMASK, &old_, nullptr); }
  SignalsHeld(const SignalsHeld&) = delete;
  SignalsHeld& operator=(const SignalsHeld&) = delete;

 private:
  sigset_t old_;
};

std::mutex g_slots_mutex;

// A slot for `dir`, or -1 when all are taken (the folder is then removed with its StagedFile only).
int register_folder(const std::string& dir) {
  std::lock_guard<std::mutex> lock(g_slots_mutex);
  for (size_t i = 0; i < g_slots.size(); ++i) {
    Slot& s = g_slots[i];
    if (s.gen.load() % 4 != 0 || dir.size() >= s.dir.size()) continue;
    s.gen.fetch_add(1);  // odd: being written
    std::memcpy(s.dir.data(), dir.c_str(), dir.size() + 1);
    s.gen.fetch_add(1);  // 2 mod 4: whole
    return static_cast<int>(i);
  }
  return -1;
}

void release_folder(int slot) {
  if (slot < 0) return;
  std::lock_guard<std::mutex> lock(g_slots_mutex);
  g_slots[static_cast<size_t>(slot)].gen.fetch_add(2);  // 0 mod 4: free
}

}  // namespace

bool stdout_written() {
  const bool streams = static_cast<bool>(std::cout.flush());
  return std::fflush(stdout) == 0 && !std::ferror(stdout) && streams;
}

void check_output_path(const std::string& path) {
  if (path.empty()) throw Error("an empty file name");
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) {  // new: its folder must be there
    const std::filesystem::path folder = std::filesystem::path(path).parent_path();
    if (!folder.empty() && !std::filesystem::is_directory(folder))
      throw Error("cannot write '" + path + "': its folder does not exist");
    return;
  }
  if (!S_ISREG(st.st_mode))
    throw Error("will not write '" + path + "': it is " + kind_of(st.st_mode) + ", not a regular file");
}

StagedFile::StagedFile(std::string path) : path_(std::move(path)) {
  check_output_path(path_);
  // Writable, checked without touching it: the user's file keeps what it holds until commit().
  const std::filesystem::path folder = std::filesystem::path(path_).parent_path();
  const bool exists = ::access(path_.c_str(), F_OK) == 0;
  if (exists ? ::access(path_.c_str(), W_OK) != 0
             : ::access(folder.empty() ? "." : folder.c_str(), W_OK | X_OK) != 0)
    throw Error("cannot write '" + path_ + "'");
  std::string pattern = (std::filesystem::temp_directory_path() / "hc-staged-XXXXXX").string();
  std::vector<char> buf(pattern.begin(), pattern.end());
  buf.push_back('\0');
  install_handlers();
  const SignalsHeld held;
  if (!::mkdtemp(buf.data()))
    throw Error("cannot make a temporary folder for '" + path_ + "': " + std::strerror(errno));
  dir_ = buf.data();
  slot_ = register_folder(dir_);
  temp_path_ = dir_ + "/" + std::filesystem::path(path_).filename().string();
}

StagedFile::~StagedFile() {
  const SignalsHeld held;
  std::error_code ignored;
  std::filesystem::remove_all(dir_, ignored);
  release_folder(slot_);
}

void StagedFile::commit() {
  std::ifstream in(temp_path_, std::ios::binary);
  if (!in) throw Error("cannot write '" + path_ + "': its staged copy is missing");
  std::ofstream out(path_, std::ios::binary | std::ios::trunc);
  if (!out) throw Error("cannot write '" + path_ + "'");
  if (in.peek() != std::ifstream::traits_type::eof()) out << in.rdbuf();
  out.close();
  if (!out || in.bad()) throw Error("cannot write '" + path_ + "'");
}

}  // namespace hc
