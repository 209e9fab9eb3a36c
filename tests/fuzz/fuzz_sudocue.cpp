// libFuzzer harness of the SudoCue killer reader (src/formats/sudocue): the
// 81-character arrow form and the long 3x3:d:k: form -> .rf text -> the
// normal path. A rejection carries a message (harness.hpp, import_and_load).
#include "harness.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  rfsat::fuzz::import_and_load(rfsat::fuzz::text_of(data, size),
                               rfsat::formats::ClassicFormat::sudocue);
  return 0;
}
