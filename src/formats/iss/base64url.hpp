// The base64url alphabet ISS writes its binary keys (binary_key.cpp) and
// its Regex and NFA texts (nfa_text.cpp) in: RFC 4648 §5, value = index.
#pragma once

#include <string_view>

namespace rfsat::formats::iss {

inline constexpr std::string_view kBase64Url =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

}  // namespace rfsat::formats::iss
