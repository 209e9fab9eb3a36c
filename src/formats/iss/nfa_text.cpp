// ISS's Regex and NFA argument texts (nfa_text.hpp): base64url without
// padding, and the NFA bit stream read and written most significant bit
// first, as ISS's BitReader/BitWriter (js/util.js) do.
#include "iss/nfa_text.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "import/links.hpp"
#include "iss/base64url.hpp"

namespace rfsat::formats::iss {
namespace {

std::optional<std::string> base64url_decode(std::string_view text, std::string& why) {
  std::string out;
  std::uint32_t acc = 0;
  int bits = 0;
  while (!text.empty() && text.back() == '=') text.remove_suffix(1);  // padding, as atob takes it
  for (char c : text) {
    // ISS maps - and _ to + and / before atob, which takes either.
    const std::size_t v = c == '+' ? 62 : c == '/' ? 63 : kBase64Url.find(c);
    if (v == std::string_view::npos) {
      why = std::string("'") + c + "' is not a base64url character";
      return std::nullopt;
    }
    acc = (acc << 6) | static_cast<std::uint32_t>(v), bits += 6;
    if (bits >= 8) bits -= 8, out += static_cast<char>((acc >> bits) & 0xff);
  }
  if (text.size() % 4 == 1) {
    why = "a base64url text of " + std::to_string(text.size()) + " characters";
    return std::nullopt;
  }
  return out;
}

std::string base64url_encode(std::string_view bytes) {
  std::string out;
  std::uint32_t acc = 0;
  int bits = 0;
  for (char c : bytes) {
    acc = (acc << 8) | static_cast<unsigned char>(c), bits += 8;
    while (bits >= 6) bits -= 6, out += kBase64Url[(acc >> bits) & 63];
  }
  if (bits > 0) out += kBase64Url[(acc << (6 - bits)) & 63];
  return out;
}

int required_bits(unsigned n) {
  int b = 0;
  for (; n; n >>= 1) ++b;
  return b;
}

class BitStream {
 public:
  explicit BitStream(std::string bytes) : bytes_(std::move(bytes)) {}
  std::size_t remaining() const { return bytes_.size() * 8 - at_; }
  // nullopt past the end; counts above 32 bits are refused by the caller.
  std::optional<std::uint32_t> read(int n) {
    if (static_cast<std::size_t>(n) > remaining()) return std::nullopt;
    std::uint32_t v = 0;
    for (int i = 0; i < n; ++i, ++at_)
      v = (v << 1) | ((static_cast<unsigned char>(bytes_[at_ >> 3]) >> (7 - (at_ & 7))) & 1u);
    return v;
  }

