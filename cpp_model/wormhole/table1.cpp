#include "cpp_model/wormhole/table1.h"

#include <array>
#include <cctype>

#include "cpp_model/wormhole/algorithms.h"

namespace hc::wormhole {

namespace {

constexpr int kColumns = 9;  // n, m, k, r, k', r', Tc, Tg, T(n)

/// The columns after n and m: their key, the printed value and the computed one.
struct Column {
  const char* key;
  std::optional<int> PrintedRow::*printed;
  int Table1Row::*computed;
};
constexpr Column kValueColumns[kColumns - 2] = {
    {"k", &PrintedRow::k, &Table1Row::k},    {"r", &PrintedRow::r, &Table1Row::r},
    {"kp", &PrintedRow::kp, &Table1Row::kp}, {"rp", &PrintedRow::rp, &Table1Row::rp},
    {"Tc", &PrintedRow::Tc, &Table1Row::Tc}, {"Tg", &PrintedRow::Tg, &Table1Row::Tg},
    {"T", &PrintedRow::T, &Table1Row::T}};

/// Table 1 of paper 002 exactly as a plain-text conversion of the paper prints it (its lines 204-231),
/// one string per tab-separated cell. The conversion garbled it in two ways:
///  - a "stacked" cell holds several numbers ("6 7", "8 5 5 5", "$\frac{2}{2}$"): the column's value
///    for its own row followed by the values of the rows below it (every stacked value after the first
///    repeats a value the row below prints itself, or fills a blank there);
///  - a blank cell in the k', Tc or Tg column: the value, if any, is the one a stacked cell above
///    carries for that row. The T(n) column is printed only in the rows m = n.
/// Read this way: (12,6) Tc "6 7" = 6 (7 is row m=8's); (16,6) Tg "8 6" = 8; (16,8) k' "8 5 5 5" = 8
/// (then 5 for m=10,12,14, filling the blank k' of m=12) and Tc "8 8 8 8" = 8 (m=8..14); (16,16) Tc
/// is blank and no stacked cell covers it, so it is not read; (20,10) r' "\frac{2}{2}" = 2 and Tg
/// "7 7" = 7 (filling the blank Tg of m=12); (20,14) Tg "7 5" = 7; (20,18) k' "5 5" = 5, Tg "5 5" = 5.
/// The one reading that matters is (16,8) k': taking the stack as starting a row earlier would give 5.
constexpr std::array<std::array<const char*, kColumns>, 28> kPrinted = {{
    {"8", "2", "4", "0", "4", "0", "8", "4", ""},
    {"8", "4", "2", "0", "2", "2", "4", "3", ""},
    {"8", "6", "1", "2", "2", "2", "5", "3", ""},
    {"8", "8", "1", "0", "2", "0", "4", "2", "4"},
    {"12", "2", "6", "0", "12", "0", "12", "12", ""},
    {"12", "4", "3", "0", "6", "0", "9", "6", ""},
    {"12", "6", "2", "0", "6", "0", "6 7", "6", ""},
    {"12", "8", "1", "4", "4", "0", "7", "4", ""},
    {"12", "10", "1", "2", "4", "0", "7", "4", ""},
    {"12", "12", "1", "0", "4", "0", "5", "4", "5"},
    {"16", "2", "8", "0", "16", "0", "16", "16", ""},
    {"16", "4", "4", "0", "8", "0", "12", "8", ""},
    {"16", "6", "2", "4", "8", "0", "9", "8 6", ""},
    {"16", "8", "2", "0", "8 5 5 5", "1", "8 8 8 8", "6", ""},
    {"16", "10", "1", "6", "5", "1", "8", "6", ""},
    {"16", "12", "1", "4", "", "1", "8", "6", ""},
    {"16", "14", "1", "2", "5", "1", "8", "6", ""},
    {"16", "16", "1", "0", "4", "0", "", "4", "6"},
    {"20", "2", "10", "0", "20", "0", "20", "20", ""},
    {"20", "4", "5", "0", "10", "0", "15", "10", ""},
    {"20", "6", "3", "2", "10", "0", "11", "10", ""},
    {"20", "8", "2", "4", "6", "2", "11", "7", ""},
    {"20", "10", "2", "0", "6", "$\\frac{2}{2}$", "10", "7 7", ""},
    {"20", "12", "1", "8", "6", "2", "9", "", ""},
    {"20", "14", "1", "6", "6", "2", "9", "7 5", ""},
    {"20", "16", "1", "4", "5", "0", "10", "5", ""},
    {"20", "18", "1", "2", "5 5", "0", "9", "5 5", ""},
    {"20", "20", "1", "0", "5", "0", "8", "5", "7"},
}};

std::vector<int> numbers_in(const std::string& cell) {
  std::vector<int> out;
  for (size_t i = 0; i < cell.size();) {
    if (!std::isdigit(static_cast<unsigned char>(cell[i]))) {
      ++i;
      continue;
    }
    int v = 0;
    while (i < cell.size() && std::isdigit(static_cast<unsigned char>(cell[i]))) v = v * 10 + (cell[i++] - '0');
    out.push_back(v);
  }
  return out;
}

std::string str(int v) { return std::to_string(v); }

/// s = ceil(log2(m+1)): the value some printed rows follow instead of floor.
int ceil_log2(int x) {
  int s = floor_log2(x);
  return (1 << s) == x ? s : s + 1;
}

/// Why printed value v of `column` in row p differs from the computed row c.
std::string reason(const std::string& column, int v, const PrintedRow& p, const Table1Row& c,
                   const std::vector<PrintedRow>& all) {
  std::string why;
  if (column == "k" || column == "r")
    why = "Procedure Cube-based: k = floor(n/m) = " + str(c.k) + ", r = n - k m = " + str(c.r);
  if (column == "kp" || column == "rp" || column == "Tg") {
    const std::string split =
        "s = floor(log2(m+1)) = " + str(c.s) + ", k' = floor(n/s) = " + str(c.kp) + ", r' = " + str(c.rp);
    why =
        column == "Tg" ? "Thm 3: Tg = k' + (r' > 0) = " + str(c.Tg) + " with " + split : "Procedure GC-based: " + split;
    const int su = ceil_log2(c.m + 1);
    const int up = column == "kp" ? c.n / su : column == "rp" ? c.n % su : c.n / su + (c.n % su > 0 ? 1 : 0);
    if (su != c.s && v == up)
      why += "; the printed value follows s = ceil(log2(m+1)) = " + str(su) + ", whose Gray paths have 2^" + str(su) +
             " - 1 = " + str((1 << su) - 1) + " links, more than m = " + str(c.m);
    else if (column == "kp" && p.rp && p.Tg && c.rp == *p.rp && c.Tg == *p.Tg)
      why += "; the same row's printed r' and Tg follow s = " + str(c.s);
  }
  if (column == "Tc") {
    why = "Thm 2: Tc = k T(m) + T(r) = " + str(c.k) + "*" + str(ho_steps(c.m)) + " + " + str(ho_steps(c.r)) + " = " +
          str(c.Tc);
    if (c.k > 0 && (v - ho_steps(c.r)) % c.k == 0) {
      const int need = (v - ho_steps(c.r)) / c.k;
      why +=
          "; the printed value would need T(" + str(c.m) + ") = " + str(need) + ", Lemma 1 gives " + str(ho_steps(c.m));
      for (const PrintedRow& o : all)  // another printed row using Lemma 1's T(m)
        if (o.m == c.m && o.n != c.n && o.Tc && o.r && o.k && *o.Tc == *o.k * ho_steps(c.m) + ho_steps(*o.r)) {
          why += ", and the table's own Tc(" + str(o.n) + "," + str(o.m) + ") = " + str(*o.Tc) + " uses " +
                 str(ho_steps(c.m));
          break;
        }
    }
  }
  if (column == "T") {
    why = "Lemma 1 with its bound taken as equality: T(" + str(c.n) + ") = " + str(c.T) +
          " (the lemma only states T(n) <= T(n-3) + 1, so Ho's [4] may do better, but nothing in the paper gives " +
          str(v) + ")";
    for (const PrintedRow& o : all)  // printed Tc values that contain T(n): rows with k = 1 and m = n
      if (o.m == c.n && o.Tc && o.k && *o.k == 1 && o.r)
        why += "; the table's own Tc(" + str(o.n) + "," + str(o.m) + ") = " + str(*o.Tc) + " = T(" + str(c.n) +
               ") + T(" + str(*o.r) + ") implies T(" + str(c.n) + ") = " + str(*o.Tc - ho_steps(*o.r));
  }
  if (p.reading.find(column + " printed as") != std::string::npos)
    why += "; the printed value is the first of a stacked cell (see the row's reading)";
  if ((column == "Tc" || column == "Tg") && v < c.lower_bound)
    why += "; below Thm 1's lower bound ceil(n/log2(m+1)) = " + str(c.lower_bound) + ", so no schedule achieves it";
  return why;
}

}  // namespace

std::vector<PrintedRow> printed_table1() {
  std::vector<PrintedRow> rows(kPrinted.size());
  // stacked[i][c]: a value for row i, column c, carried by a stacked cell of an earlier row.
  std::vector<std::array<std::optional<int>, kColumns>> stacked(kPrinted.size());
  std::vector<std::array<int, kColumns>> stacked_from(kPrinted.size());
  for (size_t i = 0; i < kPrinted.size(); ++i) {
    rows[i].n = numbers_in(kPrinted[i][0]).at(0);
    rows[i].m = numbers_in(kPrinted[i][1]).at(0);
    for (int c = 2; c < kColumns; ++c) {
      std::vector<int> v = numbers_in(kPrinted[i][static_cast<size_t>(c)]);
      for (size_t j = 1; j < v.size(); ++j) {
        stacked.at(i + j)[static_cast<size_t>(c)] = v[j];
        stacked_from.at(i + j)[static_cast<size_t>(c)] = rows[i].m;
      }
    }
  }
  for (size_t i = 0; i < kPrinted.size(); ++i) {
    PrintedRow& row = rows[i];
    std::vector<std::string> notes;
    for (int c = 2; c < kColumns; ++c) {
      const std::string cell = kPrinted[i][static_cast<size_t>(c)];
      std::vector<int> v = numbers_in(cell);
      const std::optional<int>& above = stacked[i][static_cast<size_t>(c)];
      const Column& column = kValueColumns[c - 2];
      const std::string key = column.key;
      std::optional<int>& field = row.*column.printed;
      if (!v.empty()) {
        field = v[0];
        if (v.size() > 1)
          notes.push_back(key + " printed as '" + cell + "', a stacked cell: " + str(v[0]) +
                          " for this row, the rest for the rows below");
        if (above && *above != v[0])
          notes.push_back(key + ": the stacked cell of row m=" + str(stacked_from[i][static_cast<size_t>(c)]) +
                          " carries " + str(*above) + " for this row, which prints " + str(v[0]));
      } else if (above) {
        field = *above;
        notes.push_back(key + " blank: " + str(*above) + " from the stacked cell of row m=" +
                        str(stacked_from[i][static_cast<size_t>(c)]));
      } else if (c != 8) {
        notes.push_back(key + " blank and not carried by any stacked cell: not read");
      }
    }
    for (const std::string& note : notes) row.reading += (row.reading.empty() ? "" : "; ") + note;
    if (row.reading.empty()) row.reading = "clean";
  }
  return rows;
}

Table1Row table1_row(int n, int m, bool simulate) {
  Table1Row row;
  row.n = n;
  row.m = m;
  const CubeSplit c = cube_split(n, m);
  const GraySplit g = gray_split(n, m);
  row.k = c.k;
  row.r = c.r;
  row.s = g.s;
  row.kp = g.kp;
  row.rp = g.rp;
  row.Tc = cube_steps(n, m);
  row.Tg = gray_steps(n, m);
  row.T = ho_steps(n);
  row.lower_bound = lower_bound(n, m);
  if (simulate) {
    row.simulated = true;
    SimReport cube = wormhole::simulate(cube_based_plan(n, m), 0);
    SimReport gray = wormhole::simulate(gray_based_plan(n, m), 0);
    row.Tc_simulated = cube.completion_step;
    row.Tg_simulated = gray.completion_step;
    row.cube_invariants_held = cube.invariants_held();
    row.gray_invariants_held = gray.invariants_held();
  }
  return row;
}

std::vector<Table1Row> table1_rows(bool simulate) {
  std::vector<Table1Row> out;
  for (const PrintedRow& p : printed_table1()) out.push_back(table1_row(p.n, p.m, simulate));
  return out;
}

std::vector<Disagreement> table1_disagreements() {
  std::vector<Disagreement> out;
  const std::vector<PrintedRow> printed = printed_table1();
  for (const PrintedRow& p : printed) {
    const Table1Row c = table1_row(p.n, p.m, false);
    for (const Column& column : kValueColumns) {
      const std::optional<int>& value = p.*column.printed;
      const int expected = c.*column.computed;
      if (!value || *value == expected) continue;
      out.push_back({p.n, p.m, column.key, *value, expected, reason(column.key, *value, p, c, printed)});
    }
  }
  return out;
}

}  // namespace hc::wormhole
