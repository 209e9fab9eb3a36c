// File input/output helpers of the CLI: read a rule file and turn it into a
// puzzle (grammar, then semantic pass), and write outputs atomically without
// ever touching an input file.
#include "load.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "parse.hpp"
#include "resolve.hpp"

namespace rfsat::cli {

std::optional<std::string> read_text_file(const std::string& path, std::ostream& err) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    err << path << ": error: is a directory, expected a file\n";
    return std::nullopt;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    err << path << ": error: cannot open file\n";
    return std::nullopt;
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) {
    err << path << ": error: cannot read file\n";
    return std::nullopt;
  }
  return ss.str();
}

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

bool write_file_atomically(const std::string& path, const std::string& text,
                           const std::string& protect, std::ostream& err) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::exists(path, ec) && fs::exists(protect, ec) && fs::equivalent(path, protect, ec)) {
    err << path << ": error: refusing to overwrite the input file\n";
    return false;
  }
  const std::string tmp = path + ".rfsat-tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out << text;
    out.flush();
    if (!out) {
      err << path << ": error: cannot write file\n";
      std::remove(tmp.c_str());
      return false;
    }
  }
  fs::rename(tmp, path, ec);
  if (ec) {
    err << path << ": error: cannot write file (" << ec.message() << ")\n";
    std::remove(tmp.c_str());
    return false;
  }
  return true;
}

}  // namespace rfsat::cli
