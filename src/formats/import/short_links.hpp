// SudokuPad short links ("https://sudokupad.app/fTbNFPQ44g"): the puzzle is
// stored on SudokuPad's server, and one GET of its puzzle API
// (https://sudokupad.app/api/puzzle/<id>, as SudokuPad's own loader does)
// answers with the puzzle's full id ("scl...", "ctc...", "fpuzzles...") or
// its JSON. The readers stay offline: the program hands in the GET
// (allow_short_link_fetch; rfsat's `--fetch` does, over libcurl:
// src/net/), and until it does a short link is an error that names the
// option. docs/formats.md, "Short links".
//
//   allow_short_link_fetch({"https://sudokupad.app/api/puzzle/", get});
//   std::string text = link;
//   if (!resolve_short_link(text, diags)) return;   // fetch failed: diags say why
//   // text now carries the puzzle ("sudokupad://puzzle/scl..." or its JSON)
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>

#include "diagnostics.hpp"

namespace rfsat::formats::import {

// What one GET gave: a 200 answer's body, or why not.
struct FetchAnswer {
  std::optional<std::string> body;
  std::string error;       // one line: "the server answered HTTP 404", a libcurl message
  bool timed_out = false;  // the request ran out of time
};

struct ShortLinkFetch {
  std::string api_base;  // the puzzle API, the id appended: "https://sudokupad.app/api/puzzle/"
  std::function<FetchAnswer(const std::string& url, std::chrono::milliseconds timeout,
                            std::size_t max_bytes)>
      get;
};

// What a fetch may take: the answer's size, and its time when loading has no
// deadline (a deadline bounds it otherwise).
inline constexpr std::size_t kMaxFetchedBytes = std::size_t{1} << 22;  // 4 MiB
inline constexpr std::chrono::milliseconds kFetchTimeout{20000};

// Allows fetching short links for the rest of the process (the program's
// choice, made once from its command line); an empty `get` forbids it again.
void allow_short_link_fetch(ShortLinkFetch fetch);

// When `text` is a short SudokuPad link and fetching is allowed: replaces
// it with what the server holds ("sudokupad://puzzle/<full id>", or the
// puzzle's JSON). Any other text, or fetching not allowed, is left as it
// is (the reader then says what it is). False after an error in `diags`
// (offline, HTTP errors, an answer that is no puzzle); past the deadline of
// diags.limits() it throws LoadTimeLimit like every reader.
bool resolve_short_link(std::string& text, Diagnostics& diags);

// The id in the API's URL: unreserved characters kept, the rest %XX.
std::string percent_encode(std::string_view id);

}  // namespace rfsat::formats::import
