// parse_json (json.hpp): a depth scan outside strings, then nlohmann's
// parser; its exception becomes a diagnostic at the byte it names. The
// document is built by nlohmann's own builder, polling the load's deadline
// (--time-limit) at each value and warning of repeated keys. json_integer:
// the one reading of a JSON integer for the importers.
#include "json.hpp"

#include <climits>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace rfsat::formats::import {
namespace {

// The offset of the first bracket that nests deeper than kMaxJsonDepth, or
// npos.
std::size_t too_deep(std::string_view text) {
  int depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) return i;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return std::string_view::npos;
}

// nlohmann's message without its "[json.exception...] parse error at line
// L, column C: " prefix (the position is printed by the diagnostic).
std::string plain_message(const std::string& what) {
  const std::size_t column = what.find("column ");
  const std::size_t colon = column == std::string::npos ? column : what.find(": ", column);
  return colon == std::string::npos ? what : what.substr(colon + 2);
}

// nlohmann's document builder (what parse() uses), polling the deadline
// at every value and warning of a key repeated in one object (nlohmann
// keeps the last; a reader that kept the first would read another puzzle,
// so the repeat is shown). Not parse() with a callback: its builder is far
// slower (100 MB of f-puzzles JSON: over 100 s instead of 3).
using Json = nlohmann::ordered_json;
class CheckedBuilder : public nlohmann::detail::json_sax_dom_parser<Json> {
 public:
  CheckedBuilder(Json& root, Diagnostics& diags) : json_sax_dom_parser(root, true), diags_(diags) {}
  bool null() { return value(), json_sax_dom_parser::null(); }
  bool boolean(bool v) { return value(), json_sax_dom_parser::boolean(v); }
  bool number_integer(Json::number_integer_t v) {
    return value(), json_sax_dom_parser::number_integer(v);
  }
  bool number_unsigned(Json::number_unsigned_t v) {
    return value(), json_sax_dom_parser::number_unsigned(v);
  }
  bool number_float(Json::number_float_t v, const Json::string_t& s) {
    return value(), json_sax_dom_parser::number_float(v, s);
  }
  bool string(Json::string_t& v) { return value(), json_sax_dom_parser::string(v); }
  bool start_object(std::size_t n) {
    value();
    frames_.push_back({false});
    return json_sax_dom_parser::start_object(n);
  }
  bool key(Json::string_t& k) {
    Frame& f = frames_.back();
    if (!f.keys.insert(k).second)
      diags_.warning_at(path() + (frames_.size() > 1 ? "." : "") + k, {},
                        "the key '" + k + "' appears twice in one object; the last one is read");
    f.key = k;
    return json_sax_dom_parser::key(k);
  }
  bool end_object() { return frames_.pop_back(), json_sax_dom_parser::end_object(); }
  bool start_array(std::size_t n) {
    value();
    frames_.push_back({true});
    return json_sax_dom_parser::start_array(n);
  }
  bool end_array() { return frames_.pop_back(), json_sax_dom_parser::end_array(); }

 private:
  struct Frame {
    bool array;
    std::size_t index = static_cast<std::size_t>(-1);  // arrays: the current element
    std::string key;                                   // objects: the current member
    std::set<std::string> keys;                        // objects: the members so far
  };
  // A value starts: the deadline, and the index of its array.
  void value() {
    diags_.poll();
    if (!frames_.empty() && frames_.back().array) ++frames_.back().index;
  }
  // The key path of the current object ("killercage[3]"; "" at the top).
  std::string path() const {
    std::string p;
    for (std::size_t i = 0; i + 1 < frames_.size(); ++i) {
      const Frame& f = frames_[i];
      p += f.array ? "[" + std::to_string(f.index) + "]" : (p.empty() ? "" : ".") + f.key;
    }
    return p;
  }
  Diagnostics& diags_;
  std::vector<Frame> frames_;
};

std::string kind_text(const Json& v) {
  if (v.is_null()) return "null";
  if (v.is_boolean()) return "a boolean";
  if (v.is_number()) return "the number " + text::shortened(v.dump());
  if (v.is_string()) return "the string \"" + v.get_ref<const std::string&>().substr(0, 40) + "\"";
  if (v.is_array()) return "an array";
  return "an object";
}

}  // namespace

std::optional<nlohmann::ordered_json> parse_json(std::string_view text, Diagnostics& diags) {
  if (std::size_t at = too_deep(text); at != std::string_view::npos) {
    diags.error(diags.position_of(at), "JSON nested more than " + std::to_string(kMaxJsonDepth) +
                                           " levels deep: not a puzzle");
    return std::nullopt;
  }
  try {
    Json root;
    CheckedBuilder builder(root, diags);
    Json::sax_parse(text.begin(), text.end(), &builder);
    return root;
  } catch (const nlohmann::json::parse_error& e) {
    const std::size_t at = e.byte > 0 ? e.byte - 1 : 0;
    diags.error(diags.position_of(at), "invalid JSON: " + plain_message(e.what()));
  } catch (const nlohmann::json::exception& e) {
    diags.error(diags.position_of(0), std::string("invalid JSON: ") + e.what());
  }
  return std::nullopt;
}

std::string json_kind(const nlohmann::ordered_json& v) { return kind_text(v); }

std::optional<long long> json_integer(const nlohmann::ordered_json& v, text::IntegerRange range,
                                      std::string_view what, std::string& error) {
  if (v.is_string()) {
    std::optional<long long> n =
        text::read_integer(v.get_ref<const std::string&>(), range, what, error);
    if (!n && error.rfind("expected", 0) == 0)
      error = "expected " + std::string(what) + ", found " + kind_text(v);
    return n;
  }
  // An unsigned number above 2^63-1 is out of range, never wrapped by get<long long>().
  const bool huge =
      v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(LLONG_MAX);
  if (v.is_number_integer() && !huge) {
    const long long n = v.get<long long>();
    if (n >= range.lo && n <= range.hi) return n;
  }
  if (v.is_number_integer())
    error = std::string(what) + " must be " + text::range_text(range) + ", got " +
            text::shortened(v.dump());
  else
    error = "expected " + std::string(what) + ", found " + kind_text(v);
  return std::nullopt;
}

}  // namespace rfsat::formats::import
