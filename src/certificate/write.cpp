// Writing certificates (certificate.hpp): the certificate CNF, its DRAT
// refutation by a fresh CaDiCaL that is given exactly the CNF's clauses
// (an incremental solver's learned clauses and blocking clauses would not
// follow from the CNF, so its proof could be unsound), the solution and a
// copy of the puzzle. Every file is written to a temporary file created
// inside DIR (mkstemp: O_EXCL, so never through a planted symlink) and then
// renamed over its name (which replaces a symlink, never writes through it);
// a name that is one of the run's input files is refused. A signal that
// ends the process removes the temporary files (temporary_files.hpp).
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <system_error>

#include "certificate.hpp"
#include "temporary_files.hpp"

namespace rfsat::certificate {
namespace fs = std::filesystem;
namespace {

// The process's umask (read once; umask() can only be read by setting it).
mode_t file_mask() {
  static const mode_t mask = [] {
    const mode_t m = ::umask(022);
    ::umask(m);
    return m;
  }();
  return mask;
}

// A temporary file in `dir`, removed on destruction unless renamed.
class TempFile {
 public:
  explicit TempFile(const std::string& dir) {
    path_ = dir + "/.rfsat-cert-XXXXXX";
    fd_ = ::mkstemp(path_.data());
    if (fd_ < 0)
      path_.clear();
    else
      ::fchmod(fd_, 0666 & ~file_mask());  // mkstemp's 0600 -> as any new file
    slot_ = fd_ >= 0 ? formats::register_temporary(path_) : -1;
  }
  ~TempFile() {
    if (file_)
      std::fclose(file_);
    else if (fd_ >= 0)
      ::close(fd_);
    if (!path_.empty()) std::remove(path_.c_str());
    formats::forget_temporary(slot_);
  }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;

  bool ok() const { return fd_ >= 0; }
  std::FILE* stream() {
    if (!file_ && fd_ >= 0) file_ = ::fdopen(fd_, "wb");
    return file_;
  }
  bool write(const std::string& text) {
    std::FILE* f = stream();
    return f && std::fwrite(text.data(), 1, text.size(), f) == text.size();
  }
  // Flushes, closes and renames over `target`; false on any failure.
  bool commit(const std::string& target) {
    if (!stream()) return false;
    bool good = std::fflush(file_) == 0 && !std::ferror(file_);
    good = std::fclose(file_) == 0 && good;
    file_ = nullptr;
    fd_ = -1;
    if (!good) return false;
    std::error_code ec;
    fs::rename(path_, target, ec);
    if (ec) return false;
    path_.clear();
    formats::forget_temporary(slot_);
    slot_ = -1;
    return true;
  }
  long long size() {
    if (file_) std::fflush(file_);
    std::error_code ec;
    auto n = fs::file_size(path_, ec);
    return ec ? -1 : static_cast<long long>(n);
  }

