// The readers behind load.hpp: a rule file's text through the grammar and the
// semantic pass, a classic file's grids, a cdok spec, each printing its
// diagnostics. Detection and opening are in load_input.cpp.
#include "load.hpp"

#include <ostream>

#include "cdok/model.hpp"
#include "files.hpp"
#include "parse.hpp"
#include "resolve.hpp"

namespace rfsat::formats {

std::optional<model::Puzzle> load_puzzle(const std::string& path, std::ostream& err) {
  std::optional<std::string> text = read_text_file(path, err);
  if (!text) return std::nullopt;
  return load_puzzle_text(path, *text, err);
}

std::optional<model::Puzzle> load_puzzle_text(const std::string& name, const std::string& text,
                                              std::ostream& err) {
  Diagnostics diags(name, text);
  std::optional<ast::RuleFile> file = parser::parse_rule_file(text, diags);
  std::optional<model::Puzzle> puzzle;
  if (file) puzzle = sema::resolve(*file, diags);
  diags.print(err);
  return puzzle;
}

std::optional<model::Puzzle> puzzle_of(const Input& in, const std::string& path, std::ostream& err) {
  if (in.calcudoku) return calcudoku_model(*in.calcudoku);
  if (!in.rule_text.empty()) return load_puzzle_text(path, in.rule_text, err);
  return load_puzzle(path, err);
}

std::optional<std::vector<formats::classic::ClassicGrid>> read_grids(const std::string& name, const std::string& text,
                                                        formats::ClassicFormat f, std::ostream& err) {
  Diagnostics diags(name, text);
  auto grids = formats::classic::read_classic(text, f, diags);
  diags.print(err);
  return grids;
}

std::optional<formats::cdok::CdokPuzzle> read_calcudoku(const std::string& name, const std::string& text,
                                              bool nylimb, std::ostream& err) {
  Diagnostics diags(name, text);
  auto spec = formats::cdok::read_cdok(text, diags, {.nylimb = nylimb});
  diags.print(err);
  return spec;
}

}  // namespace rfsat::formats
