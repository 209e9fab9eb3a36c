// The f-puzzles solver protocol, as Rangsk's SudokuSolver speaks it over a
// WebSocket (its SudokuSolverConsole/WebsocketListener.cs and the
// f-puzzles userscript that connects to it): a request is one JSON object
// {nonce, command, dataType: "fpuzzles", data}, every answer one JSON
// object with the request's nonce and a `type`. Pure functions on JSON
// text, no sockets: answers.hpp runs the commands, websocket_session.cpp
// carries the text.
//
//   const ParsedMessage m = parse_message(text);
//   if (!m.message) send(invalid_response(m.nonce, m.error));
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rfsat::serve {

struct Message {
  long long nonce = 0;
  std::string command;    // truecandidates, solve, check, count, solvepath, step, estimate, cancel
  std::string data_type;  // "fpuzzles" (cancel carries none)
  std::string data;       // f-puzzles' compressToBase64 of the puzzle's JSON (or the JSON)
};

// A request read, or why it is not one (the JSON key and what was
// expected); `nonce` is the request's when it has a readable one, else 0.
struct ParsedMessage {
  std::optional<Message> message;
  std::string error;
  long long nonce = 0;
};

ParsedMessage parse_message(std::string_view text);

// The commands answered (cancel included).
bool known_command(std::string_view command);

// One cell of a `logical` answer: its value (0: open) or its candidates.
struct LogicalCell {
  int value = 0;
  std::vector<int> candidates;
};

std::string canceled_response(long long nonce);
std::string invalid_response(long long nonce, std::string_view message);
// `solution`: the digit of every cell, row by row.
std::string solved_response(long long nonce, const std::vector<int>& solution);
std::string count_response(long long nonce, long long count, bool in_progress);
// The estimate of the count so far, with its standard error, the probes
// done and the interval (solve/estimate.hpp), as Rangsk's listener sends it.
std::string estimate_response(long long nonce, double estimate, double standard_error,
                              long long iterations, double low, double high);
// Per cell, per digit 1..size (cell * size + digit - 1): the solutions
// found with that digit there, at most the cap (0: not a candidate).
std::string truecandidates_response(long long nonce, const std::vector<long long>& per_candidate);
std::string logical_response(long long nonce, const std::vector<LogicalCell>& cells,
                             std::string_view message, bool is_valid);

}  // namespace rfsat::serve
