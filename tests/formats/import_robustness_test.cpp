// Robustness of the importers on untrusted input: seed inputs of every
// variant format, mutated at random (bytes flipped, deleted, duplicated,
// JSON-significant characters inserted; and for JSON, values replaced by
// other types, members dropped). Each mutant must either be refused with at
// least one diagnostic, or read into `.rf` text that resolves (or is
// refused with diagnostics) and, if it resolves, solves with every printed
// solution re-checked. Never a crash, a hang or an exception: this test also
// runs under ASan and UBSan (scripts/test_sanitizers.sh).
#include <gtest/gtest.h>

#include <iostream>
#include <nlohmann/json.hpp>
#include <random>

#include "import_support.hpp"
#include "load.hpp"
#include "lz_string.hpp"
#include "support/source_tree.hpp"

namespace rfsat::test {
namespace {

using F = formats::ClassicFormat;

struct Seed {
  F format;
  std::string text;
};

// Seeds of our own (no puzzle data from ../shared): one per family.
std::vector<Seed> seeds() {
  std::vector<Seed> s;
  s.push_back({F::fpuzzles, R"({"size": 4, "title": "t", "grid": [[{"value": 1, "given": true}, {}, {"region": 1}, {}],
    [{}, {"givenPencilMarks": [1, 4]}, {}, {}], [{}, {}, {"value": 4, "given": true}, {}], [{}, {}, {}, {"c": "#fff"}]],
    "killercage": [{"cells": ["R1C1", "R1C2"], "value": "3"}, {"cells": ["R3C3", "R4C4"]}],
    "arrow": [{"cells": ["R2C2"], "lines": [["R2C2", "R2C3"]]}],
    "littlekillersum": [{"cell": "R0C1", "direction": "DR", "value": "10"}],
    "sandwichsum": [{"cell": "R0C2", "value": "2"}],
    "difference": [{"cells": ["R4C1", "R4C2"]}], "ratio": [{"cells": ["R1C4", "R2C4"], "value": 2}],
    "xv": [{"cells": ["R3C1", "R3C2"], "value": "V"}], "negative": ["xv"], "nonconsecutive": false,
    "thermometer": [{"lines": [["R4C1", "R3C1"]]}], "whispers": [{"lines": [["R1C3", "R2C3"]], "value": 2}],
    "diagonal+": true, "antiking": false, "odd": [{"cell": "R1C1"}], "solution": [1,2,3,4,3,4,1,2,2,1,4,3,4,3,2,1],
    "line": [{"lines": [["R1C1", "R1C2"]]}]})"});
  s.push_back(
      {F::iss,
       "# c\n.Shape~4x4.~R1C1_1~R2C2_4_3\n.Cage~3~R1C1~R1C2.Sum~5~R4C1~R3C2.WhiteDot~R1C3~R1C4~R2C4"
       ".BlackDot~R2C1~R3C1.X~R3C3~R4C3.V~R4C4~R3C4.GreaterThan~R2C3~R2C4.Thermo~R1C1~R2C1"
       ".Whisper~R1C2~R1C3.Palindrome~R1C4~R2C4~R1C4.Renban~R2C2~R2C3.Arrow~R1C4~R2C4"
       ".PillArrow~2~R3C1~R3C2~R4C2.LittleKiller~6~R1C2.Sandwich~0~R2.Diagonal~1.AntiKnight"
       ".StrictXV.StrictKropki.Jigsaw~0011001122332233.NoBoxes\n\n1.3....4........"});
  std::string shortform;
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c)
      shortform += c % 3 == 0 ? 'M' : c % 3 == 1 ? '<' : (r % 2 ? '`' : '<');
  s.push_back({F::sudocue, shortform});
  std::string longform = "3x3:d:k:";
  for (int i = 0; i < 81; ++i) longform += std::to_string(45 * 256 + i / 9 * 9) + ":";
  s.push_back({F::sudocue, longform});
  const std::string scl =
      "{id:'x',ce:[[{v:1},,{v:3},],[,{v:4},,],[,,{v:4},],[,,,{v:1}]],re:[[[0,0],[0,1],[1,0],[1,1]],"
      "[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]],ca:[{ce:[[3,"
      "0],[3,1]],v:7},"
      "{v:'title: T'},{v:'solution: "
      "1234341221434321'}],global:['antiknight'],metadata:{author:'U'}}";
  s.push_back({F::sudokupad, scl});
  s.push_back({F::sudokupad, "https://sudokupad.app/ctc" + formats::lz_compress_base64(scl)});
  s.push_back(
      {F::fpuzzles_url, "https://f-puzzles.com/?load=" + formats::lz_compress_base64(s[0].text)});
  return s;
}

// One random text mutation of `t`.
std::string mutate_text(std::string t, std::mt19937& rng) {
  static const std::string kBytes = "{}[],:\"'\\~._-0123456789RCrcX \n\x01\xff";
  if (t.empty()) return std::string(1, kBytes[rng() % kBytes.size()]);
  const std::size_t at = rng() % t.size();
  switch (rng() % 5) {
    case 0: t[at] = kBytes[rng() % kBytes.size()]; break;
    case 1: t.erase(at, 1 + rng() % 8); break;
    case 2: t.insert(at, 1, kBytes[rng() % kBytes.size()]); break;
    case 3: t.insert(at, t.substr(rng() % t.size(), 1 + rng() % 30)); break;
    default: t[at] = static_cast<char>(rng() % 256); break;
  }
  return t;
}

