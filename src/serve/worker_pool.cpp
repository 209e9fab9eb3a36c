// WorkerPool (worker_pool.hpp).
#include "worker_pool.hpp"

#include <algorithm>

namespace rfsat::serve {

WorkerPool::WorkerPool(int threads) {
  for (int i = 0; i < std::max(1, threads); ++i) threads_.emplace_back([this] { work(); });
}

WorkerPool::~WorkerPool() { stop(); }

void WorkerPool::post(Flag cancel, std::function<void()> job) {
  {
    const std::lock_guard<std::mutex> lock(mu_);
    if (stopping_) return;
    queue_.push_back({std::move(cancel), std::move(job)});
  }
  ready_.notify_one();
}

void WorkerPool::stop() {
  {
    const std::lock_guard<std::mutex> lock(mu_);
    stopping_ = true;
    for (const Job& j : queue_) *j.cancel = true;
    for (const Flag& f : running_) *f = true;
    queue_.clear();
  }
  ready_.notify_all();
  for (std::thread& t : threads_)
    if (t.joinable()) t.join();
}

int WorkerPool::running() const {
  const std::lock_guard<std::mutex> lock(mu_);
  return static_cast<int>(running_.size());
}

void WorkerPool::work() {
  for (;;) {
    Job job;
    {
      std::unique_lock<std::mutex> lock(mu_);
      ready_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (stopping_) return;
      job = std::move(queue_.front());
      queue_.pop_front();
      running_.push_back(job.cancel);
    }
    job.run();
    job.run = nullptr;  // its captures (a session) go before the job counts as done
    const std::lock_guard<std::mutex> lock(mu_);
    running_.erase(std::find(running_.begin(), running_.end(), job.cancel));
  }
}

}  // namespace rfsat::serve
