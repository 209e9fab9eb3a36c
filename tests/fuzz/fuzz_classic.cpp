// libFuzzer harness of the classic readers (src/formats/classic): the first
// byte picks the format (line, sdm, sdk, ss, spf, msk, sdx, candidates), the
// rest is the text; content detection runs on it too. Every grid read is
// turned into a model and written back in its own format when nothing is
// lost; that text must read back as the same givens and candidates.
#include <array>
#include <sstream>

#include "classic/to_model.hpp"
#include "classic/write.hpp"
#include "format.hpp"
#include "harness.hpp"
#include "load.hpp"

namespace {

using rfsat::formats::ClassicFormat;
using rfsat::formats::classic::ClassicGrid;

constexpr std::array kFormats = {
    ClassicFormat::line, ClassicFormat::sdm, ClassicFormat::sdk, ClassicFormat::ss,
    ClassicFormat::spf,  ClassicFormat::msk, ClassicFormat::sdx, ClassicFormat::candidates_print};

void round_trip(const ClassicGrid& g, ClassicFormat f) {
  if (!rfsat::formats::classic::lost_in(g, f).empty()) return;
  const std::string written = rfsat::formats::classic::write_classic(g, f);
  std::ostringstream err;
  auto again = rfsat::formats::read_grids("written", written, f, err);
  if (!again || again->empty())
    rfsat::fuzz::fail("a written grid does not read back", written + "\n" + err.str());
  const ClassicGrid& h = again->front();
  for (int c = 0; c < g.cell_count(); ++c)
    if (h.size != g.size || g.mask_of(c) != h.mask_of(c))
      rfsat::fuzz::fail("a written grid reads back different", written);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const ClassicFormat f = kFormats[data[0] % kFormats.size()];
  const std::string text = rfsat::fuzz::text_of(data + 1, size - 1);
  (void)rfsat::formats::detect_format(text, "");
  std::ostringstream err;
  auto grids = rfsat::formats::read_grids("fuzz", text, f, err);
  if (!grids) {
    rfsat::fuzz::require_message(err.str());
    return 0;
  }
  int n = 0;
  for (const ClassicGrid& g : *grids) {
    if (++n > 3) break;
    round_trip(g, f);
    (void)rfsat::formats::classic::to_model(g);
  }
  return 0;
}
