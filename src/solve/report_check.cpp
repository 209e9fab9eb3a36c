// `rfsat check`'s reports (report.hpp): one record per puzzle written as a
// verdict line, a JUnit XML test case (GitHub, GitLab and Jenkins ingest the
// document), a GitHub workflow command that annotates the puzzle's file, or
// a JSON object per line; and the summary counts. A unique puzzle whose
// solution is not the one its input carries is its own verdict in each. Formats as read by their
// consumers: JUnit's testsuite/testcase/failure/error elements with
// time in seconds; GitHub's `::error file=F,line=L,title=T::message` with
// `%`, CR, LF (and in properties `:` and `,`) percent-encoded. A record's
// file name and message are made printable first (text::printable): no
// control character can start a log line or a workflow command, and an
// invalid byte shows as "\xff" in every format (JUnit's XML stays
// well-formed).
#include <cstdio>
#include <nlohmann/json.hpp>
#include <ostream>

#include "printable.hpp"
#include "report.hpp"
#include "xml_escape.hpp"

namespace rfsat::solve {
namespace {

using Status = CheckRecord::Status;

std::string seconds_text(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", s);
  return buf;
}

// Where the record points: the collection line, else line 1 of the file.
long long record_line(const CheckRecord& r) { return r.line > 0 ? r.line : 1; }

std::string where(const CheckRecord& r) {
  return r.line > 0 ? r.file + ":" + std::to_string(r.line) : r.file;
}

// The verdict as the text report says it, with the carried solution's match.
std::string verdict_line(const CheckRecord& r) {
  if (r.status == Status::differs) return "unique, solution differs (" + r.message + ")";
  if (r.matches_input_solution) return r.verdict + ", and equal to the solution in the input";
  return r.verdict;
}

// What a failing record says: the diagnostic of an input error, else the verdict.
std::string message_of(const CheckRecord& r) {
  return r.status == Status::error ? r.message : verdict_line(r);
}

std::string count_of(long long n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string xml(const std::string& s) { return text::xml_escape(s, text::XmlControl::mark); }

// GitHub workflow commands: data escapes %, CR and LF; properties also : and ,.
std::string github_escape(const std::string& s, bool property) {
  std::string out;
  for (char c : s) {
    if (c == '%')
      out += "%25";
    else if (c == '\r')
      out += "%0D";
    else if (c == '\n')
      out += "%0A";
    else if (property && c == ':')
      out += "%3A";
    else if (property && c == ',')
      out += "%2C";
    else
      out += c;
  }
  return out;
}

std::string junit_case(const CheckRecord& r) {
  const long long line =
      r.status == Status::error && r.error_line > 0 ? r.error_line : record_line(r);
  std::string s = "    <testcase name=\"" + xml(where(r)) + "\" classname=\"rfsat.check\" file=\"" +
                  xml(r.file) + "\" line=\"" + std::to_string(line) + "\" time=\"" +
                  seconds_text(r.seconds) + "\"";
  std::string warned;
  for (const std::string& w : r.warnings) warned += xml(where(r) + ": warning: " + w) + "\n";
  if (!warned.empty()) warned = "      <system-err>" + warned + "</system-err>\n";
  if (r.status == Status::pass)
    return warned.empty() ? s + "/>\n" : s + ">\n" + warned + "    </testcase>\n";
  const bool error = r.status == Status::error || r.status == Status::limit;
  const char* element = error ? "error" : "failure";
  const std::string type = r.status == Status::error     ? "input error"
                           : r.status == Status::limit   ? "time limit"
                           : r.status == Status::differs ? "solution differs"
                                                         : "not unique";
  std::string detail = where(r) + ": " + message_of(r);
  if (r.status == Status::error && r.error_line > 0)
    detail = r.file + ":" + std::to_string(r.error_line) + ":" + std::to_string(r.error_column) +
             ": " + r.message;
  return s + ">\n      <" + element + " message=\"" + xml(message_of(r)) + "\" type=\"" + type +
         "\">" + xml(detail) + "</" + element + ">\n" + warned + "    </testcase>\n";
}

std::string github_line(const CheckRecord& r) {
  std::string props = "file=" + github_escape(r.file, true);
  if (r.status == Status::error && r.error_line > 0) {
    props += ",line=" + std::to_string(r.error_line);
    if (r.error_column > 0) props += ",col=" + std::to_string(r.error_column);
  } else {
    props += ",line=" + std::to_string(record_line(r));
  }
  props += ",title=" +
           github_escape(
               r.status == Status::differs ? "rfsat check: solution differs" : "rfsat check", true);
  return "::error " + props + "::" + github_escape(message_of(r), false) + "\n";
}

// A warning of the record as a workflow command on its file.
std::string github_warnings(const CheckRecord& r) {
  std::string out;
  for (const std::string& w : r.warnings)
    out += "::warning file=" + github_escape(r.file, true) +
           ",line=" + std::to_string(record_line(r)) +
           ",title=" + github_escape("rfsat check", true) + "::" + github_escape(w, false) + "\n";
  return out;
}

std::string json_line(const CheckRecord& r) {
  static const char* const kStatus[] = {"pass", "fail", "error", "limit", "fail"};
  nlohmann::json j;
  j["file"] = r.file;
  if (r.line > 0) j["line"] = r.line;
  j["status"] = kStatus[static_cast<int>(r.status)];
  j["verdict"] = r.verdict;
  j["time"] = r.seconds;
  if (r.status == Status::error) {
    j["message"] = r.message;
    if (r.error_line > 0) j["error_line"] = r.error_line;
    if (r.error_column > 0) j["error_column"] = r.error_column;
  } else {
    j["count"] = r.count;
    j["complete"] = r.complete;
    j["conflicts"] = r.conflicts;
  }
  if (r.matches_input_solution) j["matches_input_solution"] = *r.matches_input_solution;
  if (r.status == Status::differs) j["message"] = r.message;
  if (!r.warnings.empty()) j["warnings"] = r.warnings;
  // A message quoting a bad line may hold invalid UTF-8: replaced, not thrown.
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace

CheckRecord check_record(const std::string& file, long long line, const Result& r) {
  CheckRecord c;
  c.file = text::printable(file);
  c.line = line;
  c.verdict = verdict_text(r);
  c.count = r.enumeration.solutions.size();
  c.complete = r.enumeration.complete;
  c.seconds = r.total_seconds;
  c.conflicts = r.enumeration.conflicts;
  switch (verdict_of(r)) {
    case Verdict::unique:
      c.status = Status::pass;
      break;
    case Verdict::limit:
      c.status = Status::limit;
      break;
    default:
      c.status = Status::fail;
      break;
  }
  return c;
}

CheckRecord error_record(const std::string& file, long long line, std::string message,
                         long long error_line, int error_column) {
  CheckRecord c;
  c.status = Status::error;
  c.file = text::printable(file);
  c.line = line;
  c.verdict = "error";
  c.message = text::printable(message);
  c.error_line = error_line;
  c.error_column = error_column;
  return c;
}

std::string tally_text(const CheckTally& t) {
  return count_of(t.puzzles, "puzzle", "puzzles") + ": " + std::to_string(t.unique) + " unique, " +
         (t.differs > 0 ? std::to_string(t.differs) + " solution differs, " : "") +
         std::to_string(t.multiple) + " multiple, " + std::to_string(t.none) + " no solution, " +
         std::to_string(t.limit) + " stopped by the time limit, " +
         count_of(t.errors, "error", "errors");
}

void CheckReport::add(const CheckRecord& r) {
  ++tally_.puzzles;
  tally_.seconds += r.seconds;
  switch (r.status) {
    case Status::pass:
      ++tally_.unique;
      break;
    case Status::error:
      ++tally_.errors;
      break;
    case Status::limit:
      ++tally_.limit;
      break;
    case Status::fail:
      ++(r.count == 0 ? tally_.none : tally_.multiple);
      break;
    case Status::differs:
      ++tally_.differs;
      break;
  }
  switch (format_) {
    case CheckFormat::text:
      out_ << where(r) << ": " << verdict_line(r) << '\n';
      break;
    case CheckFormat::junit:
      cases_ += junit_case(r);
      break;
    case CheckFormat::github:
      out_ << github_warnings(r);
      if (r.status != Status::pass) out_ << github_line(r);
      break;
    case CheckFormat::json:
      out_ << json_line(r);
      break;
  }
}

bool CheckReport::flush() { return static_cast<bool>(out_.flush()); }

void CheckReport::finish() {
  if (format_ != CheckFormat::junit) return;
  const CheckTally& t = tally_;
  const std::string failures = std::to_string(t.none + t.multiple + t.differs),
                    errors = std::to_string(t.errors + t.limit);
  const std::string counts = "tests=\"" + std::to_string(t.puzzles) + "\" failures=\"" + failures +
                             "\" errors=\"" + errors + "\" time=\"" + seconds_text(t.seconds) +
                             "\"";
  out_ << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
       << "<testsuites name=\"rfsat check\" " << counts << ">\n"
       << "  <testsuite name=\"rfsat check\" " << counts << " skipped=\"0\">\n"
       << cases_ << "  </testsuite>\n</testsuites>\n";
}

}  // namespace rfsat::solve
