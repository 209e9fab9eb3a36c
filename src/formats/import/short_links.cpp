// resolve_short_link (short_links.hpp): the short id, one GET of the API
// within the time left and kMaxFetchedBytes, then the answer checked to be
// a puzzle before any reader sees it. The answer's forms follow SudokuPad's
// puzzle loader (read, not copied: marktekfan/sudokupad-penpa-import,
// docs/lib/puzzleloader.js): a full id, or JSON.
#include "import/short_links.hpp"

#include <cctype>
#include <mutex>

#include "import/links.hpp"
#include "printable.hpp"
#include "trim_spaces.hpp"

namespace rfsat::formats::import {
namespace {

std::mutex fetch_mutex;
ShortLinkFetch allowed_fetch;

ShortLinkFetch current_fetch() {
  std::lock_guard lock(fetch_mutex);
  return allowed_fetch;
}

using text::trim_spaces;

// SudokuPad's short ids are about ten characters; a longer "id" is a
// damaged link, not worth a request.
constexpr std::size_t kMaxShortIdLength = 200;

// The answer as text a reader takes, or nullopt when it is no puzzle.
std::optional<std::string> puzzle_text(std::string_view answer) {
  const std::string_view a = trim_spaces(answer);
  if (a.starts_with("{")) return std::string(a);
  for (std::string_view p : {"fpuzzles", "fpuz", "scl", "ctc"})
    if (a.starts_with(p) && a.find_first_of(" \t\r\n") == std::string_view::npos)
      return "sudokupad://puzzle/" + std::string(a);
  return std::nullopt;
}

// The time the GET may take: what is left of the deadline, at most the
// default timeout.
std::chrono::milliseconds time_left(const Diagnostics& diags) {
  const Deadline& deadline = diags.limits().deadline;
  if (!deadline) return kFetchTimeout;
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
      *deadline - std::chrono::steady_clock::now());
  if (left.count() <= 0) throw LoadTimeLimit();
  return std::min(left, kFetchTimeout);
}

}  // namespace

void allow_short_link_fetch(ShortLinkFetch fetch) {
  std::lock_guard lock(fetch_mutex);
  allowed_fetch = std::move(fetch);
}

std::string percent_encode(std::string_view id) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (char ch : id) {
    const auto c = static_cast<unsigned char>(ch);
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
      out += ch;
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

bool resolve_short_link(std::string& text, Diagnostics& diags) {
  const std::optional<std::string> id = short_puzzle_id(text);
  if (!id) return true;
  const ShortLinkFetch fetch = current_fetch();
  if (!fetch.get) return true;  // the reader's error names --fetch
  if (id->size() > kMaxShortIdLength) {
    diags.error_at("link", {},
                   "a short SudokuPad id of " + std::to_string(id->size()) +
                       " characters: puzzle ids are at most " + std::to_string(kMaxShortIdLength) +
                       "; rfsat does not send it");
    return false;
  }
  const std::string url = fetch.api_base + percent_encode(*id);
  const FetchAnswer answer = fetch.get(url, time_left(diags), kMaxFetchedBytes);
  if (answer.timed_out && diags.limits().deadline && past(diags.limits().deadline))
    throw LoadTimeLimit();
  if (!answer.body) {
    diags.error_at(
        "link", {},
        "cannot fetch the short SudokuPad link '" + *id + "' from " + url + ": " + answer.error);
    return false;
  }
  std::optional<std::string> puzzle = puzzle_text(*answer.body);
  if (!puzzle) {
    diags.error_at("link", {},
                   "the answer of " + url + " is no SudokuPad puzzle (it starts with '" +
                       text::printable(trim_spaces(*answer.body).substr(0, 24)) + "')");
    return false;
  }
  text = std::move(*puzzle);
  return true;
}

}  // namespace rfsat::formats::import
