// cdok's pictures of a calcudoku (write.hpp): a frame of box-drawing pieces,
// ASCII or UTF-8 as cdok draws them, with double lines between cages and
// dotted ones inside; clues at the top left of each cage's first cell and
// values centred, every cell as wide as the widest clue or value.
#include <algorithm>

#include "cdok/write.hpp"

namespace rfsat::formats::cdok {
namespace {

// Box-drawing pieces: ASCII and UTF-8, as cdok draws them.
struct Pieces {
  const char *top_start, *top_end, *top_tee_major, *top_tee_minor;
  const char *bottom_start, *bottom_end, *bottom_tee_major, *bottom_tee_minor;
  const char *hline_major, *hline_minor, *vline_major, *vline_minor;
  const char *left_major, *left_minor, *right_major, *right_minor;
  const char* inner[16];  // by arms: 1 up, 2 down, 4 left, 8 right (double lines only)
};

constexpr Pieces kUtf8 = {
    "\u2554", "\u2557", "\u2566", "\u2550", "\u255a", "\u255d", "\u2569", "\u2550",
    "\u2550", "\u2508", "\u2551", "\u250a", "\u2560", "\u2551", "\u2563", "\u2551",
    {" ", "\u2551", "\u2551", "\u2551", "\u2550", "\u255d", "\u2557", "\u2563", "\u2550", "\u255a",
     "\u2554", "\u2560", "\u2550", "\u2569", "\u2566", "\u256c"}};
constexpr Pieces kAscii = {
    "+", "+", "=", "=", "+", "+", "=", "=", "=", ".", "|", ":", "+", "|", "+", "|",
    {" ", "|", "|", "|", "=", "+", "+", "+", "=", "+", "+", "+", "=", "+", "+", "+"}};

void repeat(std::string& out, const char* s, int count) {
  for (int i = 0; i < count; ++i) out += s;
}

}  // namespace

std::string write_cdok_picture(const CdokPuzzle& c, const std::vector<int>* values, bool utf8) {
  const Pieces& P = utf8 ? kUtf8 : kAscii;
  const int n = c.size;
  std::vector<int> cage(static_cast<std::size_t>(n) * n, -1);
  std::vector<std::string> clue(static_cast<std::size_t>(n) * n), value(cage.size());
  for (std::size_t i = 0; i < c.cages.size(); ++i) {
    for (int cell : c.cages[i].cells) cage[cell] = static_cast<int>(i);
    clue[c.cages[i].cells[0]] = std::to_string(c.cages[i].target) + c.cages[i].op;
  }
  int width = 5;
  for (int cell = 0; cell < n * n; ++cell) {
    const int v = values ? (*values)[cell] : c.given[cell];
    if (v >= 0) value[cell] = std::to_string(v);
    width = std::max({width, static_cast<int>(clue[cell].size()), static_cast<int>(value[cell].size())});
  }
  auto joined = [&](int a, int b) { return cage[a] >= 0 && cage[a] == cage[b]; };
  auto right_joined = [&](int r, int k) { return k + 1 < n && joined(r * n + k, r * n + k + 1); };
  auto down_joined = [&](int r, int k) { return r + 1 < n && joined(r * n + k, (r + 1) * n + k); };
  std::string out;
  auto border = [&](int r, const char* start, const char* end, const char* tee_major, const char* tee_minor) {
    out += start;
    for (int k = 0; k < n; ++k) {
      repeat(out, P.hline_major, width);
      if (k + 1 < n) out += right_joined(r, k) ? tee_minor : tee_major;
    }
    out += end;
    out += '\n';
  };
  border(0, P.top_start, P.top_end, P.top_tee_major, P.top_tee_minor);
  for (int r = 0; r < n; ++r) {
    for (int part = 0; part < 3; ++part) {
      out += P.vline_major;
      for (int k = 0; k < n; ++k) {
        const int cell = r * n + k;
        if (part == 0) {
          out += clue[cell];
          out.append(width - clue[cell].size(), ' ');
        } else if (part == 1) {
          const int len = static_cast<int>(value[cell].size());
          out.append((width - len) / 2, ' ');
          out += value[cell];
          out.append((width - len + 1) / 2, ' ');
        } else {
          out.append(width, ' ');
        }
        out += k + 1 < n ? (right_joined(r, k) ? P.vline_minor : P.vline_major) : P.vline_major;
      }
      out += '\n';
    }
    if (r + 1 == n) break;
    out += down_joined(r, 0) ? P.left_minor : P.left_major;
    for (int k = 0; k < n; ++k) {
      repeat(out, down_joined(r, k) ? P.hline_minor : P.hline_major, width);
      if (k + 1 == n) break;
      int arms = 0;
      if (!right_joined(r, k)) arms |= 1;      // the line above this crossing is double
      if (!right_joined(r + 1, k)) arms |= 2;  // below
      if (!down_joined(r, k)) arms |= 4;       // left
      if (!down_joined(r, k + 1)) arms |= 8;   // right
      out += P.inner[arms];
    }
    out += down_joined(r, n - 1) ? P.right_minor : P.right_major;
    out += '\n';
  }
  border(n - 1, P.bottom_start, P.bottom_end, P.bottom_tee_major, P.bottom_tee_minor);
  return out;
}

}  // namespace rfsat::formats::cdok
