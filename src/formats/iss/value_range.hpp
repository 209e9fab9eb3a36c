// ISS's value ranges (`.Shape~RxC~N`, `.Shape~RxC~A-B`): grids with more
// values than a house has cells (`6x6~9`) and 0-indexed grids (`9x9~0-8`),
// read as ISS's js/cell_geometry.js defines them; the `values` header that
// says them in `.rf`; and the types whose `.rf` meaning is known to equal
// ISS's on such grids. Entry points: read_value_range (the layout pass),
// value_header (the header), values_refusal (every rule). Internal to
// iss/.
#pragma once

#include <string>
#include <string_view>

#include "iss/reader.hpp"

namespace rfsat::formats::iss {

// `range` is the part after .Shape~RxC~ ("" for the default): N (values
// 1..N) or A-B with A 0 or 1. Sets rd.values and rd.min_value; an error at
// the item (false) for any other range or one ISS refuses.
bool read_value_range(Reader& rd, const Item& it, const std::string& range);

// `values = ...` (symbols 1-9, A-G, and 0 with `symvalue(0, 0)` in a
// 0-indexed grid) and the grid's size when it differs from the values'.
void value_header(Reader& rd);

// Why rfsat does not read an item of `type` on this grid's values, "" when
// it does: the types whose meaning depends on where a value lies in the
// range are read only on 1..N, and GlobalEntropy and DutchFlatmates only on
// 1-9 (as ISS).
std::string values_refusal(const Reader& rd, std::string_view type);

}  // namespace rfsat::formats::iss
