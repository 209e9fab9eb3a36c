// Windows of classes along a line, for the entropic, modular and parity
// lines: every position of the line holds a symbol of one of the classes
// 0..classes-1 (class_of: per symbol, card::kNoClass bans the symbol there),
// and two positions less than `window` apart hold different classes.
//
//   card::class_windows(ctx, line.cells, card::third_classes(ctx.puzzle.symbols), 3, 3);
//
// Encoding, on the class literals of card/classes.hpp. When the line has at
// least `window` positions and there are exactly `window` classes, every
// window holds each class once, so position i and i + window hold the same
// class: their class literals are made equivalent (2 binary clauses per
// class), and the first window is card::every_class (a table of window!
// selectors, GAC by unit propagation). Unit propagation then reaches GAC on
// a line that visits no cell twice (the equivalences reduce the line to its
// first window; a table of more than 5,000 maps, window > 7, falls back to
// counting). More positions than classes can fill: a window that needs more
// classes than exist is the empty clause. Otherwise (a line shorter than its
// window) each class is at most once among the positions (at-most-one over
// the class literals, not GAC beyond two positions: a Hall set of three cells
// over two classes is found by search).
// Size per line of k cells, w = window: k * (w + 1) class literals at most,
// 2 w (k - w) equivalence clauses, w! selectors with w binary clauses each.
#pragma once

#include <vector>

#include "context.hpp"

namespace rfsat::enc::card {

void class_windows(Context& ctx, const std::vector<int>& cells, const std::vector<int>& class_of,
                   int classes, long long window);

}  // namespace rfsat::enc::card
