// api_answer (page_api.hpp): the body read, the puzzle read
// (page_input.hpp), then one function per API name.
#include "page_api.hpp"

#include <chrono>
#include <nlohmann/json.hpp>
#include <sstream>

#include "candidates.hpp"
#include "cnf.hpp"
#include "deadline.hpp"
#include "explain.hpp"
#include "explain_report.hpp"
#include "fpuzzles/write.hpp"
#include "grade.hpp"
#include "grid_state.hpp"
#include "page_input.hpp"
#include "render.hpp"
#include "solve.hpp"
#include "split_rules.hpp"

namespace rfsat::serve {
namespace {

using Json = nlohmann::json;
using Masks = std::vector<explain::Mask>;

struct Call {
  const PageInput& in;
  const Json& body;
  const AnswerLimits& limits;
  std::optional<double> time_left;
};

ApiReply reply(const Json& j, int status = 200) {
  return {status, j.dump(-1, ' ', false, Json::error_handler_t::replace)};
}
ApiReply error_reply(const std::string& message, int status = 400) {
  return reply(Json{{"error", message}}, status);
}

// The picture with a candidate grid drawn: single candidates as digits,
// the others small.
std::string picture_of(const model::Puzzle& p, const Masks& masks) {
  model::Assignment singles(masks.size(), -1);
  std::vector<std::vector<int>> cands(masks.size());
  for (std::size_t cell = 0; cell < masks.size(); ++cell) {
    for (int s = 0; s < p.symbols.size(); ++s)
      if (masks[cell] >> s & 1) cands[cell].push_back(s);
    if (cands[cell].size() == 1) singles[cell] = cands[cell].front();
  }
  return render::render_svg(p, {.solution = &singles, .candidates = &cands}).svg;
}

ApiReply load(const Call& c) {
  Json out{{"format", c.in.format}, {"rf", c.in.rf_text}};
  out["svg"] = render::render_svg(c.in.puzzle).svg;
  std::string why;
  if (auto link = formats::fpuzzles::write_fpuzzles_url(c.in.puzzle, &why))
    out["fpuzzles"] = *link;
  else
    out["fpuzzles_error"] = why;
  return reply(out);
}

ApiReply solve(const Call& c) {
  const solve::Result r = solve::solve(
      c.in.puzzle,
      {.count = 2, .time_limit = c.time_left, .memory_limit_mb = c.limits.memory_limit_mb});
  if (r.violation) return error_reply("internal error: " + *r.violation, 500);
  Json out{{"verdict", r.refused.value_or(solve::verdict_text(r))},
           {"solutions", r.enumeration.solutions.size()},
           {"seconds", r.total_seconds}};
  const model::Assignment* first =
      r.enumeration.solutions.empty() ? nullptr : &r.enumeration.solutions.front();
  out["one_of"] = solve::one_of_text(r);
  out["svg"] = render::render_svg(c.in.puzzle, {.solution = first}).svg;
  return reply(out);
}

ApiReply candidates(const Call& c) {
  const solve::Candidates tc = solve::true_candidates(
      c.in.puzzle, {.time_limit = c.time_left, .memory_limit_mb = c.limits.memory_limit_mb});
  if (tc.violation) return error_reply("internal error: " + *tc.violation, 500);
  Json out;
  out["verdict"] = tc.no_solution ? "no solution"
                   : tc.limit_hit
                       ? tc.refused.value_or("time limit reached: some candidates may be missing")
                   : tc.unique ? "unique"
                               : "several solutions: the true candidates";
  Masks masks(tc.mask.begin(), tc.mask.end());
  out["svg"] =
      tc.no_solution ? render::render_svg(c.in.puzzle).svg : picture_of(c.in.puzzle, masks);
  return reply(out);
}

// The path's text (explain_report.hpp) cut into its top-level steps: each
// starts with "N. " at the start of a line; the verdict lines end the last.
std::vector<std::string> step_texts(const model::Puzzle& p, const explain::Path& path) {
  std::ostringstream text;
  explain::write_explain_text(text, p, path);
  std::vector<std::string> steps;
  std::istringstream lines(text.str());
  for (std::string line; std::getline(lines, line);) {
    const std::string next = std::to_string(steps.size() + 1) + ". ";
    if (steps.size() < path.steps.size() && line.rfind(next, 0) == 0)
      steps.emplace_back();
    else if (line.rfind("verdict: ", 0) == 0)
      break;
    if (!steps.empty()) steps.back() += line + '\n';
  }
  steps.resize(path.steps.size());
  return steps;
}

ApiReply explain_path(const Call& c) {
  const model::Puzzle rules = explain::split_rules(c.in.puzzle);  // the reasons index it
  const explain::Path path = explain::explain(rules, {.time_limit = c.time_left});
  if (path.internal_error) return error_reply("internal error: " + path.message, 500);
  const std::vector<std::string> texts = step_texts(rules, path);
  Json steps = Json::array();
  explain::GridState state(rules);
  for (std::size_t i = 0; i < path.steps.size(); ++i) {
    state.apply(path.steps[i], static_cast<int>(i));
    steps.push_back({{"text", texts[i]}, {"masks", state.masks()}});
  }
  return reply(Json{{"verdict", path.verdict_text},
                    {"complete", path.complete},
                    {"message", path.message},
                    {"grade", explain::grade_text(explain::grade_of(path))},
                    {"start", path.start},
                    {"steps", std::move(steps)}});
}

ApiReply render_masks(const Call& c) {
  const auto masks = c.body.find("masks");
  const std::size_t cells = c.in.puzzle.geometry.cell_count();
  if (masks == c.body.end() || !masks->is_array() || masks->size() != cells)
    return error_reply("render: 'masks' must be an array of " + std::to_string(cells) + " numbers");
  Masks m;
  for (const Json& v : *masks) {
    if (!v.is_number_unsigned()) return error_reply("render: 'masks' must hold unsigned numbers");
    m.push_back(v.get<explain::Mask>());
  }
  return reply(Json{{"svg", picture_of(c.in.puzzle, m)}});
}

ApiReply dispatch(std::string_view name, const Call& c) {
  if (name == "load") return load(c);
  if (name == "solve") return solve(c);
  if (name == "candidates") return candidates(c);
  if (name == "explain") return explain_path(c);
  return render_masks(c);
}

}  // namespace

ApiReply api_answer(std::string_view name, std::string_view body, const AnswerLimits& limits,
                    const std::atomic<bool>& cancel) {
  if (name != "load" && name != "solve" && name != "candidates" && name != "explain" &&
      name != "render")
    return error_reply("unknown API '" + std::string(name.substr(0, 40)) +
                           "' (expected load, solve, candidates, explain or render)",
                       404);
  const Json j = Json::parse(body, nullptr, false);
  if (j.is_discarded() || !j.is_object() || !j.contains("text") || !j["text"].is_string())
    return error_reply("the request body must be a JSON object with a string 'text'");
  const auto name_it = j.find("name");
  const std::string file =
      name_it != j.end() && name_it->is_string() ? name_it->get<std::string>() : "";
  const CancelScope scope(cancel);
  const auto start = std::chrono::steady_clock::now();
  try {
    std::string why;
    const auto in = read_page_input(
        j["text"].get<std::string>(), file,
        load_limits(deadline_after(limits.time_limit, start), limits.memory_limit_mb), why);
    if (!in) return error_reply(why);
    if (in->puzzle.symbols.size() > presolve::kMaxSymbols && name != "load")
      return error_reply("the page solves puzzles of at most 64 symbols");
    return dispatch(name, {*in, j, limits, solve::time_left(limits.time_limit, start)});
  } catch (const LoadLimitReached& e) {
    return error_reply(e.what(), 422);
  } catch (const cnf::LimitExceeded& e) {
    return error_reply(e.what(), 422);
  } catch (const std::exception& e) {
    return error_reply(std::string("internal error: ") + e.what(), 500);
  }
}

}  // namespace rfsat::serve
