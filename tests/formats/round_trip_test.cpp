// Writers: read -> write -> read gives the same grid (givens, candidates, user
// marks, metadata, as far as the format holds them) for every seed fixture,
// every format and every side; the writers reproduce the seeds' own layouts
// byte for byte; what each format loses is reported; detection recognises
// every writer's output.
#include "classic/write.hpp"
#include "formats_support.hpp"

namespace {

using namespace rfsat::test;
using rfsat::formats::classic::lost_in;
using rfsat::formats::classic::write_classic;

const ClassicFormat kWritable[] = {
    ClassicFormat::line,   ClassicFormat::sdm, ClassicFormat::sdk, ClassicFormat::ss,
    ClassicFormat::ss_spaced, ClassicFormat::ss_old, ClassicFormat::spf, ClassicFormat::msk,
    ClassicFormat::sdx,    ClassicFormat::candidates_print};

bool holds_candidates(ClassicFormat f) {
  return f == ClassicFormat::line || f == ClassicFormat::sdm || f == ClassicFormat::sdx ||
         f == ClassicFormat::candidates_print;
}
bool holds_user(ClassicFormat f) {
  return f == ClassicFormat::line || f == ClassicFormat::sdm || f == ClassicFormat::sdx;
}

// The extension that makes detection answer exactly `f` (rows-only layouts
// and line/sdm need it).
const char* hint(ClassicFormat f) {
  switch (f) {
    case ClassicFormat::sdm: return "sdm";
    case ClassicFormat::msk: return "msk";
    case ClassicFormat::sdk: return "sdk";
    default: return "";
  }
}

ClassicFormat reader_of(ClassicFormat f) {
  return f == ClassicFormat::ss_spaced || f == ClassicFormat::ss_old ? ClassicFormat::ss : f;
}

void round_trip(const Grid& g, const std::string& what) {
  for (ClassicFormat f : kWritable) {
    SCOPED_TRACE(what + " as " + std::string(rfsat::formats::format_name(f)));
    const std::string text = write_classic(g, f);
    EXPECT_EQ(rfsat::formats::detect_format(text, hint(f)), reader_of(f)) << text;
    Grid back = read_one(text, f);
    expect_same(g, back, holds_candidates(f), holds_user(f), f == ClassicFormat::sdk);
    EXPECT_EQ(text.find("\r\n") != std::string::npos, f != ClassicFormat::line);
    const bool lossless = (holds_candidates(f) || !g.has_candidates()) &&
                          (holds_user(f) || !g.has_user_placed()) &&
                          (f == ClassicFormat::sdk || g.metadata.empty());
    EXPECT_EQ(lost_in(g, f).empty(), lossless);
  }
}

TEST(RoundTrip, EverySeedFixtureThroughEveryFormat) {
  const char* files[] = {"sudocue_example.sdk",   "sadman_v1.sdk",        "sudocue_progress.sdx",
                         "sudocue_example.ss",    "sudocue_older.ss",     "simple_sudoku.ss",
                         "simple_sudoku_spaced.ss", "simple_sudoku_candidates.txt",
                         "sudoku_solver.spf",     "vbforums.msk"};
  for (const char* file : files) {
    const std::string text = fixture(file);
    auto f = rfsat::formats::detect_format(text, "");
    ASSERT_TRUE(f.has_value()) << file;
    round_trip(read_one(text, *f), file);
  }
  for (const Grid& g : read_ok(fixture("sudocue_collection.sdm"), ClassicFormat::sdm))
    round_trip(g, "sdm line " + std::to_string(g.pos.line));
}

Grid with_marks(std::string line) {
  Grid g = read_one(line, ClassicFormat::line);
  g.candidates.assign(g.given.size(), 0);
  g.user_placed.assign(g.given.size(), false);
  for (int c = 0; c < g.cell_count(); ++c) {
    g.candidates[c] = g.given[c] >= 0 ? std::uint64_t{1} << g.given[c] : g.full_mask();
    if (g.given[c] < 0 && c % 3 == 1) g.candidates[c] &= ~(std::uint64_t{1} << (c % g.size));
  }
  g.given[g.cell_count() - 1] = 0;
  g.candidates[g.cell_count() - 1] = 1;
  g.user_placed[g.cell_count() - 1] = true;
  return g;
}

TEST(RoundTrip, OtherSidesWithCandidatesAndUserMarks) {
  std::string s16(256, '.'), f16(256, '.'), s25(625, '.');
  s16[0] = 'G', f16[0] = '0', f16[3] = 'F', s25[0] = 'Y';
  for (const std::string& line :
       {std::string("1..4.4....3.2..."), "123456" + std::string(30, '.'), s16, f16, s25}) {
    Grid g = read_one(line, ClassicFormat::line);
    round_trip(g, "givens " + std::to_string(g.size));
    Grid marked = with_marks(line);
    if (g.size == 25) marked.user_placed.clear();  // U is a symbol there: no u marks
    round_trip(marked, "marks " + std::to_string(g.size));
  }
}

std::string without_last_line(const std::string& text) {
  std::size_t end = text.size() - 1;  // the final line break
  return text.substr(0, text.rfind('\n', end - 1) + 1);
}

TEST(Writers, ReproduceTheSeedLayouts) {
  const auto grid = [](const char* file, ClassicFormat f) { return read_one(fixture(file), f); };
  EXPECT_EQ(write_classic(grid("simple_sudoku.ss", ClassicFormat::ss), ClassicFormat::ss),
            without_last_line(fixture("simple_sudoku.ss")));
  EXPECT_EQ(write_classic(grid("simple_sudoku.ss", ClassicFormat::ss), ClassicFormat::ss_spaced),
            without_last_line(fixture("simple_sudoku_spaced.ss")));
  EXPECT_EQ(write_classic(grid("sudocue_example.ss", ClassicFormat::ss), ClassicFormat::ss_old),
            to_crlf(fixture("sudocue_example.ss")));
  EXPECT_EQ(write_classic(grid("simple_sudoku_candidates.txt", ClassicFormat::candidates_print),
                          ClassicFormat::candidates_print),
            to_crlf(without_last_line(fixture("simple_sudoku_candidates.txt"))));
  EXPECT_EQ(write_classic(grid("sudoku_solver.spf", ClassicFormat::spf), ClassicFormat::spf),
            fixture("sudoku_solver.spf"));
  EXPECT_EQ(write_classic(grid("vbforums.msk", ClassicFormat::msk), ClassicFormat::msk),
            fixture("vbforums.msk"));
  EXPECT_EQ(write_classic(grid("sudocue_progress.sdx", ClassicFormat::sdx), ClassicFormat::sdx),
            to_crlf(fixture("sudocue_progress.sdx")));
  EXPECT_EQ(write_classic(grid("sudocue_example.sdk", ClassicFormat::sdk), ClassicFormat::sdk),
            to_crlf(fixture("sudocue_example.sdk")));
  std::string sdm;
  for (const Grid& g : read_ok(fixture("sudocue_collection.sdm"), ClassicFormat::sdm))
    sdm += write_classic(g, ClassicFormat::sdm);
  EXPECT_EQ(sdm, to_crlf(fixture("sudocue_collection.sdm")));
}

TEST(Writers, LineFormatsWriteCandidateLinesOnlyWhenNeeded) {
  Grid g = read_one(fixture("sudocue_example.sdk"), ClassicFormat::sdk);
  EXPECT_EQ(write_classic(g, ClassicFormat::line),
            "2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1\n");
  Grid x = read_one(fixture("sudocue_progress.sdx"), ClassicFormat::sdx);
  const std::string line = write_classic(x, ClassicFormat::line);
  EXPECT_EQ(line.substr(0, 29), "2 679 6789 1 46789 5 469 9 3 ");
  EXPECT_NE(line.find(" 8 u1 7 "), std::string::npos);
  // .ss keeps the givens only: u1 cells are empty
  const std::string ss = write_classic(x, ClassicFormat::ss);
  EXPECT_NE(ss.find("|692|8.7|3.4|"), std::string::npos) << ss;
  EXPECT_EQ(lost_in(x, ClassicFormat::ss),
            (std::vector<std::string>{"candidates", "user-placed digits"}));
  EXPECT_EQ(lost_in(g, ClassicFormat::ss), (std::vector<std::string>{"metadata (#A, #D, ... lines)"}));
}

}  // namespace
