// lz-string codec (src/formats/lz_string.hpp): known answers taken from the
// JavaScript reference (lz-string 1.5.0, compressToBase64), round trips, and
// malformed payloads, each of which must give an error with an offset and
// never a crash.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "lz_string.hpp"
#include "utf16.hpp"

namespace rfsat::formats {
namespace {

struct Known {
  const char* text;     // UTF-8
  const char* base64;   // compressToBase64(text) by the reference library
};

// Computed with node and lz-string@1.5.0 (the strings, not the code, are
// copied here).
const Known kKnown[] = {
    {"", "Q==="},
    {"a", "IZA="},
    {"hello", "BYUwNmD2Q==="},
    {"hello hello hello", "BYUwNmD2AEoTcpA="},
    {"{\"size\":9}", "N4IgzglgXgpiBcBOAvkA"},
    {"\xC3\xA9\xE2\x82\xAC\xF0\x9D\x84\x9E mixed \xE2\x9C\x93", "JeGoJCwbh4uwBAtglgDwKYBMqGRyIA=="},
    {"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "IY18ZVA="},
    {"\xC4\x80\xC4\x81\xC4\x82", "gCAkBARAgEA="},  // 16-bit literals
    {"abababababababababababab", "IYI17SOyg==="},
    {"R1C1R1C2R1C3R1C4R1C5R1C6R1C7R1C8R1C9", "EoRgwipgTFDMUAsUCsUBsUDsUAcUBOIA"},
    {"{\"size\":9,\"grid\":[[{},{\"value\":5,\"given\":true}]],\"title\":\"T\xC3\xA9st \xE2\x9C\x93\"}",
     "N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9lQA3AQwBsBXOeAVlTQjJgDsEAXDOogXX6ouELlXogAKgEuwXAASBkchBEgA==="},
};

TEST(LzString, CompressMatchesTheReference) {
  for (const Known& k : kKnown) EXPECT_EQ(lz_compress_base64(k.text), k.base64) << k.text;
}

TEST(LzString, DecompressMatchesTheReference) {
  for (const Known& k : kKnown) {
    LzDecoded d = lz_decompress_base64(k.base64);
    ASSERT_FALSE(d.error) << k.base64 << ": " << d.error->message;
    EXPECT_EQ(d.text, k.text);
  }
}

TEST(LzString, UriSafeAlphabetAndMissingPaddingAndWhitespace) {
  // compressToEncodedURIComponent of the 16-bit sample: same bits, no '='.
  EXPECT_EQ(lz_decompress_base64("gCAkBARAgEA", LzAlphabet::uri_safe).text, "\xC4\x80\xC4\x81\xC4\x82");
  EXPECT_EQ(lz_decompress_base64("IZA").text, "a");
  EXPECT_EQ(lz_decompress_base64(" BYUwNmD2Q===\n").text, "hello");
}

TEST(LzString, ForeignCharacterIsAnErrorAtItsOffset) {
  LzDecoded d = lz_decompress_base64("BYUw!mD2Q");
  ASSERT_TRUE(d.error);
  EXPECT_EQ(d.error->offset, 4u);
  EXPECT_NE(d.error->message.find("'!'"), std::string::npos) << d.error->message;
  EXPECT_TRUE(lz_decompress_base64("gCAk$ARAgEA").error) << "'$' is URI-safe only";
}

TEST(LzString, CutOffPayloadIsAnError) {
  const std::string full = "N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9lQA3AQwBsBXOeAVlTQjJgDsEAXDOogXX6ouELlXogAKgEuwXAASBkchBEgA";
  for (std::size_t n = 0; n + 2 < full.size(); n += 7) {
    LzDecoded d = lz_decompress_base64(full.substr(0, n));
    ASSERT_TRUE(d.error) << n;
    EXPECT_NE(d.error->message.find("ends"), std::string::npos) << d.error->message;
  }
}

TEST(LzString, LoneSurrogateIsAnError) {
  LzDecoded d = lz_decompress_base64("gAbA8g==");  // "\uD800x" from the reference
  ASSERT_TRUE(d.error);
  EXPECT_NE(d.error->message.find("surrogate"), std::string::npos);
}

TEST(LzString, OutputCapIsEnforced) {
  const std::string big(5000, 'a');
  const std::string payload = lz_compress_base64(big);
  EXPECT_EQ(lz_decompress_base64(payload).text, big);
  LzDecoded d = lz_decompress_base64(payload, LzAlphabet::base64, 1000);
  ASSERT_TRUE(d.error);
  EXPECT_NE(d.error->message.find("more than 1000"), std::string::npos);
}

TEST(LzString, RandomTextRoundTrips) {
  std::mt19937 rng(7);
  const char* pieces[] = {"a", "b", "{", "\"", ":", "1", " ", "\xC3\xA9", "\xE2\x82\xAC", "\xF0\x9D\x84\x9E", "R1C"};
  for (int t = 0; t < 500; ++t) {
    std::string s;
    const int n = static_cast<int>(rng() % (t < 400 ? 60 : 3000));
    for (int i = 0; i < n; ++i) s += pieces[rng() % std::size(pieces)];
    LzDecoded d = lz_decompress_base64(lz_compress_base64(s));
    ASSERT_FALSE(d.error) << s;
    ASSERT_EQ(d.text, s);
  }
}

TEST(LzString, GarbageAndMutatedPayloadsNeverCrash) {
  std::mt19937 rng(11);
  const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";
  const std::string valid = kKnown[10].base64;
  int errors = 0;
  for (int t = 0; t < 20000; ++t) {
    std::string s;
    if (t % 2) {
      s = valid;
      for (int k = 0; k < 1 + static_cast<int>(rng() % 3); ++k) s[rng() % s.size()] = alphabet[rng() % 64];
    } else {
      for (std::size_t n = rng() % 40; n > 0; --n) s += alphabet[rng() % alphabet.size()];
    }
    LzDecoded d = lz_decompress_base64(s, LzAlphabet::base64, 1 << 16);
    if (d.error) {
      ++errors;
      EXPECT_LE(d.error->offset, s.size());
      EXPECT_FALSE(d.error->message.empty());
    }
  }
  EXPECT_GT(errors, 1000);  // most garbage is rejected, not decoded silently
}

TEST(Utf16, InvalidUtf8BecomesReplacementCharacters) {
  EXPECT_EQ(utf8_to_utf16("a\xFF" "b"), u"a\uFFFDb");
  EXPECT_EQ(utf8_to_utf16("\xE2\x82"), u"\uFFFD\uFFFD");        // truncated
  EXPECT_EQ(utf8_to_utf16("\xC0\xAF"), u"\uFFFD\uFFFD");        // overlong
  EXPECT_EQ(utf8_to_utf16("\xED\xA0\x80"), u"\uFFFD\uFFFD\uFFFD");  // encoded surrogate
  EXPECT_EQ(utf8_to_utf16("\xF0\x9D\x84\x9E"), u"\U0001D11E");  // a surrogate pair
  EXPECT_EQ(utf16_to_utf8(u"\U0001D11E\u00E9"), "\xF0\x9D\x84\x9E\xC3\xA9");
  std::size_t bad = 99;
  EXPECT_FALSE(utf16_to_utf8(std::u16string(u"ab") + char16_t(0xDC00), &bad));
  EXPECT_EQ(bad, 2u);
}

}  // namespace
}  // namespace rfsat::formats
