// libFuzzer harness of the cdok calcudoku reader (src/formats/cdok): the
// first byte's low bit picks Nylimb mode, the rest is the spec. A spec read
// is turned into a model, written back (write_cdok) and read again: the
// second reading must succeed and write the same text.
#include <sstream>

#include "cdok/model.hpp"
#include "cdok/write.hpp"
#include "harness.hpp"
#include "load.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const bool nylimb = data[0] & 1;
  const std::string text = rfsat::fuzz::text_of(data + 1, size - 1);
  std::ostringstream err;
  auto spec = rfsat::formats::read_calcudoku("fuzz.puz", text, nylimb, err);
  if (!spec) {
    rfsat::fuzz::require_message(err.str());
    return 0;
  }
  (void)rfsat::formats::cdok::calcudoku_model(*spec);
  const std::string written = rfsat::formats::cdok::write_cdok(*spec);
  std::ostringstream err2;
  auto again = rfsat::formats::read_calcudoku("written.puz", written, nylimb, err2);
  if (!again) rfsat::fuzz::fail("a written spec does not read back", written + "\n" + err2.str());
  if (rfsat::formats::cdok::write_cdok(*again) != written)
    rfsat::fuzz::fail("a written spec reads back different", written);
  return 0;
}
