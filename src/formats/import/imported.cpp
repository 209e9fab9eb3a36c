// RfText (imported.hpp): the generated `.rf` text and its line origins, and
// the value symbols every importer writes.
#include "imported.hpp"

#include "rule_registry.hpp"

namespace rfsat::formats::import {

void RfText::add(std::string_view line, std::string_view origin) {
  text_ += line;
  if (!origin.empty()) {
    text_ += "  // ";
    for (char c : origin) text_ += (static_cast<unsigned char>(c) < 0x20) ? ' ' : c;
  }
  text_ += '\n';
  origins_.emplace_back(origin);
}

void RfText::comment(std::string_view text) {
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string line = "//";
    std::string_view part = text.substr(start, end - start);
    if (!part.empty()) line += ' ';
    for (char c : part) line += (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) ? ' ' : c;
    while (line.size() > 2 && line.back() == ' ') line.pop_back();
    text_ += line + '\n';
    origins_.emplace_back();
    start = end + 1;
  }
}

void RfText::prepend(const RfText& head) {
  text_ = head.text_ + text_;
  origins_.insert(origins_.begin(), head.origins_.begin(), head.origins_.end());
}

void RfText::append(const RfText& tail,
                    const std::function<std::string(std::string_view)>& rename) {
  std::size_t at = 0;
  for (const std::string& origin : tail.origins_) {
    const std::size_t end = tail.text_.find('\n', at);
    std::string line = tail.text_.substr(at, end - at);
    at = end + 1;
    // The origin comment the line carries is written by add() again.
    if (!origin.empty()) line = line.substr(0, line.rfind("  // "));
    add(line, rename(origin));
  }
}

std::string_view RfText::origin(int line) const {
  if (line < 1 || line > lines()) return {};
  return origins_[static_cast<std::size_t>(line - 1)];
}

bool has_rule(std::string_view k) {
  const sema::Rule* r = sema::find_rule(k);
  return r && r->support == sema::Support::implemented;
}

std::string_view distinct_cage() { return has_rule("cage") ? "cage" : "extra_region"; }

std::string decoration_note(const std::string& decoration) {
  return "read as decoration (no rule): " + decoration;
}

std::string value_symbols(int n) {
  std::string s;
  for (int v = 1; v <= n; ++v) s += value_symbol(v);
  return s;
}

char value_symbol(int v) {
  return v <= 9 ? static_cast<char>('0' + v) : static_cast<char>('A' + (v - 10));
}

}  // namespace rfsat::formats::import
