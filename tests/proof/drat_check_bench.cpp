// A developer tool for the certificate checker (src/proof/): checks each
// CNF/proof pair given on the command line and prints the verdict, the
// statistics and the times, one block per pair. Not an rfsat command (that
// is `rfsat verify-proof`); used for the benchmarks of issue 28.
//   drat_check_bench [--rup-only] [--no-core-first] [--self-check] f.cnf f.drat [...]
#include <cstdio>
#include <cstring>

#include "drat_check.hpp"

int main(int argc, char** argv) {
  rfsat::proof::Options options;
  int first = 1;
  for (; first < argc && std::strncmp(argv[first], "--", 2) == 0; ++first) {
    if (std::strcmp(argv[first], "--rup-only") == 0) options.allow_rat = false;
    else if (std::strcmp(argv[first], "--no-core-first") == 0) options.core_first = false;
    else if (std::strcmp(argv[first], "--self-check") == 0) options.self_check = true;
    else return std::fprintf(stderr, "unknown option %s\n", argv[first]), 2;
  }
  if (first >= argc || (argc - first) % 2 != 0) {
    std::fprintf(stderr, "usage: %s [--rup-only] [--no-core-first] [--self-check] f.cnf f.drat [...]\n", argv[0]);
    return 2;
  }
  int failures = 0;
  for (int i = first; i + 1 < argc; i += 2) {
    rfsat::proof::Result r = rfsat::proof::check_drat_files(argv[i], argv[i + 1], options);
    const rfsat::proof::Stats& s = r.stats;
    std::printf("%s %s\n  %s\n", argv[i], argv[i + 1], rfsat::proof::summary(r).c_str());
    std::printf("  vars %u clauses %llu proof %llu bytes (%s) lemmas %llu used %llu core %llu rat %llu "
                "deletions %llu propagations %llu total %.3f s\n",
                s.variables, static_cast<unsigned long long>(s.clauses),
                static_cast<unsigned long long>(s.proof_bytes), s.binary_proof ? "binary" : "text",
                static_cast<unsigned long long>(s.lemmas), static_cast<unsigned long long>(s.lemmas_used),
                static_cast<unsigned long long>(s.core_lemmas), static_cast<unsigned long long>(s.rat_lemmas),
                static_cast<unsigned long long>(s.deletions), static_cast<unsigned long long>(s.propagations),
                s.total_seconds);
    failures += !r.verified();
  }
  return failures ? 1 : 0;
}
