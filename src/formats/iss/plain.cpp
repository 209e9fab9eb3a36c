// plain_items (plain.hpp), in ISS's order of trying: jigsaw with givens,
// jigsaw layout, plain grid, grid with separators, pencil marks. (SudoCue's
// killer forms, which ISS also accepts, are read by sudocue/.)
#include "iss/plain.hpp"

#include <cctype>
#include <map>
#include <set>

namespace rfsat::formats::iss {
namespace {

// N with N*N == cells, 1..16; 0 if none.
int side_of(std::size_t cells) {
  for (int n = 1; n <= 16; ++n)
    if (static_cast<std::size_t>(n * n) == cells) return n;
  return 0;
}

Item shape(int n) {
  return {"Shape", {std::to_string(n) + "x" + std::to_string(n)}, "(plain grid)"};
}

// A value of one character (ISS's short form): digits up to 9x9, A-P above.
int short_value(char c, int n) {
  if (n < 10) return c >= '0' && c <= '9' ? c - '0' : -1;
  if (c == '0') return 0;
  if (c >= 'A' && c <= 'Z') return 1 + c - 'A';
  return -1;
}

std::optional<std::vector<Item>> plain_grid(std::string_view t) {
  const int n = side_of(t.size());
  if (!n) return std::nullopt;
  Item givens{"Given", {}, "(plain grid)"};
  std::set<char> others;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const int v = short_value(t[i], n);
    if (v >= 1 && v <= n)
      givens.args.push_back(cell_id(static_cast<int>(i) / n + 1, static_cast<int>(i) % n + 1) +
                            "_" + std::to_string(v));
    else
      others.insert(t[i]);
  }
  if (others.size() > 1) return std::nullopt;
  std::vector<Item> out{shape(n)};
  if (!givens.args.empty()) out.push_back(givens);
  return out;
}

std::optional<std::vector<Item>> jigsaw_layout(std::string_view t) {
  const int n = side_of(t.size());
  if (!n) return std::nullopt;
  std::map<char, int> count;
  for (char c : t) ++count[c];
  if (static_cast<int>(count.size()) != n) return std::nullopt;
  for (const auto& [c, k] : count)
    if (k != n) return std::nullopt;
  return std::vector<Item>{shape(n),
                           {"Jigsaw", {std::string(t)}, "(jigsaw layout)"},
                           {"NoBoxes", {}, "(jigsaw layout)"}};
}

std::optional<std::vector<Item>> jigsaw_with_givens(std::string_view t) {
  if (t.size() % 2) return std::nullopt;
  auto layout = jigsaw_layout(t.substr(t.size() / 2));
  auto givens = layout ? plain_grid(t.substr(0, t.size() / 2)) : std::nullopt;
  if (!givens) return std::nullopt;
  for (std::size_t i = 1; i < givens->size(); ++i) layout->push_back((*givens)[i]);
  return layout;
}

std::optional<std::vector<Item>> grid_with_separators(std::string_view raw) {
  std::vector<std::string> tokens;
  for (std::size_t i = 0; i < raw.size();) {
    const char c = raw[i];
    if (c == '.') {
      tokens.emplace_back(".");
      ++i;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      std::size_t j = i;
      while (j < raw.size() && std::isdigit(static_cast<unsigned char>(raw[j]))) ++j;
      tokens.emplace_back(raw.substr(i, j - i));
      i = j;
    } else if (std::isspace(static_cast<unsigned char>(c)) || c == '|' || c == '_' || c == '-') {
      ++i;
    } else {
      return std::nullopt;
    }
  }
  const int n = side_of(tokens.size());
  if (!n) return std::nullopt;
  Item givens{"Given", {}, "(grid)"};
  for (std::size_t i = 0; i < tokens.size(); ++i)
    if (tokens[i] != ".")
      givens.args.push_back(cell_id(static_cast<int>(i) / n + 1, static_cast<int>(i) % n + 1) +
                            "_" + tokens[i]);
  std::vector<Item> out{shape(n)};
  if (!givens.args.empty()) out.push_back(givens);
  return out;
}

std::optional<std::vector<Item>> pencil_marks(std::string_view t) {
  int n = 0;
  for (int k = 1; k <= 16; ++k)
    if (static_cast<std::size_t>(k * k * k) == t.size()) n = k;
  if (!n) return std::nullopt;
  for (char c : t)
    if (c != '.' && !std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
  Item marks{"Given", {}, "(pencil marks)"};
  for (int cell = 0; cell < n * n; ++cell) {
    std::string id = cell_id(cell / n + 1, cell % n + 1);
    for (int k = 0; k < n; ++k)
      if (char c = t[static_cast<std::size_t>(cell * n + k)]; c != '.') id += std::string("_") + c;
    marks.args.push_back(id);
  }
  return std::vector<Item>{shape(n), marks};
}

}  // namespace

std::string cell_id(int row, int col) {
  auto digit = [](int x) {
    return x <= 9 ? static_cast<char>('0' + x) : static_cast<char>('a' + x - 10);
  };
  return std::string("R") + digit(row) + "C" + digit(col);
}

std::optional<std::vector<Item>> plain_items(std::string_view compact, std::string_view raw) {
  if (compact.size() == 1) return std::nullopt;
  if (!compact.empty() && compact[0] == '=') return plain_grid(compact.substr(1));
  if (auto v = jigsaw_with_givens(compact)) return v;
  if (auto v = jigsaw_layout(compact)) return v;
  if (auto v = plain_grid(compact)) return v;
  if (auto v = grid_with_separators(raw)) return v;
  return pencil_marks(compact);
}

}  // namespace rfsat::formats::iss