 private:
  std::string path_;
  int fd_ = -1;
  int slot_ = -1;  // removed on a fatal signal while it exists
  std::FILE* file_ = nullptr;
};

}  // namespace

CertificateWriter::CertificateWriter(std::string dir, std::vector<std::string> inputs)
    : dir_(std::move(dir)), inputs_(std::move(inputs)) {}

std::string CertificateWriter::name_for(const std::string& input_path, const std::string& suffix) {
  const fs::path p(input_path);
  std::string base = p.stem().string();
  if (base.empty() || base == "-" || input_path.find("://") != std::string::npos) base = "puzzle";
  std::string name = base + suffix;
  auto used = [&](const std::string& n) {
    return std::find(used_.begin(), used_.end(), n) != used_.end();
  };
  if (used(name) && p.has_parent_path() && !p.parent_path().filename().empty())
    name = p.parent_path().filename().string() + "-" + base + suffix;
  for (int k = 2; used(name); ++k) name = base + suffix + "-" + std::to_string(k);
  used_.push_back(name);
  return name;
}

bool CertificateWriter::protected_path(const std::string& path) const {
  std::error_code ec;
  if (!fs::exists(path, ec)) return false;
  for (const std::string& in : inputs_)
    if (fs::exists(in, ec) && fs::equivalent(path, in, ec)) return true;
  return false;
}

namespace {

// Refutes `f` with a fresh solver tracing into `proof`.
WriteResult prove(const cnf::Formula& f, backend::Profile profile, std::optional<double> time_limit,
                  std::size_t memory_limit_mb, TempFile& proof) {
  WriteResult r;
  const auto start = std::chrono::steady_clock::now();
  backend::SatSolver solver(backend::SolverSettings{.profile = profile});
  if (!proof.stream() || !solver.trace_proof(proof.stream())) {
    r.message = "cannot write the proof";
    return r;
  }
  f.for_each_clause([&](std::span<const int> c) { solver.add_clause(c); });
  const backend::Status status = solver.solve(
      {.deadline = deadline_after(time_limit, start), .max_resident_mb = memory_limit_mb});
  solver.close_proof();
  r.proof_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (status == backend::Status::satisfiable) {
    r.status = WriteResult::Status::internal;
    r.message = "internal error: the certificate CNF is satisfiable (the solve said otherwise)";
  } else if (status == backend::Status::unknown) {
    r.status = WriteResult::Status::limit;
    r.message = solver.outgrew_memory()
                    ? "memory limit: the solver outgrew " + std::to_string(memory_limit_mb) +
                          " MB while proving (--memory-limit)"
                    : "time limit reached while proving";
  } else {
    r.status = WriteResult::Status::written;
  }
  return r;
}

}  // namespace

WriteResult CertificateWriter::write(const Subject& s, std::optional<double> time_limit,
                                     std::size_t memory_limit_mb) {
  WriteResult r;
  std::error_code ec, ignore;
  fs::create_directories(dir_, ec);
  if (!fs::is_directory(dir_, ignore)) {
    r.message =
        dir_ + ": cannot create the certificate directory" + (ec ? " (" + ec.message() + ")" : "");
    return r;
  }
  const std::string stem = dir_ + "/" + s.name;
  const std::string puzzle_file = s.name + ".puzzle" + s.extension;
  const std::vector<std::string> targets{dir_ + "/" + puzzle_file, stem + ".solution",
                                         stem + ".cnf", stem + ".drat"};
  for (const std::string& t : targets) {
    if (protected_path(t)) {
      r.message = t + ": refusing to overwrite an input file";
      return r;
    }
  }
  cnf::Formula formula;
  std::optional<std::string> cnf =
      certificate_cnf(*s.puzzle, s.solution, puzzle_file, &r.message, &formula);
  if (!cnf) return r;
  TempFile puzzle(dir_), solution_file(dir_), cnf_file(dir_), proof(dir_);
  if (!puzzle.ok() || !solution_file.ok() || !cnf_file.ok() || !proof.ok()) {
    r.message = dir_ + ": cannot create files";
    return r;
  }
  WriteResult proved = prove(formula, s.profile, time_limit, memory_limit_mb, proof);
  if (proved.status != WriteResult::Status::written) return proved;
  proved.proof_bytes = proof.size();
  const std::string solution = s.solution ? solution_line(*s.puzzle, *s.solution) + "\n" : "";
  bool good = puzzle.write(s.puzzle_text) && cnf_file.write(*cnf) &&
              (!s.solution || solution_file.write(solution));
  // Renamed once all are written; the proof, the file checked last, last.
  good = good && puzzle.commit(targets[0]) && (!s.solution || solution_file.commit(targets[1])) &&
         cnf_file.commit(targets[2]) && proof.commit(targets[3]);
  if (!good) {
    proved.status = WriteResult::Status::error;
    proved.message = stem + ": cannot write the certificate files";
  }
  return proved;
}

}  // namespace rfsat::certificate
