// Formatting of diagnostics: file:line:col, the source line and a caret under
// the column. Tabs before the column are copied so the caret lines up.
#include "diagnostics.hpp"

#include <algorithm>
#include <ostream>

#include "printable.hpp"

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

LoadReadLimit::LoadReadLimit(std::size_t read_bytes, std::size_t limit_bytes)
    : LoadLimitReached("memory limit: reading this input would take more than " +
                       megabytes(limit_bytes) + " MB (--memory-limit " + megabytes(limit_bytes) +
                       "): stopped after " + std::to_string(read_bytes) + " bytes of it") {}

Diagnostics::Diagnostics(std::string file, std::string_view text)
    : file_(std::move(file)), text_(text) {}

void Diagnostics::error(SourcePos pos, std::string message) {
  errors_.push_back({pos, std::move(message)});
}

void Diagnostics::error_at(std::string where, SourcePos pos, std::string message) {
  errors_.push_back({pos, std::move(message), std::move(where)});
}

void Diagnostics::warning_at(std::string where, SourcePos pos, std::string message) {
  warnings_.push_back({pos, std::move(message), std::move(where)});
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

// The caret line under `before` (the quoted text up to the column, already
// escaped): a space per character, tabs copied so the caret lines up.
std::string caret_under(std::string_view before, std::size_t past_end) {
  std::string out = "  ";
  for (char c : before)
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) out += c == '\t' ? '\t' : ' ';
  out.append(past_end, ' ');
  return out + "^\n";
}

}  // namespace

std::string Diagnostics::format(const Diagnostic& d, const char* severity) const {
  std::string out = text::printable(file_);
  if (d.pos.line > 0) {
    out += ':' + std::to_string(d.pos.line) + ':' + std::to_string(d.pos.column);
  }
  if (!d.where.empty()) out += ": " + text::printable(d.where);
  out += std::string(": ") + severity + ": " + text::printable(d.message) + '\n';
  if (d.pos.line <= 0) return out;
  std::string_view src = line_text(d.pos.line);
  if (d.pos.line == 1 && src.substr(0, 3) == "\xEF\xBB\xBF")
    src.remove_prefix(3);  // readers skip a BOM
  const std::size_t col = static_cast<std::size_t>(std::max(d.pos.column, 1)) - 1;
  std::size_t from = 0;
  bool cut_left = false, cut_right = false;
  if (src.size() > kQuoteWidth) {
    from = col > kQuoteBefore ? std::min(col - kQuoteBefore, src.size() - kQuoteWidth) : 0;
    cut_left = from > 0, cut_right = from + kQuoteWidth < src.size();
    src = src.substr(from, kQuoteWidth);
  }
  out += cut_left ? "  ..." : "  ";
  out += text::printable(src);
  out += cut_right ? "...\n" : "\n";
  const std::size_t at = col - from;
  out += cut_left ? "   " : "";
  out += caret_under(text::printable(src.substr(0, std::min(at, src.size()))),
                     at > src.size() ? at - src.size() : 0);
  return out;
}

void Diagnostics::print(std::ostream& out) const {
  for (const Diagnostic& w : warnings_) out << format(w, "warning");
  for (std::size_t i = 0; i < errors_.size() && i < kMaxPrinted; ++i) out << format(errors_[i]);
  if (errors_.size() > kMaxPrinted)
    out << text::printable(file_) << ": " << errors_.size() - kMaxPrinted
        << " more errors not shown\n";
}

}  // namespace rfsat
