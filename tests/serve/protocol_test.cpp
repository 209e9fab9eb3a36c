// The f-puzzles solver protocol without sockets (src/serve/protocol.hpp and
// answers.hpp): requests read or refused with what was wrong, and every
// command's answer on small puzzles whose answers are known.
#include "protocol.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "answers.hpp"
#include "lz_string.hpp"
#include "serve_puzzles.hpp"

namespace rfsat::serve {
namespace {

using nlohmann::json;
using test::Collected;

TEST(ProtocolMessages, ReadsTheUserscriptsRequest) {
  const ParsedMessage m = parse_message(
      R"({"nonce":7,"command":"truecandidates","dataType":"fpuzzles","data":"N4Ig"})");
  ASSERT_TRUE(m.message) << m.error;
  EXPECT_EQ(m.message->nonce, 7);
  EXPECT_EQ(m.message->command, "truecandidates");
  EXPECT_EQ(m.message->data, "N4Ig");
  const ParsedMessage cancel = parse_message(R"({"nonce":8,"command":"cancel"})");
  ASSERT_TRUE(cancel.message) << cancel.error;
  EXPECT_EQ(cancel.message->command, "cancel");
}

TEST(ProtocolMessages, RefusesWithTheKeyAndWhatWasExpected) {
  EXPECT_EQ(parse_message("{not json").error, "the request is not a JSON object");
  EXPECT_NE(parse_message(R"({"command":"solve"})").error.find("'nonce'"), std::string::npos);
  const ParsedMessage unknown = parse_message(R"({"nonce":3,"command":"fly"})");
  EXPECT_FALSE(unknown.message);
  EXPECT_EQ(unknown.nonce, 3);
  EXPECT_NE(unknown.error.find("unknown command 'fly'"), std::string::npos);
  EXPECT_NE(parse_message(R"({"nonce":3,"command":"solve","dataType":"x","data":""})")
                .error.find("'dataType'"),
            std::string::npos);
  EXPECT_NE(
      parse_message(R"({"nonce":3,"command":"solve","dataType":"fpuzzles"})").error.find("'data'"),
      std::string::npos);
}

TEST(ProtocolMessages, AnswersCarryTheListenersFieldNames) {
  const json count = json::parse(count_response(4, 288, true));
  EXPECT_EQ(count, (json{{"nonce", 4}, {"type", "count"}, {"count", 288}, {"inProgress", true}}));
  const json logical = json::parse(logical_response(5, {{3, {}}, {0, {1, 2}}}, "step", true));
  EXPECT_EQ(logical["cells"][0], (json{{"value", 3}}));
  EXPECT_EQ(logical["cells"][1], (json{{"value", 0}, {"candidates", {1, 2}}}));
  EXPECT_EQ(logical["isValid"], true);
  EXPECT_EQ(logical["message"], "step");
  EXPECT_EQ(json::parse(invalid_response(6, "why"))["type"], "invalid");
  EXPECT_EQ(json::parse(canceled_response(6))["type"], "canceled");
}

// One request answered directly; its answers.
std::vector<json> answers_of(const std::string& text, AnswerLimits limits = {}) {
  const ParsedMessage m = parse_message(text);
  EXPECT_TRUE(m.message) << m.error;
  Collected got;
  std::atomic<bool> cancel{false};
  if (m.message) answer(*m.message, limits, cancel, got.send());
  return got.answers;
}

TEST(DirectAnswers, CheckCountsOne) {
  const auto a = answers_of(test::request(1, "check", test::unique_4x4()));
  ASSERT_EQ(a.size(), 1u);
  EXPECT_EQ(a[0], (json{{"nonce", 1}, {"type", "count"}, {"count", 1}, {"inProgress", false}}));
}

TEST(DirectAnswers, SolveGivesTheSolution) {
  const auto a = answers_of(test::request(2, "solve", test::unique_4x4()));
  ASSERT_EQ(a.size(), 1u);
  EXPECT_EQ(a[0]["type"], "solved");
  EXPECT_EQ(a[0]["solution"].get<std::vector<int>>(), test::kUnique4x4Solution);
}

TEST(DirectAnswers, CountsTheEmpty4x4AndReadsCompressedData) {
  // The userscript sends compressToBase64 of the JSON.
  const json request = {{"nonce", 3},
                        {"command", "count"},
                        {"dataType", "fpuzzles"},
                        {"data", formats::lz_compress_base64(test::fpuzzles_grid(4, {}).dump())}};
  const auto a = answers_of(request.dump());
  ASSERT_FALSE(a.empty());
  EXPECT_EQ(a.back(),
            (json{{"nonce", 3}, {"type", "count"}, {"count", 288}, {"inProgress", false}}));
}

TEST(DirectAnswers, ACountStoppedAtTheCapIsNoExactCount) {
  AnswerLimits limits;
  limits.max_count = 10;
  const auto a = answers_of(test::request(4, "count", test::fpuzzles_grid(4, {})), limits);
  ASSERT_FALSE(a.empty());
  EXPECT_EQ(a.back()["type"], "invalid");
  EXPECT_NE(a.back()["message"].get<std::string>().find("at least 10"), std::string::npos);
}

TEST(DirectAnswers, TrueCandidatesOfAUniquePuzzleAreItsSolution) {
  const auto a = answers_of(test::request(5, "truecandidates", test::unique_4x4()));
  ASSERT_EQ(a.size(), 1u);
  const auto per = a[0]["solutionsPerCandidate"].get<std::vector<long long>>();
  ASSERT_EQ(per.size(), 16u * 4u);
  for (int cell = 0; cell < 16; ++cell)
    for (int d = 1; d <= 4; ++d)
      EXPECT_EQ(per[cell * 4 + d - 1], d == test::kUnique4x4Solution[cell] ? 1 : 0) << cell;
}

TEST(DirectAnswers, TrueCandidatesCountUpToTheUserscriptsCap) {
  json puzzle = test::fpuzzles_grid(4, {});
  puzzle["truecandidatesoptions"] = {"truecandidatesnumsolutions=5"};
  const auto a = answers_of(test::request(6, "truecandidates", puzzle));
  ASSERT_EQ(a.size(), 1u);
  // Each digit of each cell of the empty 4x4 is in 288 / 4 = 72 solutions.
  for (long long n : a[0]["solutionsPerCandidate"].get<std::vector<long long>>()) EXPECT_EQ(n, 5);
  puzzle["truecandidatesoptions"] = {"truecandidatesnumsolutions=1000"};
  EXPECT_EQ(answers_of(test::request(7, "truecandidates", puzzle))[0]["type"], "invalid");
}

TEST(DirectAnswers, StepAndSolvePathGoOnFromTheGridOnScreen) {
  json puzzle = test::unique_4x4();
  const auto path = answers_of(test::request(8, "solvepath", puzzle));
  ASSERT_EQ(path.size(), 1u);
  EXPECT_EQ(path[0]["type"], "logical");
  EXPECT_TRUE(path[0]["isValid"]);
  for (int cell = 0; cell < 16; ++cell)
    EXPECT_EQ(path[0]["cells"][cell]["value"], test::kUnique4x4Solution[cell]);
  // A wrong digit entered by the solver (r4c1 = 1: the column has one) makes the state invalid.
  puzzle["grid"][3][0] = {{"value", 2}};
  puzzle["grid"][3][1] = {{"value", 2}};
  const auto step = answers_of(test::request(9, "step", puzzle));
  ASSERT_EQ(step.size(), 1u);
  EXPECT_FALSE(step[0]["isValid"]) << step[0];
}

TEST(DirectAnswers, BadPuzzlesGetTheReadersMessage) {
  json puzzle = test::unique_4x4();
  puzzle["killercages"] = json::array();  // f-puzzles says "killercage"
  const auto a = answers_of(test::request(10, "solve", puzzle));
  ASSERT_EQ(a.size(), 1u);
  EXPECT_EQ(a[0]["type"], "invalid");
  EXPECT_NE(a[0]["message"].get<std::string>().find("killercages"), std::string::npos) << a[0];
  const auto b = answers_of(R"({"nonce":11,"command":"solve","dataType":"fpuzzles","data":"%%%"})");
  ASSERT_EQ(b.size(), 1u);
  EXPECT_EQ(b[0]["type"], "invalid");
}

// estimate: a unique puzzle is counted (one answer); the empty 4x4 (288
// solutions) is probed until the time limit, the estimate so far sent as
// it goes.
TEST(DirectAnswers, EstimateSendsTheRunningEstimate) {
  const auto u = answers_of(test::request(12, "estimate", test::unique_4x4()));
  ASSERT_EQ(u.size(), 1u);
  EXPECT_EQ(u[0]["type"], "estimate") << u[0];
  EXPECT_EQ(u[0]["estimate"], 1.0);
  EXPECT_EQ(u[0]["iterations"], 0);
  AnswerLimits limits;
  limits.time_limit = 0.5;
  limits.progress_seconds = 0.01;
  const auto a = answers_of(test::request(14, "estimate", test::fpuzzles_grid(4, {})), limits);
  ASSERT_GE(a.size(), 2u);
  for (const json& x : a) {
    EXPECT_EQ(x["type"], "estimate") << x;
    EXPECT_EQ(x["nonce"], 14);
  }
  // How many probes fit in the time varies from run to run, so the test
  // holds the estimate to within a fifth of the count (the interval's own
  // coverage is measured in tests/solve/estimate_test.cpp at fixed probes).
  const json& last = a.back();
  EXPECT_GE(last["iterations"].get<long long>(), 20) << last;
  EXPECT_NEAR(last["estimate"].get<double>(), 288, 0.2 * 288) << last;
  EXPECT_LT(last["ci95_lower"].get<double>(), last["ci95_upper"].get<double>()) << last;
}

// The cancel flag ends the work through every deadline of the thread
// (deadline.hpp's CancelScope): counting the empty 9x9 would take far longer.
TEST(DirectAnswers, CancelStopsACountMidway) {
  AnswerLimits limits;
  limits.max_count = 10000000;
  limits.progress_seconds = 0.01;
  const ParsedMessage m = parse_message(test::request(13, "count", test::fpuzzles_grid(9, {})));
  ASSERT_TRUE(m.message);
  Collected got;
  std::atomic<bool> cancel{false};
  std::atomic<bool> progressed{false};
  std::thread canceler([&] {
    while (!progressed) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    cancel = true;
  });
  const auto start = std::chrono::steady_clock::now();
  answer(*m.message, limits, cancel, [&](const std::string& s) {
    got.send()(s);
    progressed = true;
  });
  canceler.join();
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(20));
  ASSERT_FALSE(got.answers.empty());
  EXPECT_EQ(got.answers.back(), (json{{"nonce", 13}, {"type", "canceled"}}));
  EXPECT_EQ(got.answers.front()["inProgress"], true);
}

}  // namespace
}  // namespace rfsat::serve
