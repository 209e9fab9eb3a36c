// ISS's binary keys (binary_key.hpp). Example: over 2 values, "less than"
// allows only (1, 2), bit 1: the key "C" (base64url index 2).
#include "iss/binary_key.hpp"

#include "iss/base64url.hpp"

namespace rfsat::formats::iss {
namespace {

int index_of(char ch) {
  const std::size_t i = kBase64Url.find(ch);
  return i == std::string_view::npos ? -1 : static_cast<int>(i);
}

}  // namespace

std::optional<BinaryTable> decode_binary_key(const std::string& key, int n, std::string& why) {
  const std::size_t bits = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
  if (key.size() > (bits + 5) / 6) {
    why = "the key '" + key + "' is longer than " + std::to_string(n) +
          " values need (ISS refuses it too)";
    return std::nullopt;
  }
  BinaryTable table(bits, 0);
  for (std::size_t c = 0; c < key.size(); ++c) {
    const int v = index_of(key[c]);
    if (v < 0) {
      why = "the key '" + key + "' holds '" + std::string(1, key[c]) +
            "', which is no base64url character";
      return std::nullopt;
    }
    for (std::size_t b = 0; b < 6 && c * 6 + b < bits; ++b) table[c * 6 + b] = (v >> b) & 1;
  }
  return table;
}

std::string encode_binary_key(const BinaryTable& allowed, int n) {
  const std::size_t bits = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
  std::string key;
  for (std::size_t c = 0; c * 6 < bits; ++c) {
    int v = 0;
    for (std::size_t b = 0; b < 6 && c * 6 + b < bits; ++b) v |= (allowed[c * 6 + b] ? 1 : 0) << b;
    key += kBase64Url[v];
  }
  while (!key.empty() && key.back() == 'A') key.pop_back();  // ISS trims zero characters
  return key;
}

std::string swap_legacy_key(std::string key) {
  for (char& ch : key) ch = ch == '-' ? '_' : ch == '_' ? '-' : ch;
  return key;
}

}  // namespace rfsat::formats::iss
