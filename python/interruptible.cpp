// run_interruptible_void (interruptible.hpp): the worker thread, and the
// calling thread's wait that checks for signals with the GIL taken.
#include "interruptible.hpp"

#include <pybind11/pybind11.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "deadline.hpp"

namespace rfsat::python {

// How often the waiting thread checks for signals: Ctrl-C answered within a
// tenth of a second or so, at a cost too small to see.
constexpr std::chrono::milliseconds kSignalPoll{50};

void run_interruptible_void(const std::function<void()>& work) {
  std::atomic<bool> cancel{false};
  std::exception_ptr failure;
  std::mutex mu;
  std::condition_variable finished;
  bool done = false, interrupted = false;
  PyThreadState* state = PyEval_SaveThread();  // the GIL released
  std::thread worker;
  try {
    worker = std::thread([&] {
      {
        const CancelScope scope(&cancel);
        try {
          work();
        } catch (...) {
          failure = std::current_exception();
        }
      }
      const std::lock_guard lock(mu);
      done = true;
      finished.notify_all();
    });
  } catch (...) {  // no thread to be had
    PyEval_RestoreThread(state);
    throw;
  }
  {
    std::unique_lock lock(mu);
    while (!finished.wait_for(lock, kSignalPoll, [&] { return done; })) {
      if (interrupted) continue;
      lock.unlock();
      PyEval_RestoreThread(state);
      // The handler's exception stays set on this thread until we raise it.
      interrupted = PyErr_CheckSignals() != 0;
      state = PyEval_SaveThread();
      if (interrupted) cancel = true;
      lock.lock();
    }
  }
  worker.join();
  PyEval_RestoreThread(state);
  if (interrupted) throw pybind11::error_already_set();
  if (failure) std::rethrow_exception(failure);
}

}  // namespace rfsat::python
