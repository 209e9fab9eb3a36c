// Formatting of diagnostics: file:line:col, the source line and a caret under
// the column. Tabs before the column are copied so the caret lines up.
#include "diagnostics.hpp"

#include <ostream>

namespace rfsat {

namespace {

std::string megabytes(std::size_t bytes) {
  constexpr std::size_t kMiB = std::size_t{1} << 20;
  return std::to_string((bytes + kMiB - 1) / kMiB);
}

}  // namespace

LoadMemoryLimit::LoadMemoryLimit(std::size_t estimate_bytes, std::size_t limit_bytes)
    : LoadLimitReached("memory limit: the rules would take about " + megabytes(estimate_bytes) +
                       " MB while loading (--memory-limit " + megabytes(limit_bytes) + ")") {}

Diagnostics::Diagnostics(std::string file, std::string_view text)
    : file_(std::move(file)), text_(text) {}

void Diagnostics::error(SourcePos pos, std::string message) {
  errors_.push_back({pos, std::move(message)});
}

void Diagnostics::error_at(std::string where, SourcePos pos, std::string message) {
  errors_.push_back({pos, std::move(message), std::move(where)});
}

const LineIndex& Diagnostics::lines() const {
  if (!lines_) lines_.emplace(text_);
  return *lines_;
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