 private:
  std::string bytes_;
  std::size_t at_ = 0;
};

struct BitWriter {
  std::string bytes;
  std::size_t length = 0;
  void write(std::uint32_t v, int n) {
    for (int i = n - 1; i >= 0; --i, ++length) {
      if ((length >> 3) == bytes.size()) bytes += '\0';
      if ((v >> i) & 1u)
        bytes[length >> 3] = static_cast<char>(bytes[length >> 3] | (1 << (7 - (length & 7))));
    }
  }
};

}  // namespace

std::optional<std::string> decode_pattern(std::string_view text, std::string& why) {
  if (text.find('%') != std::string_view::npos || text.find('.') != std::string_view::npos)
    return import::percent_decode(text);
  return base64url_decode(text, why);
}

std::string encode_pattern(std::string_view pattern) { return base64url_encode(pattern); }

std::optional<model::Nfa> decode_nfa(std::string_view text, std::string& why) {
  model::Nfa nfa;
  if (text.empty()) return nfa;
  std::optional<std::string> bytes = base64url_decode(text, why);
  if (!bytes) return std::nullopt;
  BitStream in(std::move(*bytes));
  auto fail = [&why](const char* what) {
    why = what;
    return std::nullopt;
  };
  const auto format = in.read(2), state_bits = in.read(4), symbols = in.read(4);
  if (!symbols || *format > 1) return fail("an unknown NFA format");
  const int sb = static_cast<int>(*state_bits) + 1, symbol_bits = required_bits(*symbols);
  const auto starts = in.read(sb), accepts = in.read(sb);
  if (!accepts || *starts > 32)
    return fail("an NFA header cut short, or more than 32 start states");
  const auto start_accepts = in.read(static_cast<int>(*starts));
  const auto count_bits = *format == 0 ? in.read(4) : std::optional<std::uint32_t>(0);
  if (!start_accepts || !count_bits) return fail("an NFA header cut short");
  int states = static_cast<int>(*starts + *accepts);
  auto add = [&](int from, int symbol, std::uint32_t to) {
    nfa.arcs.push_back({from, symbol, static_cast<int>(to)});
    states = std::max({states, from + 1, static_cast<int>(to) + 1});
  };
  const bool packed = *format == 1;
  const std::size_t per_state = packed ? *symbols + 1 : *count_bits;
  for (int from = 0; per_state > 0 && in.remaining() >= per_state; ++from) {
    const std::uint32_t head = *in.read(static_cast<int>(per_state));
    if (packed) {
      for (int s = 0; s <= static_cast<int>(*symbols); ++s)
        if ((head >> s) & 1u) {
          const auto to = in.read(sb);
          if (!to) return fail("the NFA's transitions are cut short");
          add(from, s, *to);
        }
    } else {
      for (std::uint32_t t = 0; t < head; ++t) {
        const auto symbol = in.read(symbol_bits), to = symbol ? in.read(sb) : std::nullopt;
        if (!to) return fail("the NFA's transitions are cut short");
        add(from, static_cast<int>(*symbol), *to);
      }
    }
  }
  while (in.remaining() > 0)
    if (*in.read(static_cast<int>(std::min<std::size_t>(32, in.remaining()))) != 0)
      return fail("the NFA's text has trailing data");
  nfa.states = states;
  nfa.accepting.assign(static_cast<std::size_t>(states), 0);
  for (int i = 0; i < static_cast<int>(*starts); ++i) {
    nfa.starts.push_back(i);
    if ((*start_accepts >> i) & 1u) nfa.accepting[static_cast<std::size_t>(i)] = 1;
  }
  for (std::uint32_t i = 0; i < *accepts; ++i) nfa.accepting[*starts + i] = 1;
  return nfa;
}

std::string encode_nfa(const model::Nfa& nfa, int symbols) {
  std::vector<int> starts = nfa.starts;
  std::sort(starts.begin(), starts.end());
  starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
  if (starts.empty()) return "";
  // ISS's order: starts, the other accepting states, the rest.
  std::vector<int> id(static_cast<std::size_t>(nfa.states), -1);
  int next = 0;
  for (int s : starts) id[static_cast<std::size_t>(s)] = next++;
  for (int pass = 0; pass < 2; ++pass)
    for (int s = 0; s < nfa.states; ++s)
      if (id[static_cast<std::size_t>(s)] < 0 &&
          (nfa.accepting[static_cast<std::size_t>(s)] != 0) == (pass == 0))
        id[static_cast<std::size_t>(s)] = next++;
  std::vector<std::vector<std::pair<int, int>>> out(static_cast<std::size_t>(nfa.states));
  for (const model::Nfa::Arc& a : nfa.arcs)
    out[static_cast<std::size_t>(id[static_cast<std::size_t>(a.from)])].push_back(
        {a.symbol, id[static_cast<std::size_t>(a.to)]});
  std::size_t most = 0;
  for (auto& arcs : out) {
    std::sort(arcs.begin(), arcs.end());
    arcs.erase(std::unique(arcs.begin(), arcs.end()), arcs.end());
    most = std::max(most, arcs.size());
  }
  unsigned accepts = 0, start_accepts = 0;
  for (int s = 0; s < nfa.states; ++s)
    if (nfa.accepting[static_cast<std::size_t>(s)]) {
      const int i = id[static_cast<std::size_t>(s)];
      if (i < static_cast<int>(starts.size()))
        start_accepts |= 1u << i;
      else
        ++accepts;
    }
  const int sb =
      std::max({1, required_bits(static_cast<unsigned>(nfa.states - 1)),
                required_bits(static_cast<unsigned>(starts.size())), required_bits(accepts)});
  const int count_bits = required_bits(static_cast<unsigned>(most));
  const int symbol_bits = required_bits(static_cast<unsigned>(symbols - 1));
  BitWriter w;
  w.write(0, 2);  // plain
  w.write(static_cast<std::uint32_t>(sb - 1), 4);
  w.write(static_cast<std::uint32_t>(symbols - 1), 4);
  w.write(static_cast<std::uint32_t>(starts.size()), sb);
  w.write(accepts, sb);
  w.write(start_accepts, static_cast<int>(starts.size()));
  w.write(static_cast<std::uint32_t>(count_bits), 4);
  for (const auto& arcs : out) {
    w.write(static_cast<std::uint32_t>(arcs.size()), count_bits);
    for (const auto& [symbol, to] : arcs) {
      w.write(static_cast<std::uint32_t>(symbol), symbol_bits);
      w.write(static_cast<std::uint32_t>(to), sb);
    }
  }
  return base64url_encode(w.bytes);
}

}  // namespace rfsat::formats::iss
