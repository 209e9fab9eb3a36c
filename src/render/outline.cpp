// inset_outline (outline.hpp): boundary edges, chained into loops, offset.
#include "outline.hpp"

#include <cmath>
#include <map>
#include <utility>

namespace rfsat::render {
namespace {

struct Edge {
  Point from, to;
  bool used = false;
};

// Corners of neighbouring cells are computed from different centres: a key
// rounded to 1/1000 of a cell makes them one vertex.
std::pair<long long, long long> key(Point p) {
  return {std::llround(p.x * 1000), std::llround(p.y * 1000)};
}

// Screen coordinates (y down): positive when b turns clockwise from a.
double cross(Point a, Point b) { return a.x * b.y - a.y * b.x; }
double dot(Point a, Point b) { return a.x * b.x + a.y * b.y; }

std::vector<Edge> boundary_edges(const Frame& frame, const std::vector<bool>& in) {
  std::vector<Edge> edges;
  for (int cell = 0; cell < static_cast<int>(in.size()); ++cell) {
    if (!in[cell]) continue;
    for (int k = 0; k < frame.side_count(); ++k) {
      const int n = frame.across(cell, k);
      if (n >= 0 && in[n]) continue;
      const auto [a, b] = frame.side(cell, k);
      edges.push_back({a, b});
    }
  }
  return edges;
}

// The loop starting with edge `first`: its vertices, one per edge.
std::vector<Point> trace(std::vector<Edge>& edges,
                         const std::multimap<std::pair<long long, long long>, int>& starts,
                         int first) {
  std::vector<Point> loop;
  int e = first;
  while (e >= 0 && !edges[e].used) {
    edges[e].used = true;
    loop.push_back(edges[e].from);
    const Point dir = edges[e].to - edges[e].from;
    int next = -1;
    double best = -10;
    auto [lo, hi] = starts.equal_range(key(edges[e].to));
    for (auto it = lo; it != hi; ++it) {
      if (edges[it->second].used && it->second != first) continue;
      const Point d = edges[it->second].to - edges[it->second].from;
      const double turn = std::atan2(cross(dir, d), dot(dir, d));  // right turns are positive
      if (turn > best) best = turn, next = it->second;
    }
    if (next == first) break;
    e = next;
  }
  return loop;
}

// Drops vertices where the loop goes straight on.
std::vector<Point> merge_straight(const std::vector<Point>& loop) {
  std::vector<Point> out;
  const std::size_t n = loop.size();
  for (std::size_t i = 0; i < n; ++i) {
    const Point prev = loop[(i + n - 1) % n], here = loop[i], next = loop[(i + 1) % n];
    if (std::abs(cross(unit(here - prev), unit(next - here))) > 1e-9 ||
        dot(here - prev, next - here) < 0)
      out.push_back(here);
  }
  return out;
}

// Each vertex moved to where the two offset edges meeting there cross.
std::vector<Point> offset(const std::vector<Point>& loop, double inset) {
  std::vector<Point> out;
  const std::size_t n = loop.size();
  for (std::size_t i = 0; i < n; ++i) {
    const Point din = unit(loop[i] - loop[(i + n - 1) % n]),
                dout = unit(loop[(i + 1) % n] - loop[i]);
    const Point nin{-din.y, din.x}, nout{-dout.y, dout.x};  // to the right of travel: inside
    const double k = inset / (1 + dot(nin, nout));
    out.push_back(loop[i] + k * (nin + nout));
  }
  return out;
}

}  // namespace

std::vector<std::vector<Point>> inset_outline(const Frame& frame, const std::vector<bool>& in,
                                              double inset) {
  std::vector<Edge> edges = boundary_edges(frame, in);
  std::multimap<std::pair<long long, long long>, int> starts;
  for (int e = 0; e < static_cast<int>(edges.size()); ++e) starts.emplace(key(edges[e].from), e);
  std::vector<std::vector<Point>> loops;
  for (int e = 0; e < static_cast<int>(edges.size()); ++e) {
    if (edges[e].used) continue;
    const std::vector<Point> loop = merge_straight(trace(edges, starts, e));
    if (loop.size() >= 3) loops.push_back(offset(loop, inset));
  }
  return loops;
}

}  // namespace rfsat::render
