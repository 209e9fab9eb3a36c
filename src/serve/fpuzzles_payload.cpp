// read_payload (fpuzzles_payload.hpp): the payload decoded as a link's
// (import::decode_payload), then the f-puzzles reader and the one loading
// path of imported puzzles, with the solver's progress as the state when
// asked (LoadLimits::solver_progress).
#include "fpuzzles_payload.hpp"

#include <nlohmann/json.hpp>
#include <sstream>

#include "format.hpp"
#include "import/links.hpp"
#include "import/load_imported.hpp"
#include "integer_text.hpp"
#include "load.hpp"

namespace rfsat::serve {
namespace {

using OrderedJson = nlohmann::ordered_json;
const std::string kName = "f-puzzles data";

// The JSON text the payload carries; nullopt after printing why to `err`.
std::optional<std::string> payload_json(std::string_view data, std::ostream& err) {
  const std::size_t first = data.find_first_not_of(" \t\r\n");
  if (first != std::string_view::npos && data[first] == '{') return std::string(data);
  Diagnostics diags(kName, data);
  std::optional<std::string> json = formats::import::decode_payload(data, "data", diags);
  diags.print(err);
  return json;
}

// truecandidatesoptions' "truecandidatesnumsolutions=K" (1: not given);
// nullopt with `why` when K is no number 1..kMaxCandidateCap.
std::optional<int> candidates_cap(const OrderedJson& root, std::string& why) {
  const auto options = root.find("truecandidatesoptions");
  if (options == root.end() || !options->is_array()) return 1;
  const std::string prefix = "truecandidatesnumsolutions=";
  for (const OrderedJson& o : *options) {
    if (!o.is_string() || o.get<std::string>().rfind(prefix, 0) != 0) continue;
    const std::string k = o.get<std::string>().substr(prefix.size());
    std::string bad;
    const auto n = text::read_integer(k, {1, kMaxCandidateCap}, "the solution cap", bad);
    if (!n) {
      why = kName + ": truecandidatesoptions: " + bad + " (rfsat counts up to " +
            std::to_string(kMaxCandidateCap) + " solutions per candidate)";
      return std::nullopt;
    }
    return static_cast<int>(*n);
  }
  return 1;
}

}  // namespace

std::optional<FpuzzlesPuzzle> read_payload(std::string_view data, bool state,
                                           const LoadLimits& limits, std::string& why) {
  std::ostringstream err;
  const auto fail = [&]() -> std::optional<FpuzzlesPuzzle> {
    why = err.str();
    while (!why.empty() && why.back() == '\n') why.pop_back();
    if (why.empty()) why = kName + ": cannot read the puzzle";
    return std::nullopt;
  };
  std::optional<std::string> text = payload_json(data, err);
  if (!text) return fail();
  OrderedJson root = OrderedJson::parse(*text, nullptr, false);
  FpuzzlesPuzzle out;
  if (!root.is_discarded() && root.is_object()) {
    const std::optional<int> cap = candidates_cap(root, why);
    if (!cap) return std::nullopt;
    out.candidates_cap = *cap;
    if (const auto size = root.find("size"); size != root.end() && size->is_number_integer())
      out.size = size->get<int>();
  }
  std::optional<formats::import::Imported> in =
      formats::read_imported_text(kName, *text, formats::ClassicFormat::fpuzzles, err, limits);
  if (!in) return fail();
  LoadLimits with_state = limits;
  with_state.solver_progress = state;  // the solver's entries and centre marks (Imported::progress)
  std::optional<model::Puzzle> p = formats::import::load_imported(*in, kName, err, with_state);
  if (!p) return fail();
  out.puzzle = std::move(*p);
  return out;
}

}  // namespace rfsat::serve
