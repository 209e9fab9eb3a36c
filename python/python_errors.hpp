// The two failures the Python module reports, as C++ exceptions that
// rfsat_module.cpp translates: InputError becomes rfsat.Error (a
// ValueError with `line`, `column` and the message rfsat prints), and
// LimitError becomes rfsat.LimitReached (a time or memory limit stopped
// the work). input_error() builds an InputError from diagnostics captured
// as the CLI prints them (text/error_line.hpp reads the position back).
#pragma once

#include <stdexcept>
#include <string>

namespace rfsat::python {

struct InputError : std::runtime_error {
  InputError(const std::string& message, long long line, int column)
      : std::runtime_error(message), line(line), column(column) {}
  long long line = 0;  // 0: no position
  int column = 0;
};

struct LimitError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The diagnostics `name` produced (whole, as the CLI prints them, without
// the last line break); the first error's position.
InputError input_error(const std::string& name, const std::string& diagnostics);

}  // namespace rfsat::python
