// parse_link and decode_payload (links.hpp). SudokuPad's id forms follow its
// puzzle loader (read, not copied: marktekfan/sudokupad-penpa-import,
// docs/lib/puzzleloader.js): an id starting with `scl` or `ctc` is
// SudokuPad's JSON, `fpuz` or `fpuzzles` f-puzzles JSON, `scf` a compact
// form rfsat does not read, anything else a short id on the server
// (short_links.hpp fetches those when the program allows it).
#include "import/links.hpp"

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>
#include <vector>

#include "lz_string.hpp"
#include "trim_spaces.hpp"

namespace rfsat::formats::import {
namespace {

constexpr std::size_t kMaxUnits = std::size_t{1} << 22;  // 4M UTF-16 units: far above any puzzle

using text::trim_spaces;

// The value of query parameter `name` ("load", "puzzleid"), up to '&' or '#'.
std::optional<std::string_view> query_value(std::string_view url, std::string_view name) {
  for (char sep : {'?', '&'}) {
    const std::string key = std::string(1, sep) + std::string(name) + "=";
    const std::size_t at = url.find(key);
    if (at == std::string_view::npos) continue;
    std::string_view v = url.substr(at + key.size());
    return v.substr(0, v.find_first_of("&#"));
  }
  return std::nullopt;
}

// SudokuPad's path after the host: "sudoku/<id>", "puzzle/<id>" or "<id>",
// the id ending at '?' or '#' (settings follow).
std::string_view path_id(std::string_view url, std::string_view host) {
  std::string_view rest = url.substr(url.find(host) + host.size());
  for (std::string_view p : {"sudoku/", "puzzle/"})
    if (rest.starts_with(p)) rest.remove_prefix(p.size());
  return rest.substr(0, rest.find_first_of("?#"));
}

bool is_short_id(std::string_view d) {
  for (std::string_view p : {"fpuzzles", "fpuz", "scl", "ctc", "scf"})
    if (d.starts_with(p)) return false;
  return !d.empty();
}

std::optional<Link> sudokupad_id(std::string_view id, Diagnostics& diags) {
  std::string decoded = percent_decode(id);
  std::string_view d = decoded;
  for (std::string_view p : {"fpuzzles", "fpuz"})
    if (d.starts_with(p)) return Link{Link::Kind::fpuzzles, std::string(d.substr(p.size()))};
  for (std::string_view p : {"scl", "ctc"})
    if (d.starts_with(p)) return Link{Link::Kind::sudokupad, std::string(d.substr(p.size()))};
  if (d.starts_with("scf")) {
    diags.error_at("link", {},
                   "SudokuPad's compact 'scf' form is not read by rfsat; use the puzzle's "
                   "fpuzzles, ctc or scl link");
    return std::nullopt;
  }
  if (d.empty()) {
    diags.error_at("link", {}, "the SudokuPad link names no puzzle");
    return std::nullopt;
  }
  diags.error_at(
      "link", {},
      "'" + std::string(d.substr(0, 40)) +
          "' is a short SudokuPad puzzle id: the puzzle is stored on SudokuPad's server. Pass "
          "--fetch to let rfsat fetch it (one request to SudokuPad's puzzle API), or use a link "
          "that carries the puzzle itself (SudokuPad's fpuzzles, ctc or scl forms, or an "
          "f-puzzles link)");
  return std::nullopt;
}

// The id a SudokuPad link names, as written (not yet percent-decoded);
// nullopt for any other text.
std::optional<std::string_view> sudokupad_link_id(std::string_view url) {
  if (url.starts_with("sudokupad://puzzle/")) return url.substr(19);
  for (std::string_view host :
       {"sudokupad.app/", "crackingthecryptic.com/sudoku/", "sudokupad.svencodes.com/"})
    if (url.find(host) != std::string_view::npos) {
      if (auto id = query_value(url, "puzzleid")) return *id;
      return path_id(url, host);
    }
  return std::nullopt;
}

// A payload decoded and parsed as JSON, or why not (the error's offset).
struct Attempt {
  std::optional<std::string> json;
  std::size_t offset = 0;
  std::string message;
};

Attempt attempt(std::string_view payload, Accept accept) {
  LzDecoded d = lz_decompress_base64(payload, LzAlphabet::base64, kMaxUnits);
  if (d.error) return {std::nullopt, d.error->offset, d.error->message};
  if (d.text.empty()) return {std::nullopt, payload.size(), "the payload decodes to nothing"};
  if (accept ? !accept(d.text) : !nlohmann::json::accept(d.text))
    return {std::nullopt, payload.size(),
            "the payload decodes, but not to puzzle JSON (a damaged link?)"};
  return {std::move(d.text), 0, {}};
}

// Positions of single '/' (not part of "//"): where "//" may have been
// collapsed.
std::vector<std::size_t> single_slashes(std::string_view s) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < s.size(); ++i)
    if (s[i] == '/' && (i == 0 || s[i - 1] != '/') && (i + 1 == s.size() || s[i + 1] != '/'))
      out.push_back(i);
  return out;
}

