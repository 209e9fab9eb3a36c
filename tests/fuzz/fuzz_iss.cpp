// libFuzzer harness of the Interactive Sudoku Solver reader (src/formats/iss):
// constraint strings (.Type~arg~...) and the plain grid forms -> .rf text ->
// the normal path. A rejection carries a message (harness.hpp,
// import_and_load). Dictionary: dict/iss.dict (every ISS type name).
#include "harness.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  rfsat::fuzz::import_and_load(rfsat::fuzz::text_of(data, size),
                               rfsat::formats::ClassicFormat::iss);
  return 0;
}
