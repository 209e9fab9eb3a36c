// parse_puzzle_json (relaxed_json.hpp): nlohmann for strict JSON, else a
// small recursive-descent reader of the zipped form (depth-limited, so
// untrusted text cannot exhaust the stack), then the short keys mapped back.
// Both poll the load's deadline (--time-limit): per token, per value.
#include "sudokupad/relaxed_json.hpp"

#include <algorithm>
#include <cctype>
#include <string>

#include "import/json.hpp"

namespace rfsat::formats::sudokupad {
namespace {

using Json = nlohmann::ordered_json;

struct Failure {
  std::size_t offset;
  std::string message;
};

// The zipper's short keys and the keys they stand for.
constexpr std::pair<std::string_view, std::string_view> kKeys[] = {
    {"c", "color"},
    {"ca", "cages"},
    {"ct", "center"},
    {"c1", "borderColor"},
    {"c2", "backgroundColor"},
    {"ce", "cells"},
    {"cs", "cellSize"},
    {"a", "arrows"},
    {"o", "overlays"},
    {"u", "underlays"},
    {"w", "width"},
    {"h", "height"},
    {"v", "value"},
    {"vd", "videos"},
    {"l", "lines"},
    {"r", "rounded"},
    {"re", "regions"},
    {"fs", "fontSize"},
    {"th", "thickness"},
    {"hl", "headLength"},
    {"wp", "wayPoints"},
    {"t", "title"},
    {"te", "text"},
    {"d", "duration"},
    {"d2", "d"},
};

class Reader {
 public:
  // `deadline`: polled per value (Diagnostics::poll), and warned of a
  // repeated key; null: none.
  explicit Reader(std::string_view t, Diagnostics* deadline = nullptr)
      : t_(t), deadline_(deadline) {}

  Json document() {
    Json v = value(0, false);
    skip();
    if (i_ != t_.size()) fail("unexpected text after the puzzle");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& m) const { throw Failure{i_, m}; }
  void skip() {
    while (i_ < t_.size() && std::isspace(static_cast<unsigned char>(t_[i_]))) ++i_;
  }
  bool at(char c) {
    skip();
    return i_ < t_.size() && t_[i_] == c;
  }
  void expect(char c) {
    if (!at(c)) fail(std::string("expected '") + c + "'");
    ++i_;
  }

  Json value(int depth, bool after_colon) {
    if (depth > import::kMaxJsonDepth) fail("nested more than 64 levels deep");
    if (deadline_) deadline_->poll();
    skip();
    if (i_ >= t_.size()) fail("the puzzle data ends too early");
    const char c = t_[i_];
    if (c == '{') return object(depth);
    if (c == '[') return array(depth);
    if (c == '\'' || c == '"') return string();
    return literal(after_colon);
  }

  Json object(int depth) {
    expect('{');
    Json o = Json::object();
    if (at('}')) return ++i_, o;
    while (true) {
      skip();
      std::string k = at('\'') || at('"') ? string().get<std::string>() : word();
      if (k.empty()) fail("expected a key");
      expect(':');
      if (o.contains(k) && deadline_)  // the last one is read, as strict JSON's reader does
        deadline_->warning_at(
            "(SudokuPad JSON)", {},
            "the key '" + k + "' appears twice in one object; the last one is read");
      o[k] = value(depth + 1, true);
      if (at('}')) return ++i_, o;
      expect(',');
    }
  }

  // An element left out between separators is the `{}` the zipper dropped.
  Json array(int depth) {
    expect('[');
    Json a = Json::array();
    if (at(']')) return ++i_, a;
    while (true) {
      a.push_back(at(',') || at(']') ? Json::object() : value(depth + 1, false));
      if (at(']')) return ++i_, a;
      expect(',');
    }
  }

  std::string word() {
    skip();
    const std::size_t start = i_;
    while (i_ < t_.size() &&
           (std::isalnum(static_cast<unsigned char>(t_[i_])) || t_[i_] == '_' || t_[i_] == '$'))
      ++i_;
    return std::string(t_.substr(start, i_ - start));
  }

  Json string() {
    const char q = t_[i_++];
    std::string s;
    while (true) {
      if (i_ >= t_.size()) fail("a string is not closed");
      char c = t_[i_++];
      if (c == q) break;
      if (c != '\\') {
        s += c;
        continue;
      }
      if (i_ >= t_.size()) fail("a string is not closed");
      c = t_[i_++];
      switch (c) {
        case 'n':
          s += '\n';
          break;
        case 't':
          s += '\t';
          break;
        case 'r':
          s += '\r';
          break;
        case 'b':
          s += '\b';
          break;
        case 'f':
          s += '\f';
          break;
        case 'u':
          s += unicode();
          break;
        default:
          s += c;  // \' \" \\ \/
      }
    }
    return s;
  }

