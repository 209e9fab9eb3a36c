// Uses the installed rfsat package: solves the puzzle file given on the
// command line, counts to 2 and prints the verdict and the first solution;
// then checks a bad rule file is an rfsat::Error. Exit 0 when all went as
// expected (scripts/test_install.sh).
#include <iostream>
#include <rfsat/rfsat.hpp>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: consumer PUZZLE\n";
    return 2;
  }
  try {
    rfsat::Puzzle p = rfsat::Puzzle::from_file(argv[1]);
    rfsat::Result r = p.solve();
    std::cout << "rfsat " << rfsat::version() << ": " << p.cells() << " cells, " << r.verdict_text
              << '\n';
    if (!r.solutions.empty()) std::cout << r.solutions.front() << '\n';
    if (r.verdict != rfsat::Verdict::unique) return 1;
  } catch (const rfsat::Error& e) {
    std::cerr << e.what();
    return 1;
  }
  try {
    rfsat::Puzzle::from_text("values = 1234\nthermo(1, 99)\n", "bad.rf");
    std::cerr << "a bad rule file was accepted\n";
    return 1;
  } catch (const rfsat::Error& e) {
    std::cout << "error as expected: " << e.what();
  }
  return 0;
}
