// Formatting of diagnostics: file:line:col, the source line and a caret under
// the column. Tabs before the column are copied so the caret lines up.
#include "diagnostics.hpp"

#include <ostream>

namespace rfsat {

Diagnostics::Diagnostics(std::string file, std::string_view text)
    : file_(std::move(file)), text_(text) {}

void Diagnostics::error(SourcePos pos, std::string message) {
  errors_.push_back({pos, std::move(message)});
}

void Diagnostics::error_at(std::string where, SourcePos pos, std::string message) {
  errors_.push_back({pos, std::move(message), std::move(where)});
}

SourcePos Diagnostics::position_of(std::size_t offset) const {
  SourcePos p{1, 1};
  for (std::size_t i = 0; i < offset && i < text_.size(); ++i) {
    if (text_[i] == '\n') {
      ++p.line;
      p.column = 1;
    } else {
      ++p.column;
    }
  }
  return p;
}

std::string_view Diagnostics::line_text(int line) const {
  std::size_t start = 0;
  for (int l = 1; l < line; ++l) {
    std::size_t nl = text_.find('\n', start);
    if (nl == std::string_view::npos) return {};
    start = nl + 1;
  }
  std::size_t end = text_.find('\n', start);
  if (end == std::string_view::npos) end = text_.size();
  std::string_view s = text_.substr(start, end - start);
  if (!s.empty() && s.back() == '\r') s.remove_suffix(1);
  return s;
}

std::string Diagnostics::format(const Diagnostic& d) const {
  std::string out = file_;
  if (d.pos.line > 0) {
    out += ':' + std::to_string(d.pos.line) + ':' + std::to_string(d.pos.column);
  }
  if (!d.where.empty()) out += ": " + d.where;
  out += ": error: " + d.message + '\n';
  if (d.pos.line <= 0) return out;
  std::string_view src = line_text(d.pos.line);
  out += "  ";
  out += src;
  out += "\n  ";
  for (int i = 1; i < d.pos.column; ++i) {
    std::size_t k = static_cast<std::size_t>(i - 1);
    out += (k < src.size() && src[k] == '\t') ? '\t' : ' ';
  }
  out += "^\n";
  return out;
}

void Diagnostics::print(std::ostream& out) const {
  for (const Diagnostic& d : errors_) out << format(d);
}

}  // namespace rfsat
