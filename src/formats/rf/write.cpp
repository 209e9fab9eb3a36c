// The `.rf` writers (write.hpp): plain text, one property per line, in the
// order the semantic pass reads back into the model its source format builds
// (classic/to_model.cpp, cdok/model.cpp). rf_metadata reads back the .sdk
// metadata that write_rf keeps as `// #X` comments.
#include "rf/write.hpp"

#include <cctype>
#include <cstdint>

namespace rfsat::formats::rf {
namespace {

// A calcudoku's symbols, as calcudoku_model names its values.
constexpr std::string_view kGlyphs = cdok::kValueGlyphs;

std::string symbol_list(const classic::ClassicGrid& g, std::uint64_t mask) {
  std::string s;
  for (int i = 0; i < g.size; ++i)
    if (mask >> i & 1) (s += ',') += g.symbols[i];
  return s;
}

}  // namespace

std::string write_rf(const classic::ClassicGrid& g) {
  std::string s;
  for (const auto& [key, value] : g.metadata) s += "// #" + key + value + "\n";
  const std::string n = std::to_string(g.size);
  s += "values = " + g.symbols + "\ncolumns = " + n + "\nrows = " + n +
       "\nrow_groups\ncolumn_groups\nbox_groups(" + std::to_string(g.box_width) + "," +
       std::to_string(g.box_height) + ")\n";
  for (int c = 0; c < g.cell_count(); ++c)
    if (g.given[c] >= 0 && !g.is_user_placed(c))
      s += "set_cell(" + std::to_string(c + 1) + "," + g.symbols[g.given[c]] + ")\n";
  for (int c = 0; c < g.cell_count(); ++c) {
    const std::uint64_t mask = g.mask_of(c);
    if (g.is_user_placed(c) || (g.given[c] < 0 && mask != g.full_mask()))
      s += "set_values(" + std::to_string(c + 1) + symbol_list(g, mask) + ")\n";
  }
  return s;
}

std::vector<std::pair<std::string, std::string>> rf_metadata(std::string_view text) {
  std::vector<std::pair<std::string, std::string>> out;
  while (!text.empty()) {
    std::size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.size() >= 5 && line.substr(0, 4) == "// #" &&
        std::isalpha(static_cast<unsigned char>(line[4])))
      out.emplace_back(std::string(line.substr(4, 1)), std::string(line.substr(5)));
  }
  return out;
}

std::optional<std::string> write_calcudoku_rf(const cdok::CdokPuzzle& c, std::string* why) {
  if (c.nylimb) {
    if (why) *why = "a Nylimb calcudoku has 100 values (0..99), more than .rf symbols can name";
    return std::nullopt;
  }
  const int n = c.size;
  const std::string side = std::to_string(n);
  std::string s = "// Calcudoku " + side + "x" + side + " (spec section 10), written by rfsat\n";
  s += "values = " + std::string(kGlyphs.substr(0, n)) + "\ncolumns = " + side + "\nrows = " + side +
       "\nrow_groups\ncolumn_groups\nrepetition\n";
  for (int cell = 0; cell < n * n; ++cell)
    if (c.given[cell] >= 0) s += "set_cell(" + std::to_string(cell + 1) + "," + kGlyphs[c.given[cell] - 1] + ")\n";
  for (const cdok::CdokCage& g : c.cages) {
    s += g.op == '+' ? "sum(" : g.op == '-' ? "diff(" : g.op == '*' ? "product(" : "ratio(";
    s += std::to_string(g.target);
    for (int cell : g.cells) s += "," + std::to_string(cell + 1);
    s += ")\n";
  }
  return s;
}

}  // namespace rfsat::formats::rf
