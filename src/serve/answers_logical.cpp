// step and solvepath (answer_context.hpp): the explain engine's path (or its
// first step) from the grid on screen, answered as the userscript draws a
// `logical` answer: every cell's value or candidates after the path, the
// path's text as the message, isValid false when the path shows the grid
// has no solution.
#include <sstream>

#include "answer_context.hpp"
#include "explain.hpp"
#include "explain_report.hpp"
#include "split_rules.hpp"

namespace rfsat::serve {

void answer_logical(const AnswerContext& c) {
  const bool step = c.message.command == "step";
  const model::Puzzle rules = explain::split_rules(c.puzzle.puzzle);  // the reasons index it
  const explain::Path path = explain::explain(rules, {.time_limit = c.time_left, .hint = step});
  if (path.internal_error)
    return c.send(invalid_response(c.message.nonce, "internal error: " + path.message));
  std::vector<LogicalCell> cells(path.final.size());
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const explain::Mask m = path.final[i];
    for (int s = 0; s < c.puzzle.puzzle.symbols.size(); ++s)
      if (m >> s & 1) cells[i].candidates.push_back(s + 1);
    if (cells[i].candidates.size() == 1) cells[i].value = cells[i].candidates.front();
  }
  std::ostringstream text;
  if (step && path.steps.empty()) text << "No logical steps found.\n";
  explain::write_explain_text(text, rules, path);
  if (!path.message.empty()) text << path.message << '\n';
  c.send(logical_response(c.message.nonce, cells, text.str(),
                          path.verdict != explain::Verdict::no_solution));
}

}  // namespace rfsat::serve
