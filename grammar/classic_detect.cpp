// The public face of the classic readers: format names and extensions,
// detect_format (by content: the shape of the first lines; the extension only
// breaks ties and names the reader when nothing matches) and read_classic,
// which dispatches to the reader of the format's family.
#include <algorithm>
#include <cctype>

#include "cdok.hpp"
#include "classic_read.hpp"

namespace rfsat::parser {
namespace {

using classic::TextLine;

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
};

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string_view trim(std::string_view s) {
  s = classic::trim_right(s);
  return s.substr(std::min(classic::skip_spaces(s, 0), s.size()));
}

bool is_ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool is_ident(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// `// comment`, `name = token` or `name(args`: the shapes of a rule file.
bool looks_like_rf(std::string_view t) {
  if (t.substr(0, 2) == "//") return true;
  if (t.empty() || !is_ident_start(t[0])) return false;
  std::size_t i = 1;
  while (i < t.size() && is_ident(t[i])) ++i;
  i = classic::skip_spaces(t, i);
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
  if (!classic::supported_size(static_cast<int>(n))) return false;
  return std::all_of(content.begin(), content.end(), [n](std::string_view t) {
    return t.size() <= n + 2 && t.find_first_of(" \t|") == std::string_view::npos;
  });
}

// Rows of blank-separated cells, one row per line (some rows may be wrong).
bool sdx_rows(const std::vector<std::string_view>& content) {
  const std::size_t n = content.size();
  return classic::supported_size(static_cast<int>(n)) &&
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
  ast::ClassicGrid probe;
  const bool lines = parse_line_puzzle(t0, probe, nullptr);
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
  std::vector<std::string_view> content;
  for (const TextLine& l : classic::split_lines(text))
    if (!classic::is_blank(l.text)) content.push_back(trim(l.text));
  if (content.empty()) return hint;
  if (std::optional<ClassicFormat> f = detect_content(content, hint, looks_like_cdok(text))) return f;
  return hint;
}

std::optional<std::vector<ast::ClassicGrid>> read_classic(std::string_view text, ClassicFormat f,
                                                          Diagnostics& diags) {
  using namespace classic;
  const std::vector<TextLine> lines = split_lines(text);
  std::optional<ast::ClassicGrid> one;
  switch (f) {
    case ClassicFormat::line:
    case ClassicFormat::sdm: return read_lines(lines, diags);
    case ClassicFormat::sdk: one = read_sdk(lines, diags); break;
    case ClassicFormat::ss:
    case ClassicFormat::ss_spaced:
    case ClassicFormat::ss_old:
    case ClassicFormat::spf: one = read_boxed(lines, diags); break;
    case ClassicFormat::msk: one = read_msk(lines, diags); break;
    case ClassicFormat::sdx: one = read_sdx(lines, diags); break;
    case ClassicFormat::candidates_print: one = read_candidates_print(lines, diags); break;
    case ClassicFormat::rf:
      diags.error({}, "a rule file (.rf) is read by the rule-file parser, not as a classic grid");
      break;
    case ClassicFormat::cdok:
      diags.error({}, "a calcudoku spec is read by the cdok reader, not as a classic grid");
      break;
  }
  if (!one) return std::nullopt;
  return std::vector<ast::ClassicGrid>{std::move(*one)};
}

}  // namespace rfsat::parser
