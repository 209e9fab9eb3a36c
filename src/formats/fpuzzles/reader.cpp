// Reader (reader.hpp): typed access to f-puzzles JSON values, each failure
// reported at its key path with what was expected, and the output helpers.
#include "reader.hpp"

#include <cctype>

#include "import/json.hpp"
#include "rule_registry.hpp"

namespace rfsat::formats::fpuzzles {
namespace {

// Digits of s[i..] as a number (at most 4 digits), advancing i; -1 if none.
int read_int(std::string_view s, std::size_t& i) {
  int n = 0, digits = 0;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && digits < 5) {
    n = n * 10 + (s[i++] - '0');
    ++digits;
  }
  return digits == 0 || digits == 5 ? -1 : n;
}

}  // namespace

bool Reader::for_each_item(const Json& v, const std::string& key,
                           const std::function<void(const Json&, const std::string&)>& f) {
  if (!v.is_array()) {
    error(key, "expected an array of items, found " + import::json_kind(v));
    return false;
  }
  for (std::size_t i = 0; i < v.size(); ++i) {
    diags_.poll();  // --time-limit while loading
    f(v[i], key + "[" + std::to_string(i) + "]");
  }
  return true;
}

const Json* Reader::member(const Json& object, std::string_view name, const std::string& where,
                           bool required) {
  if (!object.is_object()) {
    error(where, "expected an object, found " + import::json_kind(object));
    return nullptr;
  }
  auto it = object.find(name);
  if (it != object.end()) return &*it;
  if (required) error(where, "expected a member '" + std::string(name) + "'");
  return nullptr;
}

std::optional<bool> Reader::boolean(const Json& v, const std::string& where) {
  if (v.is_boolean()) return v.get<bool>();
  error(where, "expected true or false, found " + import::json_kind(v));
  return std::nullopt;
}

std::optional<long long> Reader::number(const Json* v, const std::string& where,
                                        std::optional<long long> fallback) {
  const bool blank = !v || v->is_null() || (v->is_string() && v->get_ref<const std::string&>().empty());
  if (blank && fallback) return fallback;
  std::string why = "expected a whole number, found nothing";
  std::optional<long long> n =
      v ? import::json_integer(*v, text::kRuleInteger, "a whole number", why) : std::nullopt;
  if (!n) error(where, why);
  return n;
}

std::optional<Cell> Reader::cell(const Json& v, const std::string& where, bool outside) {
  if (!v.is_string()) {
    error(where, "expected a cell like \"R1C1\", found " + import::json_kind(v));
    return std::nullopt;
  }
  const std::string& s = v.get_ref<const std::string&>();
  std::size_t i = 1;
  Cell c;
  const bool shape = s.size() >= 4 && (s[0] == 'R' || s[0] == 'r') && (c.row = read_int(s, i)) >= 0 &&
                     i < s.size() && (s[i] == 'C' || s[i] == 'c') && (c.col = read_int(s, ++i)) >= 0 &&
                     i == s.size();
  if (!shape) {
    error(where, "expected a cell like \"R1C1\", found \"" + s.substr(0, 40) + "\"");
    return std::nullopt;
  }
  const int n = size_;
  auto in = [n](int x) { return x >= 1 && x <= n; };
  auto edge = [n](int x) { return x == 0 || x == n + 1; };
  if (in(c.row) && in(c.col)) return c;
  if (outside && ((edge(c.row) && in(c.col)) || (in(c.row) && edge(c.col)) || (edge(c.row) && edge(c.col))))
    return c;
  error(where, "cell " + s + " is outside the " + std::to_string(n) + "x" + std::to_string(n) + " grid" +
                   (outside ? " and not on its border" : ""));
  return std::nullopt;
}

std::optional<std::vector<Cell>> Reader::cells(const Json& v, const std::string& where, std::size_t min) {
  if (!v.is_array()) {
    error(where, "expected an array of cells, found " + import::json_kind(v));
    return std::nullopt;
  }
  if (v.size() < min) {
    error(where, "expected at least " + std::to_string(min) + " cell" + (min == 1 ? "" : "s") + ", found " +
                     std::to_string(v.size()));
    return std::nullopt;
  }
  std::vector<Cell> out;
  for (std::size_t i = 0; i < v.size(); ++i) {
    auto c = cell(v[i], where + "[" + std::to_string(i) + "]");
    if (!c) return std::nullopt;
    out.push_back(*c);
  }
  return out;
}

bool Reader::for_each_line(const Json& item, const std::string& where, std::size_t min,
                           const std::function<void(const std::vector<Cell>&, const std::string&)>& f) {
  const Json* lines = member(item, "lines", where, true);
  if (!lines) return false;
  const std::string path = where + ".lines";
  if (!lines->is_array()) {
    error(path, "expected an array of lines, found " + import::json_kind(*lines));
    return false;
  }
  for (std::size_t i = 0; i < lines->size(); ++i) {
    const std::string line_path = path + "[" + std::to_string(i) + "]";
    auto cs = cells((*lines)[i], line_path, min);
    if (!cs) return false;
    f(*cs, line_path);
  }
  return true;
}

std::string Reader::list(const std::vector<Cell>& cells) const {
  std::string s;
  for (const Cell& c : cells) s += (s.empty() ? "" : ", ") + std::to_string(number_of(c));
  return s;
}

bool Reader::has_rule(std::string_view k) {
  const sema::Rule* r = sema::find_rule(k);
  return r && r->support == sema::Support::implemented;
}

void Reader::emit_rule(std::string_view keyword, const std::string& line, const std::string& where,
                       std::string_view key) {
  if (has_rule(keyword)) return emit(line, where);
  if (!missing_.insert(std::string(key)).second) return;  // reported at its first use
  error(where, "f-puzzles key '" + std::string(key) + "' needs the .rf rule '" + std::string(keyword) +
                   "', which this build of rfsat does not have yet");
}

}  // namespace rfsat::formats::fpuzzles
