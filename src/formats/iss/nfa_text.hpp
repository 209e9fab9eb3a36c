// ISS's text forms of its Regex and NFA arguments (js/sudoku_constraint.js,
// js/nfa_builder.js NFASerializer; read for their meaning): a Regex pattern
// is base64url of its characters (or, in old links, percent-encoded when it
// holds '%' or '.'); an NFA is base64url of a bit stream: a header (format
// plain or packed, state bits, symbol count, start and accept counts, which
// starts accept), then each state's transitions. Symbols are ISS's value
// indices 0.. (value min_value + index). Entry points: decode_pattern,
// encode_pattern, decode_nfa, encode_nfa. Internal to iss/.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "automaton_kinds.hpp"

namespace rfsat::formats::iss {

// nullopt with `why` set when the text is not base64url (or percent form).
std::optional<std::string> decode_pattern(std::string_view text, std::string& why);
std::string encode_pattern(std::string_view pattern);

// The NFA of `text` (states numbered as ISS numbers them: starts first, then
// the other accepting states); nullopt with `why` for a malformed stream.
// "" is the NFA without states (it accepts nothing).
std::optional<model::Nfa> decode_nfa(std::string_view text, std::string& why);
// The plain format with `symbols` symbols (1..16); states renumbered as ISS
// does. An NFA without start state is "".
std::string encode_nfa(const model::Nfa& nfa, int symbols);

}  // namespace rfsat::formats::iss