// Doubles one, then two, of the single slashes until the payload decodes
// (at most 400 tries).
std::optional<std::string> repair_slashes(const std::string& payload, Accept accept) {
  const std::vector<std::size_t> at = single_slashes(payload);
  int tries = 0;
  for (std::size_t i = 0; i < at.size() && tries < 400; ++i, ++tries) {
    std::string p = payload;
    p.insert(at[i], "/");
    if (Attempt a = attempt(p, accept); a.json) return a.json;
  }
  for (std::size_t i = 0; i < at.size() && tries < 400; ++i)
    for (std::size_t j = i + 1; j < at.size() && tries < 400; ++j, ++tries) {
      std::string p = payload;
      p.insert(at[j], "/");
      p.insert(at[i], "/");
      if (Attempt a = attempt(p, accept); a.json) return a.json;
    }
  return std::nullopt;
}

}  // namespace

std::string lower_host(std::string_view text) {
  std::string out(text);
  const std::size_t scheme = out.find("://");
  const std::size_t host = scheme == std::string::npos ? 0 : scheme + 3;
  const std::size_t end = std::min(out.find_first_of("/?#", host), out.size());
  for (std::size_t i = 0; i < end; ++i)
    out[i] = static_cast<char>(std::tolower(static_cast<unsigned char>(out[i])));
  return out;
}

std::string percent_decode(std::string_view s) {
  auto hex = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size()) {
      const int hi = hex(s[i + 1]), lo = hex(s[i + 2]);
      if (hi >= 0 && lo >= 0) {
        out += static_cast<char>(hi * 16 + lo);
        i += 2;
        continue;
      }
    }
    out += s[i];
  }
  return out;
}

std::string link_text(std::string_view text) {
  text = trim_spaces(text);
  std::string head(text.substr(0, 16));
  for (char& c : head) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (std::string_view scheme : {"https%3a%2f%2f", "http%3a%2f%2f", "sudokupad%3a%2f%2f"})
    if (head.starts_with(scheme)) return lower_host(percent_decode(text));
  return lower_host(text);
}

bool is_bare_payload(std::string_view text) {
  text = trim_spaces(text);
  return text.size() >= 16 && text.starts_with("N4Ig") &&
         std::all_of(text.begin(), text.end(), [](char c) {
           return std::isalnum(static_cast<unsigned char>(c)) || c == '+' || c == '/' || c == '=' ||
                  c == '-' || c == '%';
         });
}

std::optional<Link> parse_link(std::string_view text, Diagnostics& diags) {
  if (is_bare_payload(text)) return Link{Link::Kind::fpuzzles, std::string(trim_spaces(text))};
  const std::string lowered = link_text(text);
  const std::string_view url = lowered;
  if (url.find("f-puzzles.com/") != std::string_view::npos) {
    if (auto load = query_value(url, "load")) return Link{Link::Kind::fpuzzles, std::string(*load)};
    if (query_value(url, "id"))
      diags.error_at(
          "link", {},
          "this f-puzzles link names a puzzle stored on the f-puzzles server (?id=): reading "
          "it needs a network fetch, which rfsat does not do; use the ?load= link");
    else
      diags.error_at("link", {}, "expected an f-puzzles link with ?load=<puzzle data>");
    return std::nullopt;
  }
  if (auto id = sudokupad_link_id(url)) return sudokupad_id(*id, diags);
  diags.error_at("link", {}, "expected an f-puzzles or SudokuPad link");
  return std::nullopt;
}

std::optional<std::string> short_puzzle_id(std::string_view text) {
  const std::string lowered = lower_host(trim_spaces(text));
  if (lowered.find('\n') != std::string::npos ||
      lowered.find("f-puzzles.com/") != std::string::npos)
    return std::nullopt;
  const std::optional<std::string_view> id = sudokupad_link_id(lowered);
  if (!id) return std::nullopt;
  std::string decoded = percent_decode(*id);
  if (!is_short_id(decoded)) return std::nullopt;
  return decoded;
}

std::optional<std::string> decode_payload(std::string_view payload, const std::string& where,
                                          Diagnostics& diags, Accept accept) {
  std::string p = percent_decode(payload);
  for (char& c : p)
    if (c == ' ') c = '+';  // a '+' a form or a chat turned into a space
  Attempt a = attempt(p, accept);
  if (a.json) return a.json;
  if (p.find('/') != std::string::npos)
    if (auto fixed = repair_slashes(p, accept)) return fixed;
  diags.error_at(where, {},
                 "cannot decode the puzzle data at character " + std::to_string(a.offset + 1) +
                     " of " + std::to_string(p.size()) + ": " + a.message);
  return std::nullopt;
}

}  // namespace rfsat::formats::import
