// ISS's binary keys (js/sudoku_constraint.js fnToBinaryKey, read by
// js/solver/lookup_tables.js forBinaryKey): the table of a binary relation
// over the values, one bit per (first value, second value) in row-major order
// ((i-1)*N + (j-1) for values i, j counted from the grid's first value),
// six bits per base64url character, least significant bit first, trailing
// zero characters dropped. Pair and PairX hold such a key; the legacy
// Binary and BinaryX hold it with '-' and '_' swapped. Used by the reader
// (types_relations.cpp) and the writer (write_relations.cpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace rfsat::formats::iss {

// allowed[i * n + j]: the first cell may hold value index i and the second j.
using BinaryTable = std::vector<char>;

// The table of `key` over n values, or nullopt (and `why`) when a character
// is not base64url or the key is longer than n * n bits need.
std::optional<BinaryTable> decode_binary_key(const std::string& key, int n, std::string& why);

// The key ISS writes for `allowed` (n * n entries).
std::string encode_binary_key(const BinaryTable& allowed, int n);

// The legacy Binary/BinaryX key as a Pair key ('-' and '_' swapped; the swap
// is its own inverse).
std::string swap_legacy_key(std::string key);

}  // namespace rfsat::formats::iss
