// Table 1 of paper 002 ("Comparison of the two algorithms"): the values the paper prints, as read
// from the text conversion, the same rows computed from Thms 1-3 and Lemma 1 and by simulation, and
// every printed entry that disagrees, with the reason.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cpp_model/wormhole/formulas.h"

namespace hc::wormhole {

/// One printed row. An empty value is a cell the text does not print (blank or lost in conversion).
struct PrintedRow {
  int n = 0;
  int m = 0;
  std::optional<int> k, r, kp, rp, Tc, Tg, T;
  std::string reading;  ///< how the converted line was read
};

/// The 28 printed rows (n in {8,12,16,20}, even m from 2 to n), in the paper's order.
std::vector<PrintedRow> printed_table1();

/// One row computed by this model.
struct Table1Row {
  int n = 0;
  int m = 0;
  int k = 0, r = 0;           ///< n = k m + r
  int s = 0, kp = 0, rp = 0;  ///< s = floor(log2(m+1)), n = k' s + r'
  int Tc = 0;                 ///< Thm 2
  int Tg = 0;                 ///< Thm 3
  int T = 0;                  ///< Lemma 1: T(n)
  int lower_bound = 0;        ///< Thm 1
  bool simulated = false;
  int Tc_simulated = -1;  ///< steps until every node held the message; -1 if never or not simulated
  int Tg_simulated = -1;
  bool cube_invariants_held = false;  ///< every rule of the model kept, every node informed
  bool gray_invariants_held = false;
};

/// Computes one row; with `simulate`, also runs both schedules from node 0. Validates n and m.
Table1Row table1_row(int n, int m, bool simulate);

/// The rows of Table 1 in the paper's order.
std::vector<Table1Row> table1_rows(bool simulate);

/// A printed entry that disagrees with the model.
struct Disagreement {
  int n = 0;
  int m = 0;
  std::string column;  ///< "k", "r", "kp", "rp", "Tc", "Tg" or "T"
  int printed = 0;
  int expected = 0;  ///< from the formulas (which the simulation confirms)
  std::string reason;
};

/// Every printed entry of Table 1 that differs from Thms 2-3 and Lemma 1.
std::vector<Disagreement> table1_disagreements();

}  // namespace hc::wormhole