// A random JSON value of any type.
nlohmann::ordered_json random_value(std::mt19937& rng) {
  switch (rng() % 9) {
    case 0: return nullptr;
    case 1: return rng() % 2 == 0;
    case 2: return static_cast<int>(rng() % 40) - 10;
    case 3: return "R" + std::to_string(rng() % 20) + "C" + std::to_string(rng() % 20);
    case 4: return std::to_string(rng() % 50);
    case 5: return nlohmann::ordered_json::array();
    case 6: return nlohmann::ordered_json::object();
    case 7: return nlohmann::ordered_json::array({"R1C1", "R1C2"});
    default: return 1e300;
  }
}

// One random structural mutation: a value somewhere becomes another type,
// or a member or element disappears.
void mutate_json(nlohmann::ordered_json& j, std::mt19937& rng) {
  nlohmann::ordered_json* at = &j;
  for (int depth = 0; depth < 6 && (at->is_object() || at->is_array()) && !at->empty() && rng() % 4; ++depth) {
    auto it = at->begin();
    std::advance(it, static_cast<long>(rng() % at->size()));
    at = &*it;
  }
  if (rng() % 3 == 0 && at->is_object() && !at->empty()) {
    auto it = at->begin();
    std::advance(it, static_cast<long>(rng() % at->size()));
    at->erase(it.key());
  } else if (rng() % 3 == 0 && at->is_array() && !at->empty()) {
    at->erase(at->begin() + static_cast<long>(rng() % at->size()));
  } else {
    *at = random_value(rng);
  }
}

// How the mutants ended: refused by the reader, refused by the semantic
// pass, solved (printed at the end, so a seed that stops reaching the
// solver is noticed).
struct Tally {
  int read_refused = 0, sema_refused = 0, solved = 0;
};
Tally tally;

void report() {
  std::cout << "mutants: " << tally.read_refused << " refused by the reader, " << tally.sema_refused
            << " by the semantic pass, " << tally.solved << " solved\n";
  tally = {};
}

// Reads, resolves and (if it resolves) solves one input; fails the test on
// anything but a clean refusal or a checked run.
void exercise(const Seed& s, const std::string& text, const std::string& what) {
  std::ostringstream err;
  std::optional<formats::import::Imported> in;
  try {
    in = formats::read_imported("m", text, s.format, err);
  } catch (const std::exception& e) {
    FAIL() << what << ": exception " << e.what() << "\n" << text;
  }
  if (!in) {
    ++tally.read_refused;
    EXPECT_FALSE(err.str().empty()) << what << ": refused without a diagnostic\n" << text;
    return;
  }
  std::optional<model::Puzzle> p = formats::import::load_imported(*in, "m", err);
  if (!p) {
    ++tally.sema_refused;
    EXPECT_FALSE(err.str().empty()) << what << ": translation refused without a diagnostic\n" << in->rf.text();
    return;
  }
  if (p->geometry.cell_count() > 256) return;  // a mutated size: resolving is enough
  ++tally.solved;
  solve::Result r = solve::solve(*p, {.count = 2, .time_limit = 2.0});
  EXPECT_FALSE(r.violation) << what << ": " << *r.violation << "\n" << in->rf.text();
}

TEST(ImportRobustness, MutatedTextIsRefusedOrChecked) {
  std::mt19937 rng(26);
  const int n = static_cast<int>(env_or("RFSAT_IMPORT_MUTANTS", 2000));
  for (const Seed& s : seeds())
    for (int i = 0; i < n; ++i) {
      std::string t = s.text;
      for (int k = 1 + static_cast<int>(rng() % 3); k > 0; --k) t = mutate_text(t, rng);
      exercise(s, t, std::string(formats::format_name(s.format)) + " text mutant " + std::to_string(i));
    }
  report();
}

TEST(ImportRobustness, MutatedJsonIsRefusedOrChecked) {
  std::mt19937 rng(27);
  const int n = static_cast<int>(env_or("RFSAT_IMPORT_MUTANTS", 2000));
  for (const Seed& s : seeds()) {
    if (s.format != F::fpuzzles || s.text[0] != '{') continue;
    const nlohmann::ordered_json base = nlohmann::ordered_json::parse(s.text);
    for (int i = 0; i < n; ++i) {
      nlohmann::ordered_json j = base;
      for (int k = 1 + static_cast<int>(rng() % 3); k > 0; --k) mutate_json(j, rng);
      exercise(s, j.dump(), "json mutant " + std::to_string(i));
    }
  }
  const int solved = tally.solved;
  report();
  EXPECT_GT(solved, 0) << "no JSON mutant reached the solver";
}

TEST(ImportRobustness, SeedsRead) {
  for (const Seed& s : seeds()) {
    std::ostringstream err;
    auto in = formats::read_imported("seed", s.text, s.format, err);
    ASSERT_TRUE(in) << err.str();
    EXPECT_NE(solve_imported(*in).substr(0, 5), "error") << in->rf.text();
  }
}

}  // namespace
}  // namespace rfsat::test
