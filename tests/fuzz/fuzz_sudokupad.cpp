// libFuzzer harness of the SudokuPad reader (src/formats/sudokupad): the
// bytes are read as SudokuPad JSON when they start with '{', else as the
// payload of a link (https://sudokupad.app/ + the bytes: fpuzzles, ctc and
// scl forms, lz-string and relaxed JSON inside); then the normal path. A
// rejection carries a message (harness.hpp, import_and_load).
#include "harness.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text = rfsat::fuzz::text_of(data, size);
  if (text.empty() || text[0] != '{') text = "https://sudokupad.app/" + text;
  rfsat::fuzz::import_and_load(text, rfsat::formats::ClassicFormat::sudokupad);
  return 0;
}
