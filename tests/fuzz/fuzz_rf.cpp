// libFuzzer harness of the .rf reader: bytes -> grammar (X3) -> semantic
// pass -> encoding. A rejected input must carry a file:line:col error; an
// accepted one is encoded under a budget of 2^19 literals (solving is
// fuzz_e2e's job). Seeds: corpus/rf, dictionary: dict/rf.dict (every
// keyword of the rule registry).
#include <sstream>

#include "cage_prune.hpp"
#include "encode.hpp"
#include "harness.hpp"
#include "load.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = rfsat::fuzz::text_of(data, size);
  std::ostringstream err;
  std::optional<rfsat::model::Puzzle> p;
  try {
    p = rfsat::formats::load_puzzle_text("fuzz.rf", text, err, rfsat::fuzz::kLoadLimits);
  } catch (const rfsat::LoadMemoryLimit&) {
    return 0;
  }
  if (!p) {
    rfsat::fuzz::require_located(err.str(), "fuzz.rf");
    return 0;
  }
  if (p->symbols.size() > rfsat::enc::kMaxSymbols) return 0;
  try {
    (void)rfsat::enc::encode_domains(*p, rfsat::presolve::pruned_domains(*p),
                                     {.max_literals = 1 << 19});
  } catch (const rfsat::cnf::LimitExceeded&) {
  }
  return 0;
}
