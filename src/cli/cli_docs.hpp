// What the option table of main.cpp says, in other shapes: the manual page
// (roff, `man 7 man-pages`), a bash completion script, `rfsat help`, and the
// command a mistyped name most likely meant. Each walks the CLI11 App that
// main() declared, so no option is described twice (the build writes
// rfsat.1 and the completion with `rfsat manpage` and `rfsat completion
// bash`; `cmake --install` installs both).
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <string_view>

namespace rfsat::cli {

// The whole manual page: NAME, SYNOPSIS, DESCRIPTION, one subsection per
// command with its arguments and options, EXIT STATUS, FILES, SEE ALSO.
std::string man_page(const CLI::App& app, std::string_view version);

// A bash script defining `_rfsat` and `complete -F _rfsat rfsat`: command
// names first, then the chosen command's options, file names elsewhere.
std::string bash_completion(const CLI::App& app);

// The visible command closest to `word` (edit distance at most 2, or a
// prefix of one), or "" when none is close.
std::string closest_command(const CLI::App& app, std::string_view word);

}  // namespace rfsat::cli
