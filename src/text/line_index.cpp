// LineIndex: the line starts of a text, and lookups by binary search.
#include "line_index.hpp"

#include <algorithm>

namespace rfsat {

LineIndex::LineIndex(std::string_view text) : text_(text) {
  starts_.push_back(0);
  for (std::size_t i = text.find('\n'); i != std::string_view::npos; i = text.find('\n', i + 1))
    starts_.push_back(i + 1);
}

SourcePos LineIndex::position_of(std::size_t offset) const {
  offset = std::min(offset, text_.size());
  const auto next = std::upper_bound(starts_.begin(), starts_.end(), offset);
  const std::size_t line = static_cast<std::size_t>(next - starts_.begin());
  return {static_cast<int>(line), static_cast<int>(offset - starts_[line - 1] + 1)};
}

std::string_view LineIndex::line_text(int line) const {
  if (line < 1 || static_cast<std::size_t>(line) > starts_.size()) return {};
  const std::size_t start = starts_[static_cast<std::size_t>(line) - 1];
  const std::size_t end = static_cast<std::size_t>(line) < starts_.size()
                              ? starts_[static_cast<std::size_t>(line)] - 1
                              : text_.size();
  std::string_view s = text_.substr(start, end - start);
  if (!s.empty() && s.back() == '\r') s.remove_suffix(1);
  return s;
}

}  // namespace rfsat
