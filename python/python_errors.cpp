// input_error (python_errors.hpp): captured diagnostics as an InputError.
#include "python_errors.hpp"

#include "error_line.hpp"

namespace rfsat::python {

InputError input_error(const std::string& name, const std::string& diagnostics) {
  std::string message = diagnostics;
  while (!message.empty() && message.back() == '\n') message.pop_back();
  if (message.empty()) message = name + ": error: cannot read the puzzle";
  const text::ErrorLine e = text::first_error(name, diagnostics);
  return InputError(message, e.line, e.column);
}

}  // namespace rfsat::python
