// Files destroyed or left behind, and CI that passed on broken input (the
// hostile-input issue, findings 3 and 4), through the executable: -o onto a
// FIFO or a device writes through and keeps it; a fatal signal removes the
// temporary file being written (temporary_files.hpp, in a forked child);
// every command's standard output on a full device is exit 2 with
// `rfsat: write error: ...`; check exits 2 on a truncated JSON puzzle, a
// puzzle line of the wrong length, a dangling .rf link, an empty
// collection and unreadable standard input, and its summary counts the
// error when a certificate cannot be written. scripts/hostile/
// limits_files.sh replays the same as a user would.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <fstream>

#include "cli_fixture.hpp"
#include "temporary_files.hpp"

namespace rfsat::test {
namespace {

// A unique 17-clue 9x9 (tdoku's puzzles2_17_clue, line 1).

using HostileFiles = Cli;

TEST_F(HostileFiles, OutputOntoAFifoIsWrittenThroughAndStaysAFifo) {
  file("p.rf", kUnique4);
  ASSERT_EQ(::mkfifo((dir / "out.fifo").c_str(), 0600), 0);
  // The reader gives up after 5 s, so that a replaced FIFO cannot hang the test.
  const Output o = run_shell("(timeout 5 cat out.fifo > got &) ; " + quote(rfsat_exe()) +
                                 " dimacs p.rf -o out.fifo; s=$?; sleep 0.2; exit $s",
                             dir.path());
  EXPECT_EQ(o.code, 0) << describe(o);
  struct stat st {};
  ASSERT_EQ(::lstat((dir / "out.fifo").c_str(), &st), 0);
  EXPECT_TRUE(S_ISFIFO(st.st_mode)) << "the FIFO was replaced";
  EXPECT_NE(read_file(dir / "got").find("p cnf "), std::string::npos);
}

TEST_F(HostileFiles, OutputOntoADeviceNodeKeepsTheDevice) {
  if (::mknod((dir / "null").c_str(), S_IFCHR | 0666, makedev(1, 3)) != 0)
    GTEST_SKIP() << "mknod is not permitted here";
  file("p.rf", kUnique4);
  for (const std::string command : {"check p.rf", "dimacs p.rf", "convert p.rf --to iss"}) {
    const Output o = rfsat(command + " -o null");
    EXPECT_EQ(o.code, 0) << command << describe(o);
    struct stat st {};
    ASSERT_EQ(::lstat((dir / "null").c_str(), &st), 0);
    EXPECT_TRUE(S_ISCHR(st.st_mode)) << command << ": the device node was replaced";
  }
}

// A child registers a temporary file and is ended by each signal: the file
// is gone, and the child died of that signal (the default action kept).
TEST(TemporaryFiles, AFatalSignalRemovesThem) {
  ScratchDir dir;
  for (const int signal : {SIGTERM, SIGINT, SIGHUP}) {
    const std::string path = (dir / "out.rfsat-tmp.1").string();
    std::ofstream(path) << "partial output";
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      std::signal(signal, SIG_DFL);  // as a fresh process has it
      formats::register_temporary(path);
      ::raise(signal);
      ::_exit(0);  // not reached
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == signal) << signal;
    EXPECT_FALSE(fs::exists(path)) << "left behind after signal " << signal;
  }
}

TEST_F(HostileFiles, EveryCommandFailsOnAFullStandardOutput) {
  file("p.rf", kUnique4);
  file("one.txt", std::string(kLine17) + "\n");
  file("unsat.txt", "s UNSATISFIABLE\n");
  ASSERT_EQ(rfsat("solve p.rf --proof cert").code, 0);
  const char* commands[] = {"dimacs p.rf",
                            "solve p.rf",
                            "convert p.rf --to iss",
                            "render p.rf",
                            "candidates p.rf",
                            "minimize p.rf",
                            "rules",
                            "generate -s 4 --seed 1",
                            "verify-proof cert",
                            "decode p.rf unsat.txt",
                            "check p.rf",
                            "solve one.txt"};
  for (const std::string command : commands) {
    const Output o = rfsat(command + " > /dev/full");
    EXPECT_EQ(o.code, 2) << command << describe(o);
    EXPECT_NE(o.err.find("rfsat: write error: No space left on device"), std::string::npos)
        << command << describe(o);
  }
}

// Each broken file beside a unique puzzle: the run fails (before, each was
// skipped and the run passed).
TEST_F(HostileFiles, CheckDirFailsOnBrokenPuzzleFiles) {
  const std::pair<std::string, std::string> broken[] = {
      {"cut.json", R"({"size": 9, "grid": [[{}, {}, {)"},
      {"eighty.txt", std::string(kLine17).substr(1) + "\n"},
      {"empty.sdm", ""}};
  for (const auto& [name, text] : broken) {
    fs::remove_all(dir / "d");
    fs::create_directories(dir / "d");
    file("d/ok.rf", kUnique4);
    file("d/" + name, text);
    const Output o = rfsat("check d");
    EXPECT_EQ(o.code, 2) << name << describe(o);
    // Its record (a collection's: NAME:LINE) says error.
    const std::size_t at = o.out.find("d/" + name + ":");
    ASSERT_NE(at, std::string::npos) << name << describe(o);
    EXPECT_NE(o.out.substr(at, o.out.find('\n', at) - at).find(" error"), std::string::npos)
        << name << describe(o);
  }
  fs::remove_all(dir / "d");
  fs::create_directories(dir / "d");
  file("d/ok.rf", kUnique4);
  fs::create_symlink("nowhere.rf", dir / "d" / "dangling.rf");
  const Output o = rfsat("check d");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.out.find("d/dangling.rf: error"), std::string::npos) << describe(o);
  EXPECT_NE(o.err.find("d/dangling.rf: error: cannot read the puzzle file: a symbolic link to a "
                       "file that does not exist"),
            std::string::npos)
      << describe(o);
}

TEST_F(HostileFiles, AnEmptyCollectionOrUnreadableStandardInputIsAnError) {
  file("empty.sdm", "");
  Output o = rfsat("check empty.sdm");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("empty.sdm: error: no puzzle in this input"), std::string::npos)
      << describe(o);
  o = rfsat("solve empty.sdm");
  EXPECT_EQ(o.code, 2) << describe(o);
  // An engine's empty piece is no error under --exit-zero.
  EXPECT_EQ(rfsat("solve - --exit-zero < empty.sdm").code, 0);
  o = rfsat("check - < .");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("cannot read standard input (Is a directory)"), std::string::npos)
      << describe(o);
  o = rfsat("solve - <&-");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("cannot read standard input (Bad file descriptor)"), std::string::npos)
      << describe(o);
}

TEST_F(HostileFiles, CheckProofSummaryCountsACertificateNotWritten) {
  file("p.rf", kUnique4);
  file("blocker", "a file, so blocker/certs cannot be made\n");
  const Output o = rfsat("check p.rf --proof blocker/certs -f json");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.out.find(R"("status":"error")"), std::string::npos) << describe(o);
  EXPECT_NE(o.err.find("0 stopped by the time limit, 1 error;"), std::string::npos) << describe(o);
}

}  // namespace
}  // namespace rfsat::test
