// Internals of the calcudoku generator (calcudoku.cpp): the state
// being shaped (a solution, cages over it, every other cell a given) and the
// operations on cage shapes: drawing a random partition, choosing operators
// and targets, splitting a cage into its connected parts, turning cells back
// into givens, capping the number of cages, and writing the state out as a
// cdok spec. Every random choice goes through the caller's Rng, so the order
// of calls is part of "same seed, same puzzle".
#pragma once

#include <optional>
#include <vector>

#include "generate.hpp"

namespace rfsat::generate::calc {

struct Cage {
  std::vector<int> cells;  // empty: dissolved
  char op = '+';
  long long target = 0;
};

struct State {
  int n = 0;
  std::vector<int> solution;
  std::vector<int> cage_of;  // -1: a given
  std::vector<Cage> cages;

  int live_cages() const;
  int givens() const;
};

// The orthogonal neighbours of cell `c` in an n x n grid.
std::vector<int> neighbours(int c, int n);

// The target of `op` over `v`, or nullopt when the operator does not fit
// (a difference below 0, a ratio that is not whole, -T limits).
std::optional<long long> target_of(char op, const std::vector<long long>& v, bool two_cell);

// Sets a valid operator and target: keeps the current operator if it still
// fits, else draws one (weights + 3, * 3, - 2, / 2 among those of `o.ops`
// that fit; + and * always fit, and `o.ops` holds one of them).
void settle(State& s, Cage& g, Rng& rng, const CalcudokuOptions& o, bool redraw);

// Replaces cage `i` by the connected parts of `cells`: parts of one cell
// become givens.
void reshape(State& s, int i, const std::vector<int>& cells, Rng& rng, const CalcudokuOptions& o);

// Dissolves the smallest cages into givens while there are more than
// `max_cages` (more givens never make a unique puzzle ambiguous).
void cap_cages(State& s, int max_cages);

// Takes `cell` out of its cage (which may split), then caps the cages.
void make_given(State& s, int cell, Rng& rng, const CalcudokuOptions& o);

// Cages over the s.n x s.n grid (s.solution already drawn): random connected
// cages of min..max cells; pieces left smaller than the minimum join a
// neighbouring cage when that stays within the maximum (else another
// partition is drawn; after 200 draws they stay, or with o.no_givens join a
// neighbour whatever its size). Then at most max_cages
// cages (the smallest become givens), cages of one cell become givens, and
// every cage draws its operator and target.
void partition(State& s, const CalcudokuOptions& o, Rng& rng);

// The state as a cdok spec: cages ordered by first cell, lettered A..Za..z.
formats::cdok::CdokPuzzle spec_of(const State& s);

}  // namespace rfsat::generate::calc
