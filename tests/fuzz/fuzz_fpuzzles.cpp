// libFuzzer harness of the f-puzzles JSON reader (src/formats/fpuzzles,
// src/formats/import): bytes -> JSON -> .rf text with origins -> the
// normal path (grammar, semantic pass); a rejection carries a message
// (harness.hpp, import_and_load). Dictionary: dict/fpuzzles.dict.
#include "harness.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  rfsat::fuzz::import_and_load(rfsat::fuzz::text_of(data, size),
                               rfsat::formats::ClassicFormat::fpuzzles);
  return 0;
}
