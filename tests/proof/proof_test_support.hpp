// Helpers for the certificate checker's tests (tests/proof/): small CNF
// generators (pigeonhole, random 3-SAT), a brute-force satisfiability test,
// a generator of tree-like RUP proofs, a text-to-binary DRAT converter, and
// running Debian's `cadical` executable. Entry points: the free functions
// below. They share no code with src/proof/ beyond its public header.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace rfsat::proof::test {

using Clause = std::vector<int>;
struct Cnf {
  int variables = 0;
  std::vector<Clause> clauses;
};

std::string to_dimacs(const Cnf& cnf);
Cnf without_clause(const Cnf& cnf, std::size_t index);

// Pigeons 1..p in holes 1..h: each pigeon somewhere, no hole twice.
Cnf pigeonhole(int pigeons, int holes);
// m clauses of three distinct variables out of n, random signs.
Cnf random_3sat(int n, int m, std::mt19937& rng);
// The 4x4 sudoku (direct encoding: cells, rows, columns, boxes) with the
// given (row, column, value) triples, 1-based.
Cnf sudoku4(const std::vector<std::array<int, 3>>& givens);

// Satisfiable? By enumeration; only for up to 22 variables.
bool brute_force_sat(const Cnf& cnf);

// A tree-like RUP refutation of an unsatisfiable CNF over its first `depth`
// variables (all of them must decide it): for every partial assignment in
// post-order the clause that blocks it, then the empty clause; with
// `deletions`, each pair of children is deleted (literals shuffled) once
// their parent is derived.
std::string tree_proof(const Cnf& cnf, int depth, bool deletions, std::mt19937& rng);

// Text DRAT to binary DRAT ('a'/'d', 2*var+sign in 7-bit groups, 0).
std::string to_binary(const std::string& text);
std::string binary_literal(long long lit);

// Runs `cadical` on the CNF, writing a proof; the exit code (10, 20) or
// nullopt when cadical cannot be run. `dir` must exist.
bool cadical_available();
std::optional<int> run_cadical(const std::string& cnf_path, const std::string& proof_path, bool binary);
std::string read_file(const std::string& path);
void write_file(const std::string& path, const std::string& text);
std::string temp_dir(const std::string& name);

}  // namespace rfsat::proof::test
