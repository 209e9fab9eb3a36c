// The threads that solve for `rfsat serve` (--jobs N), off the I/O thread:
// a queue of jobs, each with its cancel flag. stop() raises the flag of
// every queued and running job (their deadlines end: deadline.hpp's
// CancelScope), drops the queue and joins the threads.
//
//   WorkerPool pool(2);
//   auto flag = std::make_shared<std::atomic<bool>>(false);
//   pool.post(flag, [flag] { answer(m, limits, *flag, send); });
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace rfsat::serve {

class WorkerPool {
 public:
  explicit WorkerPool(int threads);
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  using Flag = std::shared_ptr<std::atomic<bool>>;
  // Runs `job` on a free thread; a job whose flag is raised before it
  // starts still runs (it answers `canceled` at once).
  void post(Flag cancel, std::function<void()> job);
  void stop();
  // Jobs running now (tests: a client that left frees its worker).
  int running() const;

 private:
  struct Job {
    Flag cancel;
    std::function<void()> run;
  };
  void work();

  mutable std::mutex mu_;
  std::condition_variable ready_;
  std::deque<Job> queue_;
  std::vector<Flag> running_;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace rfsat::serve
