// UTF-8 <-> UTF-16 for the lz-string codec (lz_string.hpp), whose strings
// are JavaScript's UTF-16 code units. Code points above U+FFFF become
// surrogate pairs and back.
//
//   std::u16string u = rfsat::formats::utf8_to_utf16("R1C1 ✓");
//   auto s = rfsat::formats::utf16_to_utf8(u);  // nullopt on a lone surrogate
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace rfsat::formats {

// Invalid UTF-8 (a stray continuation byte, a truncated or overlong
// sequence, a surrogate code point) becomes U+FFFD, as a browser does.
std::u16string utf8_to_utf16(std::string_view utf8);

// nullopt if `units` holds a lone surrogate; `*bad` (if given) is then its
// index.
std::optional<std::string> utf16_to_utf8(std::u16string_view units, std::size_t* bad = nullptr);

}  // namespace rfsat::formats
