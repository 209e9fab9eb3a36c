// Text from puzzles and file names made safe to print on a terminal, in a
// CI log or in a report: control characters (line breaks, ESC, DEL, the C1
// controls) and bytes that are not UTF-8 are written as escapes, so a
// puzzle cannot start a new log line (a GitHub `::warning` workflow
// command), move the cursor or recolour the terminal, and two different
// invalid bytes stay different ("\xff", "\xfe"). Valid UTF-8 and tabs are
// kept. Entry points: printable() for one piece of text, PrintableStreambuf
// for a whole stream (rfsat's stderr, where every diagnostic goes).
//
//   printable("5\n::warning")  == "5\\n::warning"
//   printable("a\x1b[31mb")    == "a\\x1b[31mb"
#pragma once

#include <mutex>
#include <streambuf>
#include <string>
#include <string_view>

namespace rfsat::text {

// Line breaks as "\n" and "\r"; other controls and invalid bytes as "\xNN"
// (a C1 control as "\u0085").
std::string printable(std::string_view text);

// The same for a stream, except that line feeds pass (they end the lines
// rfsat writes): installed on std::cerr by main, so no diagnostic, however
// it was composed, writes an ESC or an invalid byte. UTF-8 sequences split
// across writes are kept together; writes from several threads are
// serialised (each is escaped whole).
class PrintableStreambuf : public std::streambuf {
 public:
  explicit PrintableStreambuf(std::streambuf* target) : target_(target) {}
  ~PrintableStreambuf() override {
    std::lock_guard<std::mutex> lock(mutex_);
    flush_pending(true);
  }

 protected:
  int_type overflow(int_type c) override;
  std::streamsize xsputn(const char* s, std::streamsize n) override;
  int sync() override;

 private:
  void flush_pending(bool complete);
  std::streambuf* target_;
  std::string pending_;  // the start of a UTF-8 sequence not yet complete
  std::mutex mutex_;     // guards pending_
};

}  // namespace rfsat::text
