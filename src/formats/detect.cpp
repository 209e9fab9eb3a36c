// Format names and extensions (format.hpp), and detect_format: the
// variant-puzzle formats first (import/detect.cpp), then by content, the
// shape of the first lines (a frame, [Puzzle], rule-file lines, cdok
// tokens, bars, rows of cells, one simple line); the extension only breaks
// ties and names the reader when nothing matches. Shares the classic
// readers' line helpers (classic/read_parts.hpp).
#include <algorithm>
#include <cctype>

#include "cdok/read.hpp"
#include "classic/read_parts.hpp"
#include "format.hpp"
#include "import/detect.hpp"

namespace rfsat::formats {
namespace {

namespace detail = classic::detail;

struct Name {
  std::string_view name;
  ClassicFormat format;
};
constexpr Name kNames[] = {
    {"line", ClassicFormat::line},   {"sdm", ClassicFormat::sdm},
    {"sdk", ClassicFormat::sdk},     {"ss", ClassicFormat::ss},
    {"ss-spaced", ClassicFormat::ss_spaced}, {"ss-old", ClassicFormat::ss_old},
    {"spf", ClassicFormat::spf},     {"msk", ClassicFormat::msk},
    {"sdx", ClassicFormat::sdx},     {"candidates", ClassicFormat::candidates_print},
    {"rf", ClassicFormat::rf},       {"txt", ClassicFormat::line},
    {"sol", ClassicFormat::msk},     {"cdok", ClassicFormat::cdok},
    {"puz", ClassicFormat::cdok},
    {"fpuzzles", ClassicFormat::fpuzzles}, {"f-puzzles", ClassicFormat::fpuzzles},
    {"json", ClassicFormat::fpuzzles},     {"fpuzzles-url", ClassicFormat::fpuzzles_url},
    {"sudokupad", ClassicFormat::sudokupad}, {"iss", ClassicFormat::iss},
    {"sudocue", ClassicFormat::sudocue},
};

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string_view trim(std::string_view s) {
  s = detail::trim_right(s);
  return s.substr(std::min(detail::skip_spaces(s, 0), s.size()));
}

bool is_ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool is_ident(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// `// comment`, `name = token` or `name(args`: the shapes of a rule file.
bool looks_like_rf(std::string_view t) {
  if (t.substr(0, 2) == "//") return true;
  if (t.empty() || !is_ident_start(t[0])) return false;
  std::size_t i = 1;
  while (i < t.size() && is_ident(t[i])) ++i;
  i = detail::skip_spaces(t, i);
  return i < t.size() && (t[i] == '=' || t[i] == '(');
}

std::size_t count_tokens(std::string_view t) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < t.size(); ++i)
    if (t[i] != ' ' && t[i] != '\t' && (i == 0 || t[i - 1] == ' ' || t[i - 1] == '\t')) ++n;
  return n;
}

// Framed grids: inside a box, ss has no blanks (|.3.|) or single blanks
// between single cells (| . 3 . |); the candidate print pads its cells.
ClassicFormat framed_kind(const std::vector<std::string_view>& content) {
  if (content.size() < 2) return ClassicFormat::ss;
  const std::string_view row = content[1];
  const std::size_t a = row.find('|'), b = a == std::string_view::npos ? a : row.find('|', a + 1);
  if (b == std::string_view::npos) return ClassicFormat::ss;
  const std::string_view box = trim(row.substr(a + 1, b - a - 1));
  if (box.find_first_of(" \t") == std::string_view::npos) return ClassicFormat::ss;
  if (box.find("  ") != std::string_view::npos) return ClassicFormat::candidates_print;
  return count_tokens(box) * 2 - 1 == box.size() ? ClassicFormat::ss
                                                 : ClassicFormat::candidates_print;
}

// Rows of one character per cell and nothing else (msk, sdk v1, oldest ss).
bool rows_only(const std::vector<std::string_view>& content) {
  const std::size_t n = content.size();
  if (!detail::supported_size(static_cast<int>(n))) return false;
  return std::all_of(content.begin(), content.end(), [n](std::string_view t) {
    return t.size() <= n + 2 && t.find_first_of(" \t|") == std::string_view::npos;
  });
}

// Rows of blank-separated cells, one row per line (some rows may be wrong).
bool sdx_rows(const std::vector<std::string_view>& content) {
  const std::size_t n = content.size();
  return detail::supported_size(static_cast<int>(n)) &&
         std::all_of(content.begin(), content.end(),
                     [](std::string_view t) { return count_tokens(t) > 1; }) &&
         std::any_of(content.begin(), content.end(),
                     [n](std::string_view t) { return count_tokens(t) == n; });
}

std::optional<ClassicFormat> detect_content(const std::vector<std::string_view>& content,
                                            std::optional<ClassicFormat> hint, bool cdok_text) {
  const std::string_view t0 = content.front();
  if (t0.front() == '*') return framed_kind(content);  // may end in any trailer text
  if (lower(t0) == "[puzzle]" || t0.front() == '#') return ClassicFormat::sdk;
  if (std::any_of(content.begin(), content.end(), looks_like_rf)) return ClassicFormat::rf;
  if (cdok_text || hint == ClassicFormat::cdok) return ClassicFormat::cdok;
  if (content.size() > 1 && t0.find('|') != std::string_view::npos)
    return t0.size() > 1 && t0[1] == ' ' ? ClassicFormat::spf : ClassicFormat::ss;
  if (sdx_rows(content)) return ClassicFormat::sdx;
  if (rows_only(content)) {
    if (hint == ClassicFormat::msk || hint == ClassicFormat::ss) return hint;
    return ClassicFormat::sdk;
  }
  classic::ClassicGrid probe;
  const bool lines = classic::parse_line_puzzle(t0, probe, nullptr);
  if (lines || (!hint && t0.size() >= 16))  // without a hint, let the line reader explain
    return hint == ClassicFormat::sdm ? ClassicFormat::sdm : ClassicFormat::line;
  return std::nullopt;
}

}  // namespace

std::string_view format_name(ClassicFormat f) {
  for (const Name& n : kNames)
    if (n.format == f) return n.name;
  return "?";
}

std::optional<ClassicFormat> format_from_name(std::string_view name) {
  const std::string l = lower(name);
  for (const Name& n : kNames)
    if (n.name == l) return n.format;
  return std::nullopt;
}

std::optional<ClassicFormat> format_from_extension(std::string_view extension) {
  if (!extension.empty() && extension.front() == '.') extension.remove_prefix(1);
  const std::string l = lower(extension);
  if (l.empty() || l == "ss-spaced" || l == "ss-old" || l == "candidates") return std::nullopt;
  return format_from_name(l);
}

std::optional<ClassicFormat> detect_format(std::string_view text, std::string_view extension_hint) {
  const std::optional<ClassicFormat> hint = format_from_extension(extension_hint);
  if (std::optional<ClassicFormat> f = import::detect_import(text)) return f;
  std::vector<std::string_view> content;
  for (const TextLine& l : split_lines(text))
    if (!detail::is_blank(l.text)) content.push_back(trim(l.text));
  if (content.empty()) return hint;
  if (std::optional<ClassicFormat> f = detect_content(content, hint, cdok::looks_like_cdok(text))) return f;
  return hint;
}

}  // namespace rfsat::formats
