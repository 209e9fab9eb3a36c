// lz-string's base64 codec (lz_string.hpp). The format: a stream of
// variable-width codes, least significant bit first, packed 6 bits per
// base64 character. Codes 0 and 1 bring a new 8- or 16-bit character into
// the dictionary, 2 ends the stream, higher codes name dictionary entries;
// the code width grows by one bit each time the dictionary doubles (LZW).
//
// The decoder keeps every dictionary entry as a (start, length) slice of the
// output: an entry is always the previous phrase plus the first unit of the
// next one, and those two sit next to each other in the output. So memory
// is linear in the output even for adversarial payloads, whose output alone
// is capped.
#include "lz_string.hpp"

#include <array>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "utf16.hpp"

namespace rfsat::formats {
namespace {

constexpr std::string_view kBase64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
constexpr std::string_view kUriSafe = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$";

struct DecodeError {
  std::size_t offset;
  std::string message;
};

// The payload as 6-bit values read LSB-first within each character (the
// order the encoder wrote them), with the offset of each character kept for
// messages.
class BitReader {
 public:
  BitReader(std::string_view payload, LzAlphabet alphabet) {
    std::array<int, 256> value{};
    value.fill(-1);
    const std::string_view keys = alphabet == LzAlphabet::base64 ? kBase64 : kUriSafe;
    for (std::size_t i = 0; i < keys.size(); ++i) value[static_cast<unsigned char>(keys[i])] = static_cast<int>(i);
    for (std::size_t i = 0; i < payload.size(); ++i) {
      const unsigned char ch = payload[i];
      if (ch == '=' || ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t') continue;
      if (value[ch] < 0)
        throw DecodeError{i, "character '" + printable(ch) + "' is not part of lz-string's " +
                                 (alphabet == LzAlphabet::base64 ? "base64" : "URI-safe") + " alphabet"};
      sixes_.push_back(static_cast<unsigned char>(value[ch]));
      offsets_.push_back(i);
    }
    end_offset_ = payload.size();
  }

  // The next `bits` bits as an integer, first bit read = least significant.
  unsigned read(int bits) {
    unsigned out = 0;
    for (int k = 0; k < bits; ++k) {
      if (index_ >= sixes_.size())
        throw DecodeError{end_offset_, "the payload ends in the middle of the data (a cut-off link?)"};
      if (sixes_[index_] & (32u >> bit_)) out |= 1u << k;
      if (++bit_ == 6) bit_ = 0, ++index_;
    }
    return out;
  }

  std::size_t offset() const { return index_ < offsets_.size() ? offsets_[index_] : end_offset_; }

 private:
  static std::string printable(unsigned char ch) {
    if (ch >= 0x20 && ch < 0x7F) return std::string(1, static_cast<char>(ch));
    static constexpr char kHex[] = "0123456789abcdef";
    return std::string("\\x") + kHex[ch >> 4] + kHex[ch & 15];
  }

  std::vector<unsigned char> sixes_;
  std::vector<std::size_t> offsets_;
  std::size_t end_offset_ = 0, index_ = 0;
  int bit_ = 0;
};

struct Slice {
  std::size_t start, length;
};

// Appends the `length` units at out[from...] to `out` (the ranges may
// overlap: the phrase w + w[0] reads its own last unit).
void copy_units(std::u16string& out, std::size_t from, std::size_t length) {
  for (std::size_t k = 0; k < length; ++k) {
    const char16_t u = out[from + k];
    out += u;
  }
}

std::u16string decompress(BitReader& in, std::size_t max_units) {
  std::u16string out;
  std::vector<Slice> dict(3, Slice{0, 0});  // codes 0, 1, 2 are markers
  int width = 2;
  std::size_t enlarge_in = 4;
  const auto grow = [&] {  // the code width grows when the dictionary doubles
    if (--enlarge_in == 0) enlarge_in = std::size_t{1} << width++;
  };
  const unsigned first = in.read(width);
  if (first == 2) return out;
  if (first > 2) throw DecodeError{0, "the payload does not start with a character code"};
  out += static_cast<char16_t>(in.read(first == 0 ? 8 : 16));
  dict.push_back({0, 1});
  width = 3;  // as the reference: phrases start at 3 bits, 4 codes to go
  Slice w{0, 1};
  for (;;) {
    const std::size_t at = in.offset();
    const unsigned code = in.read(width);
    if (code == 2) return out;
    const std::size_t start = out.size();
    std::size_t length = code < 2 ? 1 : code < dict.size() ? dict[code].length : w.length + 1;
    if (code > dict.size())
      throw DecodeError{at, "code " + std::to_string(code) + " names no dictionary entry (a corrupt payload)"};
    if (start + length > max_units)
      throw DecodeError{at, "the payload decodes to more than " + std::to_string(max_units) + " characters"};
    if (code < 2) {  // a new character
      out += static_cast<char16_t>(in.read(code == 0 ? 8 : 16));
      dict.push_back({start, 1});
      grow();
    } else if (code < dict.size()) {
      copy_units(out, dict[code].start, length);
    } else {  // code == dict.size(): the phrase being defined, w + w[0]
      copy_units(out, w.start, w.length);
      copy_units(out, w.start, 1);
    }
    dict.push_back({w.start, w.length + 1});  // w + the first unit of this phrase
    grow();
    w = {start, length};
  }
}

// Packs codes LSB-first into 6-bit base64 characters, the first bit into
// each character's most significant place (the reader's order).
class BitWriter {
 public:
  void write(unsigned value, int bits) {
    for (int k = 0; k < bits; ++k, value >>= 1) push_bit(value & 1);
  }
  // The reference always closes with at least one more character.
  std::string finish() {
    for (;;) {
      value_ <<= 1;
      if (position_ == 5) {
        out_ += kBase64[value_];
        break;
      }
      ++position_;
    }
    static constexpr const char* kPad[] = {"", "===", "==", "="};
    return out_ + kPad[out_.size() % 4];
  }

