// `--fetch`: lets this process fetch SudokuPad short links over the network
// (src/net/http_get.hpp, libcurl) through the hook of
// src/formats/import/short_links.hpp. The API's address is SudokuPad's, or
// RFSAT_SUDOKUPAD_API when set (a mirror, or the local server of the tests:
// tests/formats/fetch_test.sh). docs/formats.md, "Short links".
#pragma once

namespace rfsat::cli {

void allow_fetching_short_links();

}  // namespace rfsat::cli
