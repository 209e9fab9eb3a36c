// table::layered (a layered DP) whose step also sees the layer: the index of
// the column being crossed. The layer is packed into the DP state (state *
// kLayers + layer), so steps can prune with per-layer bounds (the sums of
// the columns still to come). Used by the sum and sandwich DPs of sum/.
//
//   auto fin = sum::staged(f, cols, 0,
//       [](std::size_t i, long long s, long long v) -> std::optional<long long> { return s + v; },
//       [](long long s) { return s == 7; }, method);   // final state -> literal
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>

#include "table/layered.hpp"

namespace rfsat::enc::sum {

inline constexpr long long kLayers = 1024;            // at most this many columns
inline constexpr long long kMaxState = 1LL << 52;     // |state| before packing

using StagedStep =
    std::function<std::optional<long long>(std::size_t layer, long long state, long long value)>;

// The DP of table::layered from `start`; returns the literal of every live
// final state (unpacked). A state beyond kMaxState: invalid_argument.
inline std::map<long long, int> staged(cnf::Formula& f, const std::vector<table::Column>& cols,
                                       long long start, const StagedStep& step,
                                       const table::Accept& accept,
                                       card::Method method = card::Method::automatic) {
  if (static_cast<long long>(cols.size()) >= kLayers)
    throw std::invalid_argument("layered DP: too many columns");
  auto pack = [](long long state, long long layer) {
    if (state > kMaxState || state < -kMaxState)
      throw std::invalid_argument("layered DP: numbers too large");
    return state * kLayers + layer;
  };
  auto layer_of = [](long long packed) { return ((packed % kLayers) + kLayers) % kLayers; };
  auto state_of = [&](long long packed) { return (packed - layer_of(packed)) / kLayers; };
  auto packed_step = [&](long long packed, long long v) -> std::optional<long long> {
    const long long layer = layer_of(packed);
    auto next = step(static_cast<std::size_t>(layer), state_of(packed), v);
    if (!next) return std::nullopt;
    return pack(*next, layer + 1);
  };
  auto packed_accept = [&](long long packed) { return accept(state_of(packed)); };
  std::map<long long, int> out;
  for (const auto& [packed, lit] :
       table::layered(f, cols, pack(start, 0), packed_step, packed_accept, method))
    out[state_of(packed)] = lit;
  return out;
}

}  // namespace rfsat::enc::sum