  std::string unicode() {
    if (i_ + 4 > t_.size()) fail("a \\u escape is cut off");
    unsigned v = 0;
    for (int k = 0; k < 4; ++k) {
      const char h = t_[i_++];
      v = v * 16 + static_cast<unsigned>(std::isdigit(static_cast<unsigned char>(h)) ? h - '0'
                                         : std::isxdigit(static_cast<unsigned char>(h))
                                             ? (std::tolower(h) - 'a' + 10)
                                             : (fail("bad \\u escape"), 0));
    }
    std::string out;  // UTF-8 of one code unit (a surrogate becomes U+FFFD)
    if (v >= 0xD800 && v <= 0xDFFF) v = 0xFFFD;
    if (v < 0x80)
      out += static_cast<char>(v);
    else if (v < 0x800)
      out += static_cast<char>(0xC0 | v >> 6), out += static_cast<char>(0x80 | (v & 0x3F));
    else
      out += static_cast<char>(0xE0 | v >> 12), out += static_cast<char>(0x80 | (v >> 6 & 0x3F)),
          out += static_cast<char>(0x80 | (v & 0x3F));
    return out;
  }

  // true/false (t/f), null, colours, numbers.
  Json literal(bool after_colon) {
    const std::size_t start = i_;
    while (i_ < t_.size() && t_[i_] != ',' && t_[i_] != '}' && t_[i_] != ']' &&
           !std::isspace(static_cast<unsigned char>(t_[i_])))
      ++i_;
    const std::string w(t_.substr(start, i_ - start));
    if (w.empty()) i_ = start, fail("expected a value");
    if (after_colon && (w == "t" || w == "f")) return w == "t";
    if (w == "true" || w == "false") return w == "true";
    if (w == "null") return nullptr;
    if (after_colon && w == "#0") return "#000000";
    if (after_colon && w == "#F") return "#FFFFFF";
    if (after_colon && w.size() == 6 && std::all_of(w.begin(), w.end(), [](char c) {
          return std::isxdigit(static_cast<unsigned char>(c));
        }))
      return "#" + w;
    Json n = Json::parse(w, nullptr, false);
    if (!n.is_discarded() && n.is_number()) return n;
    i_ = start;
    fail("unexpected '" + w.substr(0, 20) + "'");
  }

  std::string_view t_;
  std::size_t i_ = 0;
  Diagnostics* deadline_;
};

// The short keys mapped back, everywhere (iterative: the depth is bounded,
// but no recursion is needed).
bool map_keys(Json& root, std::string& clash) {
  std::vector<Json*> todo{&root};
  while (!todo.empty()) {
    Json* j = todo.back();
    todo.pop_back();
    if (j->is_object()) {
      Json mapped = Json::object();
      for (auto it = j->begin(); it != j->end(); ++it) {
        std::string k = it.key();
        for (auto [short_key, long_key] : kKeys)
          if (k == short_key) k = long_key;
        if (mapped.contains(k)) return clash = k, false;
        mapped[k] = std::move(it.value());
      }
      *j = std::move(mapped);
    }
    if (j->is_object() || j->is_array())
      for (auto& child : *j) todo.push_back(&child);
  }
  return true;
}

std::optional<Json> unzip(std::string_view text, Failure* why, Diagnostics* deadline = nullptr) {
  try {
    Json j = Reader(text, deadline).document();
    std::string clash;
    if (!map_keys(j, clash)) throw Failure{0, "the key '" + clash + "' appears twice"};
    return j;
  } catch (const Failure& f) {
    if (why) *why = f;
  } catch (const nlohmann::json::exception& e) {
    if (why) *why = {0, e.what()};
  }
  return std::nullopt;
}

}  // namespace

std::optional<nlohmann::ordered_json> parse_puzzle_json(std::string_view text,
                                                        const std::string& where,
                                                        Diagnostics& diags) {
  if (nlohmann::json::accept(text)) {
    Diagnostics inner(diags.file(), text);
    inner.set_limits(diags.limits());
    auto j = import::parse_json(text, inner);
    for (const Diagnostic& d : inner.warnings())
      diags.warning_at(where + ": " + d.where, {}, d.message);
    if (j) return j;
    for (const Diagnostic& d : inner.errors()) diags.error_at(where, {}, d.message);
    return std::nullopt;
  }
  Failure why{0, {}};
  if (auto j = unzip(text, &why, &diags)) return j;
  diags.error_at(where, {},
                 "cannot read the SudokuPad puzzle data at character " +
                     std::to_string(why.offset + 1) + ": " + why.message);
  return std::nullopt;
}

bool is_puzzle_json(std::string_view text) {
  return nlohmann::json::accept(text) || unzip(text, nullptr).has_value();
}

}  // namespace rfsat::formats::sudokupad
