// `rfsat rules [KEYWORD] [--example | --markdown]`: the rule registry
// (src/sema/rule_registry.hpp) as a listing: every keyword with its spec
// section and one-line description, or one keyword in full (signature,
// description, example file: rule_reference.hpp), or only its example file
// (--example, for scripts/rule_pictures.sh), or the Markdown reference of
// docs/rf-language.md (--markdown). The registry is the one source; the
// page equals it (tests say so).
#include <algorithm>
#include <ostream>
#include <string>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "rule_reference.hpp"

namespace rfsat::cli {

int cmd_rules(const RulesOptions& o, std::ostream& out, std::ostream& err) {
  if (o.markdown) return out << sema::reference_markdown(), kExitOk;
  if (!o.keyword.empty()) {
    const sema::Rule* r = sema::find_rule(sema::canonical_name(o.keyword));
    if (!r) {
      err << "error: " << sema::unknown_rule_message(o.keyword) << '\n';
      return kExitInputError;
    }
    if (o.example) return out << sema::example_file(*r), kExitOk;
    sema::write_rule(*r, out);
    return kExitOk;
  }
  if (o.example) {
    err << "error: --example needs a KEYWORD\n";
    return kExitInputError;
  }
  std::size_t width = 0;
  for (const sema::Rule& r : sema::rules()) width = std::max(width, r.keyword.size());
  for (const sema::Rule& r : sema::rules()) {
    out << r.keyword << std::string(width + 2 - r.keyword.size(), ' ') << r.section << "  "
        << (r.support == sema::Support::refused ? "(refused) " : "") << r.description << '\n';
  }
  return kExitOk;
}

}  // namespace rfsat::cli
