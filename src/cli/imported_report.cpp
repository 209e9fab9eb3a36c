// What solve and check say about an imported variant puzzle beyond the
// verdict (commands.hpp): the items that carry no rule (solve --stats) and
// whether the unique solution is the one the input carries (check).
#include <ostream>

#include "commands.hpp"
#include "printable.hpp"

namespace rfsat::cli {

void write_not_read(std::ostream& err, const std::string& name, const formats::import::Imported& in) {
  if (in.ignored.empty()) return;
  err << text::printable(name) << ": not read (no rule):";
  for (std::size_t i = 0; i < in.ignored.size(); ++i) err << (i ? "; " : " ") << in.ignored[i];
  err << '\n';
}

std::string solution_mismatch(const formats::import::Imported& in, const std::string& solution_line) {
  const std::string& given = in.solution;
  if (given.empty()) return {};
  if (given.size() != solution_line.size())
    return "the input's solution has " + std::to_string(given.size()) + " cells, the puzzle " +
           std::to_string(solution_line.size());
  int differ = 0;
  std::size_t first = 0;
  for (std::size_t i = 0; i < given.size(); ++i)
    if (given[i] != '.' && given[i] != solution_line[i] && differ++ == 0) first = i;
  if (differ == 0) return {};
  const std::size_t side = [&] {
    std::size_t s = 1;
    while (s * s < given.size()) ++s;
    return s * s == given.size() ? s : given.size();
  }();
  const std::string cell = "r" + std::to_string(first / side + 1) + "c" + std::to_string(first % side + 1);
  return std::to_string(differ) + (differ == 1 ? " cell differs" : " cells differ") +
         " from the input's solution; first " + cell + ": " + solution_line[first] +
         ", the input says " + given[first];
}

}  // namespace rfsat::cli
