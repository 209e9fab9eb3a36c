// Puzzle links, offline: what an f-puzzles or SudokuPad link carries, and
// its payload decoded (lz-string base64 -> JSON text). Links suffer when
// passed around, so the payload is repaired first: percent-encoding is
// decoded, a blank is a '+' that a form or a chat turned into a space, and
// when the payload does not decode, a '/' that a text filter collapsed from
// "//" is doubled back (at most two of them, the first repair that yields
// valid JSON wins). A short puzzle id names a puzzle stored on a server:
// reading it needs a network fetch, which only `--fetch` allows
// (short_links.hpp); without it the error says so.
//
//   https://f-puzzles.com/?load=N4Ig...              f-puzzles JSON
//   https://sudokupad.app/fpuzzlesN4Ig...            the same, through SudokuPad
//   https://sudokupad.app/?puzzleid=ctcN4Ig...       SudokuPad's own JSON (scl: zipped)
//   https://sudokupad.app/fTbNFPQ44g                 a short id: needs the network
//   N4Ig...                                          a bare f-puzzles payload
//   https%3A%2F%2Ff-puzzles.com%2F%3Fload%3DN4Ig...   a link percent-encoded whole
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "diagnostics.hpp"

namespace rfsat::formats::import {

struct Link {
  enum class Kind { fpuzzles, sudokupad } kind = Kind::fpuzzles;  // the payload's JSON
  std::string payload;  // lz-string base64, as written in the link (not yet repaired)
};

// The payload of a link (the whole text, blanks around it allowed); nullopt
// after an error naming what the link lacks (a short id, an unknown form).
std::optional<Link> parse_link(std::string_view text, Diagnostics& diags);

// The short id a SudokuPad link names ("https://sudokupad.app/fTbNFPQ44g"
// -> "fTbNFPQ44g", percent-decoded); nullopt when the text is no SudokuPad
// link or its link carries the puzzle itself.
std::optional<std::string> short_puzzle_id(std::string_view text);

// The repaired payload decoded to JSON text; nullopt after an error at the
// payload (`where` names it in messages). `accept` says whether decoded
// text is what the link carries (null: strict JSON).
using Accept = bool (*)(std::string_view decoded);
std::optional<std::string> decode_payload(std::string_view payload, const std::string& where,
                                          Diagnostics& diags, Accept accept = nullptr);

// `text` with its scheme and host in lower case ("HTTPS://WWW.F-PUZZLES.COM/?load=N4Ig"
// -> "https://www.f-puzzles.com/?load=N4Ig"): hosts are case-insensitive,
// the payload after them is not.
std::string lower_host(std::string_view text);

// The link as parse_link reads it: blanks around it trimmed, a link that
// was percent-encoded as a whole (`https%3A%2F%2Ff-puzzles.com%2F%3Fload...`,
// as when it was passed inside another URL) decoded once, and its host in
// lower case.
std::string link_text(std::string_view text);

// Whether `text` is an f-puzzles payload alone, the text after `?load=`
// (as Rangsk's solvers store puzzles): one word of base64 (percent-encoding
// allowed) that starts as the lz-string of a JSON object does ("N4Ig").
bool is_bare_payload(std::string_view text);

// Percent-decoding (%2B -> +); malformed escapes are kept as written.
std::string percent_decode(std::string_view s);

}  // namespace rfsat::formats::import
