// load_allowed (commands.hpp): --memory-limit before loading, the one check
// every command that loads a file makes (docs/limits.md).
#include <ostream>

#include "commands.hpp"
#include "load.hpp"
#include "printable.hpp"

namespace rfsat::cli {

bool load_allowed(const std::string& file, const std::string& from, bool nylimb,
                  std::size_t memory_limit_mb, std::ostream& err) {
  const std::optional<std::string> why = formats::load_refusal(file, from, nylimb, memory_limit_mb);
  if (why) err << text::printable(file) << ": " << *why << '\n';
  return !why;
}

}  // namespace rfsat::cli
