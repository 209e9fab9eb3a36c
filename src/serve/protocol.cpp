// The f-puzzles solver protocol's messages (protocol.hpp): field names and
// types as WebsocketListener.cs writes them, checked one key at a time so
// that a bad request is answered with what was wrong.
#include "protocol.hpp"

#include <array>
#include <nlohmann/json.hpp>

namespace rfsat::serve {
namespace {

using Json = nlohmann::json;

constexpr std::array<std::string_view, 8> kCommands = {
    "truecandidates", "solve", "check", "count", "solvepath", "step", "estimate", "cancel"};

// The member `key` as a string, or an error naming it.
bool string_member(const Json& j, const char* key, std::string& out, ParsedMessage& m) {
  const auto it = j.find(key);
  if (it == j.end() || !it->is_string()) {
    m.error = std::string("request key '") + key + "': expected a string";
    return false;
  }
  out = it->get<std::string>();
  return true;
}

// The nonce: an integer (the userscript counts from 1).
bool read_nonce(const Json& j, ParsedMessage& m) {
  const auto it = j.find("nonce");
  if (it == j.end() || !it->is_number_integer()) {
    m.error = "request key 'nonce': expected an integer";
    return false;
  }
  m.nonce = it->get<long long>();
  return true;
}

std::string dump(const Json& j) { return j.dump(-1, ' ', false, Json::error_handler_t::replace); }

}  // namespace

bool known_command(std::string_view command) {
  for (std::string_view c : kCommands)
    if (c == command) return true;
  return false;
}

ParsedMessage parse_message(std::string_view text) {
  ParsedMessage m;
  Json j = Json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) {
    m.error = "the request is not a JSON object";
    return m;
  }
  Message msg;
  if (!read_nonce(j, m)) return m;
  msg.nonce = m.nonce;
  if (!string_member(j, "command", msg.command, m)) return m;
  if (!known_command(msg.command)) {
    m.error = "request key 'command': unknown command '" + msg.command.substr(0, 40) +
              "' (expected truecandidates, solve, check, count, solvepath, step, estimate or "
              "cancel)";
    return m;
  }
  if (msg.command != "cancel") {
    if (!string_member(j, "dataType", msg.data_type, m)) return m;
    if (msg.data_type != "fpuzzles") {
      m.error = "request key 'dataType': expected \"fpuzzles\"";
      return m;
    }
    if (!string_member(j, "data", msg.data, m)) return m;
  }
  m.message = std::move(msg);
  return m;
}

std::string canceled_response(long long nonce) {
  return dump(Json{{"nonce", nonce}, {"type", "canceled"}});
}

std::string invalid_response(long long nonce, std::string_view message) {
  return dump(Json{{"nonce", nonce}, {"type", "invalid"}, {"message", message}});
}

std::string solved_response(long long nonce, const std::vector<int>& solution) {
  return dump(Json{{"nonce", nonce}, {"type", "solved"}, {"solution", solution}});
}

std::string count_response(long long nonce, long long count, bool in_progress) {
  return dump(
      Json{{"nonce", nonce}, {"type", "count"}, {"count", count}, {"inProgress", in_progress}});
}

std::string estimate_response(long long nonce, double estimate, double standard_error,
                              long long iterations, double low, double high) {
  const double relative = estimate != 0 ? 100.0 * (high - estimate) / estimate : 0.0;
  return dump(Json{{"nonce", nonce},
                   {"type", "estimate"},
                   {"estimate", estimate},
                   {"stderr", standard_error},
                   {"iterations", iterations},
                   {"ci95_lower", low},
                   {"ci95_upper", high},
                   {"relErrPercent", relative}});
}

std::string truecandidates_response(long long nonce, const std::vector<long long>& per_candidate) {
  return dump(
      Json{{"nonce", nonce}, {"type", "truecandidates"}, {"solutionsPerCandidate", per_candidate}});
}

std::string logical_response(long long nonce, const std::vector<LogicalCell>& cells,
                             std::string_view message, bool is_valid) {
  Json out = Json::array();
  for (const LogicalCell& c : cells) {
    Json cell{{"value", c.value}};
    if (c.value == 0) cell["candidates"] = c.candidates;
    out.push_back(std::move(cell));
  }
  return dump(Json{{"nonce", nonce},
                   {"type", "logical"},
                   {"cells", std::move(out)},
                   {"message", message},
                   {"isValid", is_valid}});
}

}  // namespace rfsat::serve
