// Formatting of diagnostics: file:line:col, the source line and a caret under
// the column. Tabs before the column are copied so the caret lines up.
#include "diagnostics.hpp"

#include <algorithm>
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

namespace {

// A long source line is quoted as a window around the column, so that an
// error in a line of a million characters prints a line, not a megabyte.
constexpr std::size_t kQuoteWidth = 100, kQuoteBefore = 40;
// Errors printed, at most; then how many more there were.
constexpr std::size_t kMaxPrinted = 20;

}  // namespace

std::string Diagnostics::format(const Diagnostic& d) const {
  std::string out = file_;
  if (d.pos.line > 0) {
    out += ':' + std::to_string(d.pos.line) + ':' + std::to_string(d.pos.column);
  }
  if (!d.where.empty()) out += ": " + d.where;
  out += ": error: " + d.message + '\n';
  if (d.pos.line <= 0) return out;
  std::string_view src = line_text(d.pos.line);
  const std::size_t col = static_cast<std::size_t>(std::max(d.pos.column, 1)) - 1;
  std::size_t from = 0;
  if (src.size() > kQuoteWidth) {
    from = col > kQuoteBefore ? std::min(col - kQuoteBefore, src.size() - kQuoteWidth) : 0;
    const bool cut_left = from > 0, cut_right = from + kQuoteWidth < src.size();
    src = src.substr(from, kQuoteWidth);
    out += cut_left ? "  ..." : "  ";
    out += src;
    out += cut_right ? "...\n  " : "\n  ";
    if (cut_left) out += "   ";
  } else {
    out += "  ";
    out += src;
    out += "\n  ";
  }
  for (std::size_t k = from; k < col; ++k) {
    const std::size_t i = k - from;
    out += (i < src.size() && src[i] == '\t') ? '\t' : ' ';
  }
  out += "^\n";
  return out;
}

void Diagnostics::print(std::ostream& out) const {
  for (std::size_t i = 0; i < errors_.size() && i < kMaxPrinted; ++i) out << format(errors_[i]);
  if (errors_.size() > kMaxPrinted)
    out << file_ << ": " << errors_.size() - kMaxPrinted << " more errors not shown\n";
}

}  // namespace rfsat
