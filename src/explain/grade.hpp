// `rfsat grade`: a difficulty number read off a solve path (explain.hpp),
// on the Sudoku Explainer scale: the rating of the path's hardest step
// (SE 1.2.1's table for the named patterns, patterns.hpp; one rule alone
// 1.5 + 0.1 per cell of the rule, at most 4.0; a minimal set of k rules
// 5.6 + 0.4 (k - 1); a contradiction 6.6, + 1.6 per level of nesting
// below the first, + 0.05 per nested step up to 1.0, + a fifth of its
// hardest nested step above 2.8). Calibrated on SE-rated puzzles
// (scripts/grade_calibration.sh, docs/tuning.md#explain-grade). Also the
// counts of each technique, which SudoCue's .scl rating files list
// (write_scl_line; docs/explain.md#scl).
//
//   const Grade g = grade_of(explain(puzzle, {}));
//   std::cout << g.grade << " " << g.hardest << "\n";
#pragma once

#include <map>
#include <ostream>
#include <string>

#include "step.hpp"

namespace rfsat::explain {

struct Grade {
  double grade = 0;       // the hardest step's rating, one decimal
  std::string hardest;    // its technique ("" without steps)
  int steps = 0;          // on the path (a contradiction counts once)
  int depth = 0;          // the deepest contradiction
  bool complete = false;  // the path reached a full grid
  Verdict verdict = Verdict::unique;
  std::string verdict_text;
  double seconds = 0;                 // the path's time
  std::map<std::string, int> counts;  // scl key -> steps of that technique
};

Grade grade_of(const Path& path);

// "4.2 XY-wing, 58 steps" (and ", depth 2", ", not complete: VERDICT").
std::string grade_text(const Grade& g);
// {"complete":true,"depth":0,"grade":4.2,"hardest":"XY-wing","seconds":0.02,"steps":58,"verdict":"unique"}
std::string grade_json(const Grade& g);
// One puzzle's line of a .scl file: `NNNNNN=R=..;B=0;S=..;FH=..;...`.
void write_scl_line(std::ostream& out, long long index, const Grade& g);

}  // namespace rfsat::explain
