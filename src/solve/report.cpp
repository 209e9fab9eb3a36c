// Results as text (report.hpp): solve's solutions and verdict line, its
// JSON object, check's verdict lines and a collection's line per puzzle.
// Both JSON objects come from json_of; nlohmann::json keeps keys sorted, so
// the order in which they are set does not show.
#include "report.hpp"

#include <nlohmann/json.hpp>
#include <ostream>

#include "cdok/model.hpp"
#include "cdok/read.hpp"
#include "cdok/write.hpp"
#include "printable.hpp"

namespace rfsat::solve {
namespace {

// A Nylimb calcudoku's solution: its values 0..99, comma-separated (they
// have no one-character symbols).
std::string values_line(const model::Puzzle& p, const model::Assignment& a) {
  std::string s;
  for (int v : formats::cdok::calcudoku_values(p, a)) s += (s.empty() ? "" : ",") + std::to_string(v);
  return s;
}

// What every JSON result holds: verdict, count, complete, and the solutions
// as lines.
nlohmann::json json_of(const Shown& shown, const Result& r) {
  const model::Puzzle& p = shown.puzzle;
  nlohmann::json j;
  j["verdict"] = verdict_text(r);
  j["count"] = r.enumeration.solutions.size();
  j["complete"] = r.enumeration.complete;
  j["solutions"] = nlohmann::json::array();
  for (const auto& a : r.enumeration.solutions)
    j["solutions"].push_back(shown.calc && shown.calc->nylimb ? values_line(p, a) : format_line(p, a));
  return j;
}

// One solution as text in the chosen format (not json).
std::string solution_text(Format f, const Shown& shown, const model::Assignment& a) {
  const model::Puzzle& p = shown.puzzle;
  if (f == Format::cdok || f == Format::cdok_utf8) {
    const std::vector<int> v = formats::cdok::calcudoku_values(p, a);
    return formats::cdok::write_cdok_picture(*shown.calc, &v, f == Format::cdok_utf8);
  }
  if (shown.from_cdok && f == Format::grid)
    return formats::cdok::write_cdok_values(shown.calc->size, formats::cdok::calcudoku_values(p, a));
  if (shown.from_cdok && shown.calc->nylimb) return values_line(p, a) + '\n';
  return f == Format::line ? format_line(p, a) + '\n' : format_grid(p, a);
}

void write_json(std::ostream& out, const Shown& shown, const Result& r, const std::string& file) {
  nlohmann::json j = json_of(shown, r);
  j["file"] = file;
  if (shown.calc) {  // calcudokus: every solution's values, row-major
    j["values"] = nlohmann::json::array();
    for (const auto& a : r.enumeration.solutions)
      j["values"].push_back(formats::cdok::calcudoku_values(shown.puzzle, a));
  }
  j["time"] = r.total_seconds;
  j["variables"] = r.variables;
  j["clauses"] = r.clauses;
  j["conflicts"] = r.enumeration.conflicts;
  out << j.dump() << '\n';
}

}  // namespace

void write_result(std::ostream& out, Format format, const Shown& shown, const Result& r,
                  const std::string& file) {
  if (format == Format::json) return write_json(out, shown, r, file);
  const auto& sols = r.enumeration.solutions;
  for (std::size_t i = 0; i < sols.size(); ++i) {
    if (format == Format::line) {
      out << solution_text(format, shown, sols[i]);
    } else {
      if (i > 0) out << '\n';
      out << "solution " << i + 1 << ":\n" << solution_text(format, shown, sols[i]);
    }
  }
  if (format != Format::line && !sols.empty()) out << '\n';
  out << verdict_text(r) << '\n';
}

void write_stats(std::ostream& err, const Result& r) {
  err << "stats: variables " << r.variables << ", clauses " << r.clauses << ", encode "
      << r.encode_seconds * 1000 << " ms, total " << r.total_seconds * 1000 << " ms, conflicts "
      << r.enumeration.conflicts << "\n";
}

void write_verdict(std::ostream& out, const std::string& where, const Result& r) {
  out << where << ": " << verdict_text(r) << '\n';
}

void write_item(std::ostream& out, ItemFormat format, const model::Puzzle& p, const Result& r,
                const std::string& name, long long line, const std::string& input) {
  const auto& sols = r.enumeration.solutions;
  switch (format) {
    case ItemFormat::verdict:
      return write_verdict(out, text::printable(name) + ":" + std::to_string(line), r);
    case ItemFormat::line:
      if (verdict_of(r) == Verdict::unique) out << format_line(p, sols[0]) << '\n';
      else out << "line " << line << ": " << verdict_text(r) << '\n';
      return;
    case ItemFormat::grid:
      out << "line " << line << ": " << verdict_text(r) << '\n';
      for (const auto& a : sols) out << format_grid(p, a) << '\n';
      return;
    case ItemFormat::json: {
      nlohmann::json j = json_of({p}, r);
      j["line"] = line;
      if (!input.empty()) j["input"] = input;
      out << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
      return;
    }
  }
}

void write_item_error(std::ostream& out, ItemFormat format, const std::string& name, long long line,
                      const std::string& message, int column, const std::string& input) {
  switch (format) {
    case ItemFormat::verdict:
      out << text::printable(name) << ':' << line << ": error\n";
      return;
    case ItemFormat::line:
    case ItemFormat::grid:
      out << "line " << line << ": error: " << message;
      if (column > 0) out << " (column " << column << ')';
      out << '\n';
      return;
    case ItemFormat::json: {
      nlohmann::json j;
      j["line"] = line;
      j["verdict"] = "error";
      j["error"]["message"] = message;
      if (column > 0) j["error"]["column"] = column;
      if (!input.empty()) j["input"] = input;
      // A bad line may hold invalid UTF-8: replaced (U+FFFD), never thrown.
      out << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
      return;
    }
  }
}

}  // namespace rfsat::solve
