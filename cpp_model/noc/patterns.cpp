#include "cpp_model/noc/patterns.h"

#include <map>

#include "cpp_model/address.h"

namespace hc::noc {

namespace {

// A pattern that sends every packet of src to f(src).
Pattern permutation(const std::string& name, std::function<Node(Node)> f) {
  return {name, [f](Node src, Rng&) { return f(src); },
          [f](Node src, const std::function<void(Node, double)>& visit) { visit(f(src), 1.0); }};
}

// The number of bits of N, when N is a power of two (and the pattern needs an even number of them).
int bits_of(const Hypercycle& g, const std::string& name, bool even) {
  const Node n = g.nodes();
  int b = 0;
  while ((Node{1} << b) < n) ++b;
  if ((Node{1} << b) != n || (even && b % 2 != 0))
    throw Error("traffic pattern '" + name + "' works on the bits of node numbers: it needs N to be a power of two" +
                (even ? " with an even number of bits" : "") + "; " + g.notation() + " has N = " + std::to_string(n));
  return b;
}

// A pattern that moves every digit i of src by shift(m_i).
Pattern per_digit(const std::string& name, const Hypercycle& g, int (*shift)(int m)) {
  return permutation(name, [g, shift](Node src) {
    Digits d = digits_unchecked(g, src);
    for (int i = 0; i < g.r(); ++i) d[i] = static_cast<uint8_t>((d[i] + shift(g.dim(i).m)) % g.dim(i).m);
    return node_of(g, d);
  });
}

struct Entry {
  std::string help;
  std::function<Pattern(const Hypercycle&, const PatternOptions&, const std::string&)> make;
};

const std::map<std::string, Entry>& registry() {
  static const std::map<std::string, Entry> table = {
      {"uniform",
       {"every node with the same probability 1/N (the source too)",
        [](const Hypercycle& g, const PatternOptions&, const std::string& name) {
          const Node n = g.nodes();
          return Pattern{name, [n](Node, Rng& rng) { return static_cast<Node>(rng.below(static_cast<uint64_t>(n))); },
                         [n](Node, const std::function<void(Node, double)>& visit) {
                           for (Node d = 0; d < n; ++d) visit(d, 1.0 / n);
                         }};
        }}},
      {"transpose",
       {"node bits rotated by half their number (N a power of two, even bits)",
        [](const Hypercycle& g, const PatternOptions&, const std::string& name) {
          const int b = bits_of(g, name, true);
          const Node mask = g.nodes() - 1;
          return permutation(name, [b, mask](Node s) { return ((s >> (b / 2)) | (s << (b / 2))) & mask; });
        }}},
      {"bit-complement",
       {"every bit of the node number inverted (N a power of two)",
        [](const Hypercycle& g, const PatternOptions&, const std::string& name) {
          bits_of(g, name, false);
          const Node mask = g.nodes() - 1;
          return permutation(name, [mask](Node s) { return ~s & mask; });
        }}},
      {"bit-reverse",
       {"the bits of the node number in reverse order (N a power of two)",
        [](const Hypercycle& g, const PatternOptions&, const std::string& name) {
          const int b = bits_of(g, name, false);
          return permutation(name, [b](Node s) {
            Node d = 0;
            for (int i = 0; i < b; ++i) d |= ((s >> i) & 1) << (b - 1 - i);
            return d;
          });
        }}},
      {"shuffle",
       {"the bits of the node number rotated left by one (N a power of two)",
        [](const Hypercycle& g, const PatternOptions&, const std::string& name) {
          const int b = bits_of(g, name, false);
          const Node mask = g.nodes() - 1;
          return permutation(name, [b, mask](Node s) { return ((s << 1) | (s >> (b - 1))) & mask; });
        }}},
      {"tornado",
       {"every digit moved by ceil(m_i/2) - 1",
        [](const Hypercycle& g, const PatternOptions&, const std::string& name) {
          return per_digit(name, g, [](int m) { return (m + 1) / 2 - 1; });
        }}},
      {"neighbour",
       {"every digit moved by one",
        [](const Hypercycle& g, const PatternOptions&, const std::string& name) {
          return per_digit(name, g, [](int) { return 1; });
        }}},
      {"antipodal",
       {"every digit moved by floor(m_i/2): the worst case of a circulant",
        [](const Hypercycle& g, const PatternOptions&, const std::string& name) {
          return per_digit(name, g, [](int m) { return m / 2; });
        }}},
      {"hotspot",
       {"a hotspot node with probability --hotspot-fraction (among --hotspots), else uniform",
        [](const Hypercycle& g, const PatternOptions& o, const std::string& name) {
          if (o.hotspots.empty()) throw Error("traffic pattern 'hotspot' needs at least one hotspot node");
          for (Node h : o.hotspots)
            if (h < 0 || h >= g.nodes())
              throw Error("hotspot node " + std::to_string(h) + " is not in 0.." + std::to_string(g.nodes() - 1));
          if (!(o.hotspot_fraction >= 0.0 && o.hotspot_fraction <= 1.0))
            throw Error("the hotspot fraction must be between 0 and 1");
          const Node n = g.nodes();
          return Pattern{name,
                         [n, o](Node, Rng& rng) {
                           if (rng.uniform() < o.hotspot_fraction)
                             return o.hotspots[rng.below(o.hotspots.size())];
                           return static_cast<Node>(rng.below(static_cast<uint64_t>(n)));
                         },
                         [n, o](Node, const std::function<void(Node, double)>& visit) {
                           const double h = o.hotspot_fraction / static_cast<double>(o.hotspots.size());
                           for (Node d = 0; d < n; ++d) visit(d, (1.0 - o.hotspot_fraction) / n);
                           for (Node d : o.hotspots) visit(d, h);
                         }};
        }}},
  };
  return table;
}

}  // namespace

Pattern make_pattern(const std::string& name, const Hypercycle& g, const PatternOptions& options) {
  auto it = registry().find(name);
  if (it == registry().end()) {
    std::string known;
    for (const auto& [n, help] : pattern_list()) known += (known.empty() ? "" : ", ") + n;
    throw Error("unknown traffic pattern '" + name + "' (known: " + known + ")");
  }
  return it->second.make(g, options, name);
}

std::vector<std::pair<std::string, std::string>> pattern_list() {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& [name, e] : registry()) out.push_back({name, e.help});
  return out;
}

}  // namespace hc::noc
