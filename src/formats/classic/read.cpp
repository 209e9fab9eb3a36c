// read_classic (read.hpp): splits the text into numbered lines and hands them
// to the reader of the format's family (read_line.cpp, read_rows.cpp,
// read_boxed.cpp, read_candidates.cpp). Rule files and cdok specs have
// readers of their own and are refused here.
#include "classic/read_parts.hpp"

namespace rfsat::formats::classic {

std::optional<std::vector<ClassicGrid>> read_classic(std::string_view text, ClassicFormat f,
                                                     Diagnostics& diags) {
  using namespace detail;
  const std::vector<TextLine> lines = split_lines(text);
  std::optional<ClassicGrid> one;
  switch (f) {
    case ClassicFormat::line:
    case ClassicFormat::sdm: return read_lines(lines, diags);
    case ClassicFormat::sdk: one = read_sdk(lines, diags); break;
    case ClassicFormat::ss:
    case ClassicFormat::ss_spaced:
    case ClassicFormat::ss_old:
    case ClassicFormat::spf: one = read_boxed(lines, diags); break;
    case ClassicFormat::msk: one = read_msk(lines, diags); break;
    case ClassicFormat::sdx: one = read_sdx(lines, diags); break;
    case ClassicFormat::candidates_print: one = read_candidates_print(lines, diags); break;
    case ClassicFormat::rf:
      diags.error({}, "a rule file (.rf) is read by the rule-file parser, not as a classic grid");
      break;
    case ClassicFormat::cdok:
      diags.error({}, "a calcudoku spec is read by the cdok reader, not as a classic grid");
      break;
    case ClassicFormat::fpuzzles:
    case ClassicFormat::fpuzzles_url:
    case ClassicFormat::sudokupad:
    case ClassicFormat::iss:
    case ClassicFormat::sudocue:
      diags.error({}, "a variant puzzle is read by its importer (load.hpp), not as a classic grid");
      break;
  }
  if (!one) return std::nullopt;
  return std::vector<ClassicGrid>{std::move(*one)};
}

}  // namespace rfsat::formats::classic