 private:
  void push_bit(unsigned bit) {
    value_ = (value_ << 1) | bit;
    if (position_ == 5) {
      out_ += kBase64[value_];
      position_ = 0, value_ = 0;
    } else {
      ++position_;
    }
  }
  std::string out_;
  unsigned value_ = 0;
  int position_ = 0;
};

}  // namespace

LzDecoded lz_decompress_base64(std::string_view payload, LzAlphabet alphabet, std::size_t max_units) {
  LzDecoded result;
  try {
    BitReader in(payload, alphabet);
    const std::u16string units = decompress(in, max_units);
    std::size_t bad = 0;
    if (auto text = utf16_to_utf8(units, &bad))
      result.text = std::move(*text);
    else
      result.error = LzError{payload.size(), "the decoded text holds a lone UTF-16 surrogate at character " +
                                                 std::to_string(bad)};
  } catch (const DecodeError& e) {
    result.error = LzError{e.offset, e.message};
  }
  return result;
}

std::string lz_compress_base64(std::string_view text) {
  const std::u16string in = utf8_to_utf16(text);
  BitWriter out;
  std::unordered_map<std::u16string, unsigned> dict;
  std::unordered_set<char16_t> undeclared;  // in the dictionary, not yet sent as a literal
  unsigned next_code = 3;
  int width = 2;
  std::size_t enlarge_in = 2;
  const auto grow = [&] {
    if (--enlarge_in == 0) enlarge_in = std::size_t{1} << width++;
  };
  const auto emit = [&](const std::u16string& w) {
    if (w.size() == 1 && undeclared.erase(w[0])) {  // first use: the character itself
      const bool narrow = w[0] < 256;
      out.write(narrow ? 0 : 1, width);
      out.write(w[0], narrow ? 8 : 16);
      grow();
    } else {
      out.write(dict.at(w), width);
    }
    grow();
  };
  std::u16string w;
  for (const char16_t c : in) {
    const std::u16string unit(1, c);
    if (dict.emplace(unit, next_code).second) ++next_code, undeclared.insert(c);
    std::u16string wc = w + c;
    if (dict.count(wc)) {
      w = std::move(wc);
      continue;
    }
    emit(w);
    dict.emplace(std::move(wc), next_code++);
    w = unit;
  }
  if (!w.empty()) emit(w);
  out.write(2, width);
  return out.finish();
}

}  // namespace rfsat::formats
