// lz-string, the LZW-style codec f-puzzles and SudokuPad use to put a puzzle
// into a link: `compressToBase64` of the puzzle's JSON is the part after
// `?load=` (f-puzzles) or after `fpuzzles` / `ctc` / `scl` (SudokuPad).
// No Debian package has it, so this is our own small implementation of the
// published algorithm (pieroxy/lz-string 1.5, compressToBase64 and
// decompressFromBase64), written for untrusted input: every malformed payload
// gets an error with its byte offset, output size is capped, and memory stays
// linear in the output.
//
//   rfsat::formats::LzDecoded d = rfsat::formats::lz_decompress_base64(payload);
//   if (d.error) report(d.error->offset, d.error->message); else use(d.text);
//
// The codec works on UTF-16 code units, as JavaScript strings do; the text
// is converted from and to UTF-8 here (surrogate pairs joined and split).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace rfsat::formats {

struct LzError {
  std::size_t offset = 0;  // byte offset into the payload where decoding failed
  std::string message;
};

struct LzDecoded {
  std::string text;             // UTF-8
  std::optional<LzError> error;  // set: `text` is meaningless
};

// The two alphabets lz-string writes: standard base64 (`+/`, `=` padding)
// and the URI-safe one (`+-$`, no padding) of compressToEncodedURIComponent.
enum class LzAlphabet { base64, uri_safe };

// Decodes a compressToBase64 (or URI-safe) payload. Padding `=` and
// surrounding whitespace are ignored; any other character outside the
// alphabet is an error. `max_units` caps the decoded length (UTF-16 units).
LzDecoded lz_decompress_base64(std::string_view payload, LzAlphabet alphabet = LzAlphabet::base64,
                               std::size_t max_units = std::size_t{1} << 27);

// compressToBase64 of UTF-8 `text` (invalid UTF-8 bytes are encoded as
// U+FFFD). Byte-identical to the JavaScript library's output.
std::string lz_compress_base64(std::string_view text);

}  // namespace rfsat::formats
