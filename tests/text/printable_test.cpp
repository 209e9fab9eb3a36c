// text::printable and PrintableStreambuf (src/text/printable.hpp): puzzle
// text and file names reach a terminal or a CI log without a line break, an
// ESC or an invalid byte of their own, and two different invalid bytes stay
// different.
#include "printable.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

namespace rfsat::text {
namespace {

TEST(Printable, EscapesLineBreaksAndControls) {
  EXPECT_EQ(printable("5\n::warning file=evil::INJECTED"), "5\\n::warning file=evil::INJECTED");
  EXPECT_EQ(printable("a\r\nb"), "a\\r\\nb");
  EXPECT_EQ(printable("\x1b[31mred"), "\\x1b[31mred");
  EXPECT_EQ(printable(std::string("a\0b", 3)), "a\\x00b");
  EXPECT_EQ(printable("\x7f"), "\\x7f");
  EXPECT_EQ(printable("tab\tkept"), "tab\tkept");
}

TEST(Printable, ShowsEachInvalidByteAsItself) {
  EXPECT_EQ(printable("a\xff"
                      "b"),
            "a\\xffb");
  EXPECT_EQ(printable("a\xfe"
                      "b"),
            "a\\xfeb");
  EXPECT_EQ(printable("\xc0\xaf"), "\\xc0\\xaf");           // an overlong '/'
  EXPECT_EQ(printable("\xed\xa0\x80"), "\\xed\\xa0\\x80");  // a surrogate
  EXPECT_EQ(printable("\xe2\x82"), "\\xe2\\x82");           // cut off
}

TEST(Printable, KeepsValidUtf8ButNotC1Controls) {
  EXPECT_EQ(printable("caf\xc3\xa9 \xe2\x9c\x93 \xf0\x9f\x99\x82"),
            "caf\xc3\xa9 \xe2\x9c\x93 \xf0\x9f\x99\x82");
  EXPECT_EQ(printable("a\xc2\x9b"
                      "31m"),
            "a\\u009b31m");  // CSI
}

TEST(PrintableStreambuf, EscapesAStreamButPassesItsLineFeeds) {
  std::ostringstream target;
  {
    PrintableStreambuf buf(target.rdbuf());
    std::ostream out(&buf);
    out << "file\x1b[2J: error: "
        << "caf\xc3" << std::flush << "\xa9\n";  // é split across writes
    out << "bad \xff\n"
        << "cut \xe2";
  }
  EXPECT_EQ(target.str(), "file\\x1b[2J: error: caf\xc3\xa9\nbad \\xff\ncut \\xe2");
}

}  // namespace
}  // namespace rfsat::text
