// The directory walk of walk.hpp: sorted recursion, the --exclude globs and
// the puzzle-file test (the extension table kExtensions, then the content of
// the files whose extension alone says too little).
#include "walk.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>
#include <vector>

#include "classic/read.hpp"
#include "diagnostics.hpp"
#include "format.hpp"
#include "printable.hpp"

namespace rfsat::formats {
namespace {

namespace fs = std::filesystem;

// How a file extension is judged: `puzzle` files are checked (a broken one
// is an input error, not skipped); `content` files only when their content
// reads as puzzles; `never` files are skipped with the reason given.
enum class Judge { puzzle, content, never };
struct Extension {
  std::string_view ext;
  Judge judge;
  std::string_view why = {};
};
constexpr Extension kExtensions[] = {
    {".rf", Judge::puzzle},
    {".sdk", Judge::puzzle},
    {".ss", Judge::puzzle},
    {".spf", Judge::puzzle},
    {".msk", Judge::puzzle},
    {".sdx", Judge::puzzle},
    {".sdm", Judge::puzzle},
    {".puz", Judge::puzzle},
    {".txt", Judge::content},
    {".json", Judge::content},
    {".sol", Judge::never, "a solution file (.sol), not a puzzle"},
};

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// The row of kExtensions for `path`'s extension, or std::end(kExtensions).
const Extension* extension_of(const fs::path& path) {
  const std::string ext = lower(path.extension().string());
  return std::find_if(std::begin(kExtensions), std::end(kExtensions),
                      [&](const Extension& e) { return e.ext == ext; });
}

Judge judge_of(const fs::path& path) {
  const Extension* it = extension_of(path);
  return it == std::end(kExtensions) ? Judge::never : it->judge;
}

// Why an entry that is no regular file cannot be read as a puzzle file.
std::string unreadable_reason(const fs::directory_entry& e) {
  std::error_code ignore;
  if (!e.exists(ignore)) return "a symbolic link to a file that does not exist";
  if (e.is_fifo(ignore)) return "a FIFO, not a regular file";
  if (e.is_socket(ignore)) return "a socket, not a regular file";
  return "a device, not a regular file";
}

// The start of a file: enough to judge it (a JSON puzzle must be whole).
std::string head_of(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::string head(16 * 1024 * 1024, '\0');
  in.read(head.data(), static_cast<std::streamsize>(head.size()));
  head.resize(static_cast<std::size_t>(std::max<std::streamsize>(0, in.gcount())));
  return head;
}

// The keys of a JSON text's outermost object, as far as it reads: a file cut
// off midway (or past the 16 MB head) still shows the keys before the cut.
class OutermostKeys : public nlohmann::json_sax<nlohmann::json> {
 public:
  std::vector<std::string> keys;

  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t&) override { return true; }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool start_object(std::size_t) override { return ++depth_, true; }
  bool key(string_t& k) override {
    if (depth_ == 1) keys.push_back(k);
    return true;
  }
  bool end_object() override { return --depth_, true; }
  bool start_array(std::size_t) override { return ++depth_, true; }
  bool end_array() override { return --depth_, true; }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override {
    return false;
  }

