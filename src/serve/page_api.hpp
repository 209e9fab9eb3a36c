// The JSON API behind the page (POST /api/NAME, body {"text": puzzle,
// "name": file name or ""}), on the same services as the commands:
//   load        the picture (render), the detected format, the .rf text
//               and the f-puzzles link (or why there is none)
//   solve       the verdict and the picture with the first solution drawn
//   candidates  the true candidates drawn on the picture
//   explain     the solve path step by step (each step's text and the
//               candidate grid after it) and the grade
//   render      the picture of one candidate grid ("masks": per cell the
//               bit set of its candidates), for the path's steps
// Every answer is an object; a bad input gets status 400 and {"error":
// the readers' messages}. Runs on a worker; `cancel` stops it.
//
//   ApiReply r = api_answer("solve", R"({"text":"..."})", limits, cancel);
#pragma once

#include <atomic>
#include <string>
#include <string_view>

#include "answers.hpp"

namespace rfsat::serve {

struct ApiReply {
  int status = 200;
  std::string json;
};

ApiReply api_answer(std::string_view name, std::string_view body, const AnswerLimits& limits,
                    const std::atomic<bool>& cancel);

}  // namespace rfsat::serve
