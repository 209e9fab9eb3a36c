// man_page, bash_completion and closest_command (cli_docs.hpp), generated
// from the declared options. Roff escaping after groff_man(7): a backslash
// is \e, a hyphen in an option name \-, a line starting with . or ' gets \&.
#include "cli_docs.hpp"

#include <algorithm>
#include <sstream>
#include <vector>

#include "edit_distance.hpp"

namespace rfsat::cli {
namespace {

std::vector<const CLI::App*> commands(const CLI::App& app) {
  return app.get_subcommands([](const CLI::App* s) { return !s->get_group().empty(); });
}

std::string roff(std::string_view text) {
  std::string out;
  for (char ch : text) {
    if (ch == '\\')
      out += "\\e";
    else if (ch == '-')
      out += "\\-";
    else
      out += ch;
  }
  if (!out.empty() && (out.front() == '.' || out.front() == '\'')) out.insert(0, "\\&");
  return out;
}

// "--count,-n" as the manual writes it: \fB\-\-count\fR, \fB\-n\fR \fIN\fR.
std::string option_heading(const CLI::Option* o) {
  std::string names;
  for (const std::string& l : o->get_lnames())
    names += (names.empty() ? "" : ", ") + ("\\fB" + roff("--" + l) + "\\fR");
  for (const std::string& s : o->get_snames())
    names += (names.empty() ? "" : ", ") + ("\\fB" + roff("-" + s) + "\\fR");
  if (!o->get_option_text().empty()) names += " \\fI" + roff(o->get_option_text()) + "\\fR";
  return names;
}

void command_section(std::ostringstream& out, const CLI::App* c) {
  std::string usage = "rfsat " + c->get_name();
  for (const CLI::Option* o :
       c->get_options([](const CLI::Option* o) { return o->get_positional(); }))
    usage += o->get_required() ? " " + o->get_name() : " [" + o->get_name() + "]";
  out << ".SS \"" << roff(usage) << "\"\n" << roff(c->get_description()) << "\n";
  for (const CLI::Option* o : c->get_options()) {
    if (o->get_group().empty() || o == c->get_help_ptr()) continue;
    const bool positional = o->get_positional();
    out << ".TP\n"
        << (positional ? "\\fI" + roff(o->get_name()) + "\\fR" : option_heading(o)) << "\n"
        << roff(o->get_description()) << "\n";
  }
}

}  // namespace

std::string man_page(const CLI::App& app, std::string_view version) {
  std::ostringstream out;
  out << ".TH RFSAT 1 \"\" \"rfsat " << version << "\" \"User Commands\"\n"
      << ".SH NAME\nrfsat \\- a SAT\\-backed compiler for Sudoku and its variants\n"
      << ".SH SYNOPSIS\n.B rfsat\n\\fICOMMAND\\fR [\\fIARGUMENTS\\fR] [\\fIOPTIONS\\fR]\n.br\n"
      << ".B rfsat help\n[\\fICOMMAND\\fR]\n"
      << ".SH DESCRIPTION\n"
      << "rfsat reads a puzzle (a rule file \\fI*.rf\\fR, a classic grid, a calcudoku spec, "
         "f\\-puzzles JSON or link, a SudokuPad link, an Interactive Sudoku Solver string or a "
         "SudoCue killer), lowers every rule to CNF, solves it with CaDiCaL and counts its "
         "solutions, so that \\fBrfsat check\\fR proves a puzzle unique.\n"
      << ".SH COMMANDS\n";
  for (const CLI::App* c : commands(app)) command_section(out, c);
  out << ".SH EXIT STATUS\n"
      << ".TP\n0\ndone; for check, every puzzle has exactly one solution\n"
      << ".TP\n1\na puzzle has no solution or several (check, verify\\-proof: rejected)\n"
      << ".TP\n2\nan input error: a file that does not read, a bad option, an output that "
         "cannot be written\n"
      << ".TP\n3\na time or memory limit stopped the work\n"
      << ".TP\n4\nan internal error\n"
      << ".SH SEE ALSO\n\\fBcadical\\fR(1), \\fBminisat\\fR(1); the documents in the "
         "repository's docs/ folder (the .rf language, formats, CI, certificates, limits)\n";
  return out.str();
}

std::string bash_completion(const CLI::App& app) {
  std::ostringstream out;
  out << "# bash completion for rfsat, written by `rfsat completion bash`\n"
      << "_rfsat() {\n"
      << "  local cur=${COMP_WORDS[COMP_CWORD]} opts\n"
      << "  if [ \"$COMP_CWORD\" -eq 1 ]; then\n"
      << "    COMPREPLY=($(compgen -W \"";
  for (const CLI::App* c : commands(app)) out << c->get_name() << ' ';
  out << "--help --version\" -- \"$cur\"))\n    return\n  fi\n"
      << "  case ${COMP_WORDS[1]} in\n";
  for (const CLI::App* c : commands(app)) {
    out << "    " << c->get_name() << ") opts=\"";
    for (const CLI::Option* o :
         c->get_options([](const CLI::Option* o) { return !o->get_positional(); })) {
      for (const std::string& l : o->get_lnames()) out << "--" << l << ' ';
      for (const std::string& s : o->get_snames()) out << '-' << s << ' ';
    }
    out << "\" ;;\n";
  }
  out << "  esac\n"
      << "  if [[ $cur == -* ]]; then\n"
      << "    COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\"))\n"
      << "  else\n"
      << "    COMPREPLY=($(compgen -f -- \"$cur\"))\n"
      << "  fi\n"
      << "}\n"
      << "complete -o filenames -o bashdefault -F _rfsat rfsat\n";
  return out.str();
}

std::string closest_command(const CLI::App& app, std::string_view word) {
  std::string best;
  std::size_t best_d = 3;
  for (const CLI::App* c : commands(app)) {
    const std::string& name = c->get_name();
    const std::size_t d = name.rfind(word, 0) == 0 && !word.empty()
                              ? 1
                              : text::edit_distance(word.substr(0, 64), name);
    if (d < best_d) best_d = d, best = name;
  }
  return best;
}

}  // namespace rfsat::cli