 private:
  int depth_ = 0;
};

// JSON that f-puzzles or SudokuPad wrote: an object with f-puzzles' "size"
// and "grid" or SudokuPad's "cells"; whole, or cut off after "grid" or
// "cells" (or after "size", f-puzzles' first key), which is then an error to
// report rather than a file to skip.
bool json_is_puzzle(const std::string& head) {
  OutermostKeys sax;
  const bool whole = nlohmann::json::sax_parse(head, &sax);
  auto has = [&](const char* k) {
    return std::find(sax.keys.begin(), sax.keys.end(), k) != sax.keys.end();
  };
  if (whole) return (has("grid") && has("size")) || has("cells");
  return has("grid") || has("cells") || (!sax.keys.empty() && sax.keys.front() == "size");
}

// A first line meant as a puzzle line but of the wrong length: cell
// characters only (digits and the placeholders . * _ X -), as long as the
// smallest grid (16 cells) or longer.
bool looks_like_puzzle_line(const std::string& line) {
  return line.size() >= 16 && line.find_first_not_of("0123456789.*_Xx-") == std::string::npos;
}

// A .txt or .json file is a puzzle file when its first non-blank line is a
// puzzle line (a collection) or looks like one, it is a variant puzzle (or
// starts as one: json_is_puzzle) or a link to one, or it reads as one
// classic grid.
bool content_is_puzzles(const std::string& head) {
  std::istringstream lines(head);
  std::string first;
  while (std::getline(lines, first) && first.find_first_not_of(" \t\r") == std::string::npos) {
  }
  while (!first.empty() && (first.back() == '\r' || first.back() == ' ' || first.back() == '\t'))
    first.pop_back();
  classic::ClassicGrid probe;
  if (!first.empty() && classic::parse_line_puzzle(first, probe, nullptr)) return true;
  if (looks_like_puzzle_line(first)) return true;
  const std::optional<ClassicFormat> f = detect_format(head, "");
  if (f == ClassicFormat::fpuzzles || f == ClassicFormat::sudokupad)  // any JSON object detects so
    return json_is_puzzle(head);
  if (f && is_import_format(*f)) return true;  // a link, ISS or SudoCue text
  if (!f || *f == ClassicFormat::rf || *f == ClassicFormat::cdok || *f == ClassicFormat::line ||
      *f == ClassicFormat::sdm)
    return false;
  Diagnostics quiet("", head);
  return classic::read_classic(head, *f, quiet).has_value();
}

bool match_set(std::string_view pattern, std::size_t& p, char c) {
  std::size_t i = p + 1;
  const bool negate = i < pattern.size() && (pattern[i] == '!' || pattern[i] == '^');
  if (negate) ++i;
  bool found = false;
  for (bool first = true; i < pattern.size() && (first || pattern[i] != ']'); first = false, ++i) {
    if (i + 2 < pattern.size() && pattern[i + 1] == '-' && pattern[i + 2] != ']') {
      found = found || (pattern[i] <= c && c <= pattern[i + 2]);
      i += 2;
    } else {
      found = found || pattern[i] == c;
    }
  }
  p = i;  // at the closing ']' (or the end of an unclosed set)
  return found != negate;
}

// The name of an entry is judged and reported relative to the walked directory.
// On an error, `ec` and `failed` (the directory that could not be read,
// which is what the message must name, not the directory walked from).
void walk(const fs::path& root, const std::string& relative,
          const std::vector<std::string>& excludes, std::vector<WalkedFile>& out,
          std::error_code& ec, fs::path& failed) {
  std::vector<fs::directory_entry> entries;
  for (fs::directory_iterator it(root / relative, ec), end; !ec && it != end; it.increment(ec))
    entries.push_back(*it);
  if (ec) {
    failed = relative.empty() ? root : (root / relative).lexically_normal();
    return;
  }
  std::sort(entries.begin(), entries.end(),
            [](const fs::directory_entry& a, const fs::directory_entry& b) {
              return a.path().filename().string() < b.path().filename().string();
            });
  for (const fs::directory_entry& e : entries) {
    const std::string name = e.path().filename().string();
    const std::string rel = relative.empty() ? name : relative + "/" + name;
    const std::string shown = (root / rel).lexically_normal().generic_string();
    std::error_code ignore;
    const bool is_dir = e.is_directory(ignore);
    auto skip = [&](std::string why) {
      out.push_back({shown + (is_dir ? "/" : ""), std::move(why), is_dir});
    };
    if (name.front() == '.') {
      skip("hidden");
    } else if (excluded(excludes, rel)) {
      skip("excluded by --exclude");
    } else if (is_dir && e.is_symlink(ignore)) {
      skip("a symbolic link to a directory, not followed");
    } else if (is_dir) {
      walk(root, rel, excludes, out, ec, failed);
      if (ec) return;
    } else if (!e.is_regular_file(ignore)) {
      if (judge_of(e.path()) == Judge::puzzle)
        out.push_back({shown, "", false, unreadable_reason(e)});
      else
        skip("not a regular file");
    } else {
      out.push_back({shown, puzzle_file_verdict(e.path()), false});
    }
  }
}

// Recursive: `*` and `**` try every length (patterns and paths are short).
bool glob_from(std::string_view pattern, std::size_t p, std::string_view text, std::size_t t) {
  if (p == pattern.size()) return t == text.size();
  if (pattern[p] == '*') {
    const bool crosses = p + 1 < pattern.size() && pattern[p + 1] == '*';
    std::size_t q = p;
    while (q < pattern.size() && pattern[q] == '*') ++q;
    if (crosses && q < pattern.size() && pattern[q] == '/' && glob_from(pattern, q + 1, text, t))
      return true;  // "**/" also matches no directory at all
    for (std::size_t k = t; k <= text.size(); ++k) {
      if (glob_from(pattern, q, text, k)) return true;
      if (k < text.size() && text[k] == '/' && !crosses) break;
    }
    return false;
  }
  if (t == text.size()) return false;
  if (pattern[p] == '?') return text[t] != '/' && glob_from(pattern, p + 1, text, t + 1);
  if (pattern[p] == '[') {
    std::size_t q = p;
    return text[t] != '/' && match_set(pattern, q, text[t]) &&
           glob_from(pattern, q + 1, text, t + 1);
  }
  return pattern[p] == text[t] && glob_from(pattern, p + 1, text, t + 1);
}

}  // namespace

bool glob_match(std::string_view pattern, std::string_view text) {
  return glob_from(pattern, 0, text, 0);
}

bool excluded(const std::vector<std::string>& globs, std::string_view relative_path) {
  const std::size_t slash = relative_path.rfind('/');
  const std::string_view name =
      slash == std::string_view::npos ? relative_path : relative_path.substr(slash + 1);
  for (std::string_view g : globs) {
    if (g.substr(0, 2) == "./") g.remove_prefix(2);
    while (g.size() > 1 && g.back() == '/') g.remove_suffix(1);
    if (g.find('/') == std::string_view::npos ? glob_match(g, name) : glob_match(g, relative_path))
      return true;
  }
  return false;
}

std::string puzzle_file_verdict(const fs::path& path) {
  const std::string ext = lower(path.extension().string());
  const Extension* it = extension_of(path);
  if (it == std::end(kExtensions))
    return ext.empty() ? "no puzzle extension" : "not a puzzle extension (" + ext + ")";
  if (it->judge == Judge::never) return std::string(it->why);
  if (it->judge == Judge::content && !content_is_puzzles(head_of(path)))
    return "its content is not a puzzle (" + ext + ")";
  return "";
}

bool walk_puzzle_files(const std::string& dir, const std::vector<std::string>& excludes,
                       std::vector<WalkedFile>& out, std::ostream& err) {
  std::error_code ec;
  fs::path failed;
  walk(fs::path(dir), "", excludes, out, ec, failed);
  if (ec) {
    err << text::printable(failed.generic_string()) << ": error: cannot read directory ("
        << ec.message() << ")\n";
    return false;
  }
  return true;
}

}  // namespace rfsat::formats
