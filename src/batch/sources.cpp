// Where a collection's items come from (batch.hpp): the non-blank lines of
// a stream, read a character at a time through its buffer so that a line
// never grows past what --memory-limit allows (a stream without newlines,
// /dev/zero, would otherwise be held whole), with read errors told from
// the end of the input (a directory or a closed descriptor as standard
// input reads as empty through iostreams); the grids of a classic file; and
// how a source ended, printed and recorded (print_end).
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

#include "batch.hpp"
#include "diagnostics.hpp"
#include "printable.hpp"
#include "report.hpp"

namespace rfsat::batch {

bool LineSource::read_line(std::string& text) {
  text.clear();
  if (ended_) return false;
  std::streambuf* buffer = in_.rdbuf();
  try {
    for (;;) {
      const int c = buffer->sbumpc();
      if (c == std::char_traits<char>::eof()) {
        const int error = errno;
        ended_ = true;
        // std::cin reads C's stdin (synced): its error flag tells an error from the end.
        if (&in_ == &std::cin && std::ferror(stdin)) {
          stopped_ = End{End::Kind::read_error,
                         std::string("cannot read standard input (") +
                             std::strerror(error != 0 ? error : EIO) + ")",
                         line_ + 1};
          return false;
        }
        return !text.empty();  // a last line without its newline
      }
      if (c == '\n') return true;
      if (text.size() >= max_line_bytes_) {
        ended_ = true;
        stopped_ =
            End{End::Kind::limit, LoadReadLimit(text.size(), limit_bytes_).what(), line_ + 1};
        return false;
      }
      text.push_back(static_cast<char>(c));
    }
  } catch (const std::exception& e) {  // std::filebuf throws on a read error
    ended_ = true;
    const auto* failure = dynamic_cast<const std::ios_base::failure*>(&e);
    stopped_ = End{End::Kind::read_error,
                   "cannot read the input (" +
                       (failure ? failure->code().message() : std::string(e.what())) + ")",
                   line_ + 1};
    return false;
  }
}

bool LineSource::next(Item& item) {
  while (read_line(item.text)) {
    ++line_;
    if (!item.text.empty() && item.text.back() == '\r') item.text.pop_back();
    if (item.text.find_first_not_of(" \t") == std::string::npos) continue;
    item.line = line_;
    item.grid.reset();
    return true;
  }
  return false;
}

bool GridSource::next(Item& item) {
  if (at_ >= grids_.size()) return false;
  item.grid = std::move(grids_[at_++]);
  item.line = item.grid->pos.line;
  item.text.clear();
  return true;
}

LineSource line_source(std::istream& in, std::size_t limit_mb) {
  const LoadLimits limits = load_limits(std::nullopt, limit_mb);
  return LineSource(in, formats::reader_cap(std::nullopt, limits).max_bytes, limits.memory_bytes);
}

std::optional<End> unfinished(const Source& source, long long items) {
  if (source.stopped()) return source.stopped();
  if (items == 0) return End{End::Kind::empty, "no puzzle in this input (an empty collection)", 0};
  return std::nullopt;
}

void print_end(const End& end, const std::string& name, const Options& o, std::ostream& out,
               std::ostream& err) {
  const bool limit = end.kind == End::Kind::limit;
  const long long line = end.line > 0 ? end.line + o.first_line - 1 : 0;  // as the items'
  const std::string where = line > 0 ? name + ':' + std::to_string(line) : name;
  err << text::printable(where) << (limit ? ": " : ": error: ") << end.message << '\n';
  if (o.report) {
    o.report->add(limit ? solve::check_record(name, line, solve::refusal(end.message))
                        : solve::error_record(name, line, end.message, line, 0));
    o.report->flush();
  } else if (end.kind != End::Kind::empty) {
    solve::write_item_error(out, o.output, name, line, end.message, 0, "");
    out.flush();
  }
}

}  // namespace rfsat::batch
