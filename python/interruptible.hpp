// Long work (solving, candidates, explain) run from Python with the GIL
// released, so that other Python threads run and solve side by side, and
// interruptible by Ctrl-C. Entry point run_interruptible(work): `work` runs
// on a thread of its own under a cancel flag (text/deadline.hpp's
// CancelScope, the same stop the time limit gives: past() turns true and
// CaDiCaL's terminator ends the search at its next poll). Meanwhile the
// calling thread wakes every 50 ms, takes the GIL and runs Python's signal
// handlers (PyErr_CheckSignals; Python runs them on the main thread only).
// When one raises (KeyboardInterrupt), the flag is raised, the work
// returns, and the Python exception propagates: `work` must not touch
// Python objects.
#pragma once

#include <exception>
#include <functional>
#include <optional>
#include <type_traits>

namespace rfsat::python {

// The untyped form: runs `work`; throws pybind11::error_already_set when a
// signal handler raised, else rethrows what `work` threw.
void run_interruptible_void(const std::function<void()>& work);

template <class F>
auto run_interruptible(F&& work) -> std::invoke_result_t<F> {
  std::optional<std::invoke_result_t<F>> result;
  run_interruptible_void([&] { result.emplace(work()); });
  return std::move(*result);
}

}  // namespace rfsat::python
