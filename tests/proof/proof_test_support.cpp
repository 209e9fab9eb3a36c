// Helpers for the certificate checker's tests (see proof_test_support.hpp):
// CNF generators, brute force, tree-like RUP proofs, binary DRAT encoding
// and the `cadical` executable. Entry points: the functions of the header.
#include "proof_test_support.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>

namespace rfsat::proof::test {

std::string to_dimacs(const Cnf& cnf) {
  std::ostringstream out;
  out << "p cnf " << cnf.variables << ' ' << cnf.clauses.size() << '\n';
  for (const Clause& c : cnf.clauses) {
    for (int l : c) out << l << ' ';
    out << "0\n";
  }
  return out.str();
}

Cnf without_clause(const Cnf& cnf, std::size_t index) {
  Cnf out = cnf;
  out.clauses.erase(out.clauses.begin() + static_cast<std::ptrdiff_t>(index));
  return out;
}

Cnf pigeonhole(int pigeons, int holes) {
  Cnf cnf;
  cnf.variables = pigeons * holes;
  auto var = [&](int p, int h) { return (p - 1) * holes + h; };
  for (int p = 1; p <= pigeons; ++p) {
    Clause c;
    for (int h = 1; h <= holes; ++h) c.push_back(var(p, h));
    cnf.clauses.push_back(c);
  }
  for (int h = 1; h <= holes; ++h)
    for (int p = 1; p <= pigeons; ++p)
      for (int q = p + 1; q <= pigeons; ++q) cnf.clauses.push_back({-var(p, h), -var(q, h)});
  return cnf;
}

Cnf random_3sat(int n, int m, std::mt19937& rng) {
  Cnf cnf;
  cnf.variables = n;
  std::uniform_int_distribution<int> var(1, n), sign(0, 1);
  for (int i = 0; i < m; ++i) {
    Clause c;
    while (c.size() < 3) {
      int v = var(rng);
      if (std::none_of(c.begin(), c.end(), [&](int l) { return std::abs(l) == v; }))
        c.push_back(sign(rng) ? v : -v);
    }
    cnf.clauses.push_back(c);
  }
  return cnf;
}

namespace {

// Exactly one of the literals: one clause, then all pairs.
void exactly_one(Cnf& cnf, const Clause& lits) {
  cnf.clauses.push_back(lits);
  for (std::size_t i = 0; i < lits.size(); ++i)
    for (std::size_t j = i + 1; j < lits.size(); ++j) cnf.clauses.push_back({-lits[i], -lits[j]});
}

}  // namespace

Cnf sudoku4(const std::vector<std::array<int, 3>>& givens) {
  Cnf cnf;
  cnf.variables = 64;
  auto v = [](int r, int c, int d) { return 16 * (r - 1) + 4 * (c - 1) + d; };
  for (int r = 1; r <= 4; ++r)
    for (int c = 1; c <= 4; ++c) exactly_one(cnf, {v(r, c, 1), v(r, c, 2), v(r, c, 3), v(r, c, 4)});
  for (int d = 1; d <= 4; ++d) {
    for (int i = 1; i <= 4; ++i) {
      exactly_one(cnf, {v(i, 1, d), v(i, 2, d), v(i, 3, d), v(i, 4, d)});  // row i
      exactly_one(cnf, {v(1, i, d), v(2, i, d), v(3, i, d), v(4, i, d)});  // column i
      int r0 = 1 + 2 * ((i - 1) / 2), c0 = 1 + 2 * ((i - 1) % 2);          // box i
      exactly_one(cnf, {v(r0, c0, d), v(r0, c0 + 1, d), v(r0 + 1, c0, d), v(r0 + 1, c0 + 1, d)});
    }
  }
  for (const auto& g : givens) cnf.clauses.push_back({v(g[0], g[1], g[2])});
  return cnf;
}

bool brute_force_sat(const Cnf& cnf) {
  for (std::uint64_t a = 0; a < (std::uint64_t{1} << cnf.variables); ++a) {
    bool all = std::all_of(cnf.clauses.begin(), cnf.clauses.end(), [&](const Clause& c) {
      return std::any_of(c.begin(), c.end(), [&](int l) { return ((a >> (std::abs(l) - 1)) & 1) == (l > 0); });
    });
    if (all) return true;
  }
  return false;
}

std::string tree_proof(const Cnf& cnf, int depth, bool deletions, std::mt19937& rng) {
  std::string out;
  auto emit = [&](Clause c, bool del) {
    std::shuffle(c.begin(), c.end(), rng);
    if (del) out += "d ";
    for (int l : c) out += std::to_string(l) + ' ';
    out += "0\n";
  };
  auto falsified = [&](const Clause& prefix) {  // some clause has all literals false?
    return std::any_of(cnf.clauses.begin(), cnf.clauses.end(), [&](const Clause& c) {
      return std::all_of(c.begin(), c.end(),
                         [&](int l) { return std::find(prefix.begin(), prefix.end(), -l) != prefix.end(); });
    });
  };
  std::function<Clause(Clause&)> node = [&](Clause& prefix) {
    Clause blocked;
    for (int l : prefix) blocked.push_back(-l);
    if (!falsified(prefix) && static_cast<int>(prefix.size()) < depth) {
      int v = static_cast<int>(prefix.size()) + 1;
      prefix.push_back(v);
      Clause a = node(prefix);
      prefix.back() = -v;
      Clause b = node(prefix);
      prefix.pop_back();
      emit(blocked, false);
      if (deletions) emit(a, true), emit(b, true);
      return blocked;
    }
    emit(blocked, false);
    return blocked;
  };
  Clause root;
  node(root);
  return out;
}

std::string binary_literal(long long lit) {
  unsigned long long code = lit < 0 ? 2ull * static_cast<unsigned long long>(-lit) + 1 : 2ull * lit;
  std::string out;
  do {
    unsigned char byte = code & 127u;
    code >>= 7;
    if (code) byte |= 128u;
    out += static_cast<char>(byte);
  } while (code);
  return out;
}

std::string to_binary(const std::string& text) {
  std::istringstream in(text);
  std::string line, out;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string w;
    bool open = false;
    while (words >> w) {
      if (!open && w == "c") break;
      if (!open) out += (w == "d") ? 'd' : 'a', open = true;
      if (w == "d") continue;
      long long lit = std::stoll(w);
      out += lit == 0 ? std::string(1, '\0') : binary_literal(lit);
      if (lit == 0) open = false;
    }
  }
  return out;
}

bool cadical_available() { return std::system("command -v cadical > /dev/null 2>&1") == 0; }

std::optional<int> run_cadical(const std::string& cnf_path, const std::string& proof_path, bool binary) {
  std::string cmd = "cadical -q " + std::string(binary ? "" : "--binary=false ") + "'" + cnf_path + "' '" +
                    proof_path + "' > /dev/null 2>&1";
  int status = std::system(cmd.c_str());
  if (status == -1 || !WIFEXITED(status)) return std::nullopt;
  return WEXITSTATUS(status);
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

std::string temp_dir(const std::string& name) {
  auto dir = std::filesystem::temp_directory_path() /
             ("rfsat-proof-" + std::to_string(::getpid()) + "-" + name);
  std::filesystem::create_directories(dir);
  return dir.string();
}

}  // namespace rfsat::proof::test
