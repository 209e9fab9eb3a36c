// DRAT proof reader of the certificate checker (src/proof/): text DRAT
// ("1 -2 0", "d 1 -2 0", "c ..." comments) and binary DRAT as CaDiCaL and
// drat-trim write it ('a' or 'd', then each literal as 2*var+sign in 7-bit
// groups, low group first, high bit = another group follows, then a 0 byte).
// Entry points: detect_proof_format() (drat-trim's rule) and read_proof().
// Malformed input throws an InputError naming the byte offset; a clause cut
// off by the end of the file is reported as a truncated proof.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "drat_check.hpp"
#include "input_error.hpp"

namespace rfsat::proof {

struct ProofStep {
  std::uint64_t offset = 0;  // byte offset where the step starts in the proof
  std::uint64_t begin = 0;   // index of its first literal in Proof::literals
  std::uint32_t size = 0;    // number of literals, as written (duplicates kept)
  bool deletion = false;
};

struct Proof {
  bool binary = false;
  std::uint32_t max_variable = 0;      // largest variable in any step
  std::vector<std::int32_t> literals;  // all steps' literals, no terminators
  std::vector<ProofStep> steps;
};

// drat-trim's detection: binary if one of the first 12 bytes is outside
// the text alphabet (digits, '-', ' ', 'c', 'd', CR, LF, tab), letters being
// allowed after a leading "c " comment. Never returns ProofFormat::detect.
ProofFormat detect_proof_format(std::string_view bytes);

// Parses every step of the proof (format detect, text or binary). Variables
// above `max_variable` are an error: they would only make the checker
// allocate for garbage. Throws InputError.
Proof read_proof(std::string_view bytes, ProofFormat format, std::uint32_t max_variable);

}  // namespace rfsat::proof
