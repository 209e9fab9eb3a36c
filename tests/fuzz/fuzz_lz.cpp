// libFuzzer harness of the lz-string codec (src/formats/lz_string) and of
// links: the bytes are decoded as a base64 and as a URI-safe payload (an
// error must carry an offset inside the payload), compressed and decoded
// back (the round trip must give the same text when the bytes are UTF-8),
// and read as an f-puzzles link. A small output cap keeps memory bounded.
#include <sstream>

#include "harness.hpp"
#include "import/detect.hpp"
#include "load.hpp"
#include "lz_string.hpp"

namespace {

using rfsat::formats::LzAlphabet;

void decode(std::string_view payload, LzAlphabet alphabet) {
  const rfsat::formats::LzDecoded d =
      rfsat::formats::lz_decompress_base64(payload, alphabet, 1 << 16);
  if (d.error && d.error->offset > payload.size())
    rfsat::fuzz::fail("an lz-string error points past the payload", d.error->message);
}

// Whether `s` is valid UTF-8 without surrogates (what the round trip keeps).
bool valid_utf8(std::string_view s) {
  static constexpr std::uint32_t kMin[] = {0, 0x80, 0x800, 0x10000};
  for (std::size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    int n = 0;
    std::uint32_t cp = c;
    if (c >= 0x80) {
      if ((c >> 5) == 6)
        n = 1, cp = c & 0x1F;
      else if ((c >> 4) == 14)
        n = 2, cp = c & 0x0F;
      else if ((c >> 3) == 30)
        n = 3, cp = c & 0x07;
      else
        return false;
    }
    if (i + n >= s.size()) return false;
    for (int k = 1; k <= n; ++k) {
      const unsigned char d = static_cast<unsigned char>(s[i + k]);
      if ((d >> 6) != 2) return false;
      cp = (cp << 6) | (d & 0x3F);
    }
    if (cp < kMin[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += n + 1;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = rfsat::fuzz::text_of(data, size);
  decode(text, LzAlphabet::base64);
  decode(text, LzAlphabet::uri_safe);
  if (valid_utf8(text)) {
    const std::string packed = rfsat::formats::lz_compress_base64(text);
    const rfsat::formats::LzDecoded back = rfsat::formats::lz_decompress_base64(packed);
    if (back.error || back.text != text)
      rfsat::fuzz::fail("lz-string round trip changed the text", text);
  }
  const std::string link = "https://f-puzzles.com/?load=" + text;
  if (rfsat::formats::import::looks_like_link(link)) {
    std::ostringstream err;
    auto imported = rfsat::formats::read_imported("link", link,
                                                  rfsat::formats::ClassicFormat::fpuzzles_url, err);
    if (!imported) rfsat::fuzz::require_message(err.str());
  }
  return 0;
}
