// The registry of temporary_files.hpp: a fixed table of paths (no
// allocation in the handler), each slot free, being written, or live; the
// handler unlinks the live ones, restores the default action and raises the
// signal again, which is delivered when the handler returns.
#include "temporary_files.hpp"

#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <mutex>

namespace rfsat::formats {
namespace {

constexpr int kSlots = 64;
constexpr std::size_t kMaxPath = 4096;
enum State : int { kFree, kFilling, kLive };

struct Slot {
  std::atomic<int> state{kFree};
  char path[kMaxPath];
};
Slot slots[kSlots];

constexpr int kSignals[] = {SIGTERM, SIGINT, SIGHUP, SIGXFSZ};

extern "C" void remove_temporaries(int signal) {
  const int saved = errno;
  for (Slot& s : slots)
    if (s.state.load() == kLive) ::unlink(s.path);
  std::signal(signal, SIG_DFL);
  std::raise(signal);  // blocked until this handler returns, then the default action
  errno = saved;
}

void install_handlers() {
  for (const int signal : kSignals) {
    struct sigaction old {};
    if (::sigaction(signal, nullptr, &old) != 0 || old.sa_handler == SIG_IGN) continue;
    struct sigaction action {};
    action.sa_handler = remove_temporaries;
    sigemptyset(&action.sa_mask);
    for (const int other : kSignals) sigaddset(&action.sa_mask, other);
    ::sigaction(signal, &action, nullptr);
  }
}

}  // namespace

int register_temporary(const std::string& path) {
  static std::once_flag installed;
  std::call_once(installed, install_handlers);
  if (path.size() >= kMaxPath) return -1;
  for (int i = 0; i < kSlots; ++i) {
    int expected = kFree;
    if (!slots[i].state.compare_exchange_strong(expected, kFilling)) continue;
    std::memcpy(slots[i].path, path.c_str(), path.size() + 1);
    slots[i].state.store(kLive);
    return i;
  }
  return -1;
}

void forget_temporary(int slot) {
  if (slot >= 0 && slot < kSlots) slots[slot].state.store(kFree);
}

}  // namespace rfsat::formats
