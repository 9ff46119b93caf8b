// Step-level simulator of paper 002's communication model: Q_n, one-port, path-based wormhole with
// intermediate reception and w-path length m. Each step, informed nodes start paths; every node on a
// path receives the message. The simulator checks every rule of the model and counts steps.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "cpp_model/wormhole/paths.h"

namespace hc::wormhole {

/// A rule of the communication model (paper 002 sec. 2 and 3) that a path can break.
enum class Rule : int {
  NodeRange = 0,     ///< the path starts at a node that is not in Q_n
  DimensionRange,    ///< the path crosses a dimension >= n
  EmptyPath,         ///< the path has no link
  TooLong,           ///< the path has more than m links (the w-path length)
  SenderUninformed,  ///< the source did not hold the message before this step
  SenderBusy,        ///< the source starts a second path in this step (one-port send)
  ReceiverBusy,      ///< a node receives from a second path in this step (one-port receive)
  ChannelShared,     ///< a directed link carries two paths in this step (paths of a step link-disjoint)
};
inline constexpr int kRuleCount = 8;

/// Stable name of a rule, as used in JSON ("too_long", ...).
const char* rule_name(Rule rule);

/// Largest number of steps one simulation may run (stamps are 8-bit).
inline constexpr int kMaxSteps = 250;

/// Most breaches kept with their details (all are counted).
inline constexpr size_t kMaxReportedBreaches = 10;

/// One broken rule: where, and what happened.
struct Breach {
  int step = 0;  ///< 1-based
  Rule rule = Rule::NodeRange;
  std::string detail;
};

/// What one step did.
struct StepStats {
  int64_t paths = 0;           ///< paths started
  int64_t links = 0;           ///< links crossed, over all paths
  int64_t newly_informed = 0;  ///< nodes that received the message for the first time
  int64_t informed = 0;        ///< nodes holding the message after the step
  int max_length = 0;          ///< longest path of the step, in links
};

/// The outcome of a simulated broadcast.
struct SimReport {
  int n = 0;
  int m = 0;
  Node source = 0;
  int64_t nodes = 0;                 ///< 2^n
  int steps = 0;                     ///< steps run
  int completion_step = -1;          ///< first step after which every node held the message; -1 if never
  int64_t informed = 0;              ///< nodes holding the message at the end
  int64_t redundant_receptions = 0;  ///< receptions by nodes that already held the message
  int max_path_length = 0;
  std::array<int64_t, kRuleCount> breaches{};  ///< per rule, how often it was broken
  std::vector<Breach> first_breaches;          ///< the first kMaxReportedBreaches, in order
  std::vector<StepStats> per_step;

  int64_t total_breaches() const;
  bool rules_held() const { return total_breaches() == 0; }
  bool all_informed() const { return informed == nodes; }
  bool invariants_held() const { return rules_held() && all_informed(); }
};

class Simulator {
 public:
  /// Q_n with w-path length m; only `source` holds the message. Throws ParamError on bad n, m, source.
  Simulator(int n, int m, Node source);

  /// Runs one step: every path leaves its source and informs each node it reaches. Broken rules are
  /// counted and reported, never thrown: a path is followed up to its first link outside the cube.
  /// Throws ParamError after kMaxSteps steps.
  void step(const StepPaths& paths);

  bool informed(Node x) const { return x < informed_at_.size() && informed_at_[x] != kNever; }
  /// Step after which x held the message (0 for the source), -1 if it never received it.
  int informed_at(Node x) const { return informed(x) ? informed_at_[x] : -1; }
  const SimReport& report() const { return report_; }

 private:
  static constexpr uint8_t kNever = 0xFF;
  void breach(Rule rule, const std::string& detail);

  SimReport report_;
  std::vector<uint8_t> informed_at_;     ///< per node: step it was informed, kNever if not yet
  std::vector<uint8_t> sent_in_;         ///< per node: last step it started a path
  std::vector<uint8_t> received_in_;     ///< per node: last step it received
  std::vector<uint32_t> received_from_;  ///< per node: index of that step's path it received from
  std::vector<uint8_t> channel_used_;    ///< per directed link (node * n + dim): last step it was used
};

}  // namespace hc::wormhole
