#!/usr/bin/env python3
"""Draws the block diagrams of docs/architecture.md and the README's overview as plain SVG.

Usage:
  scripts/draw_architecture.py [--out DIR] [--check]

Writes arch_overview.svg (the README's picture), arch_node.svg (hc_node), arch_switch.svg (hc_switch's
pipeline) and arch_network.svg (hc_network, a 4x4 torus) into DIR (default docs/figures). The output is
plain SVG text, the same bytes on every run; no package beyond Python 3 is needed. Every text is checked
to fit its box with a conservative estimate of the font's width, so an edit that overflows fails here.

--check writes nothing: it compares the files in DIR with what would be written.
Exit status: 0 when written (or, with --check, up to date), 1 when a file differs or a text overflows,
2 on a usage error (a DIR that cannot be made or written included).
"""

import argparse
import sys
from pathlib import Path
from typing import Dict, List, Sequence, Tuple

import entry
from fpga_flow import REPO, make_out_dir


SANS = "DejaVu Sans, Verdana, Arial, sans-serif"
MONO = "DejaVu Sans Mono, Menlo, Consolas, monospace"
# Widths of a character in em, upper bounds for DejaVu Sans (Verdana is as wide) and its Mono.
EM_SANS, EM_SANS_BOLD, EM_MONO = 0.62, 0.70, 0.61

# Fills by role; the legend of each figure names them.
FILL = {
    "config": "#fff4c2",   # configuration and load phase
    "logic": "#dcebff",    # decisions: routing, broadcast, allocation
    "memory": "#dff3df",   # FIFOs and tables
    "port": "#f2f2f2",     # interfaces and whole units
    "model": "#f6e3f6",    # the C++ golden model and its benches
}
STROKE = "#333333"


class TextOverflow(Exception):
    """A text does not fit where it is drawn."""


def num(v: float) -> str:
    """A coordinate written the same way on every machine."""
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


def esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def text_width(s: str, size: float, bold: bool = False, mono: bool = False) -> float:
    em = EM_MONO if mono else EM_SANS_BOLD if bold else EM_SANS
    return len(s) * size * em


class Svg:
    """An SVG picture built element by element."""

    def __init__(self, name: str, width: int, height: int, title: str):
        self.name, self.width, self.height = name, width, height
        self.parts: List[str] = [f"<title>{esc(title)}</title>",
                                 f'<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>']

    def text(self, x: float, y: float, s: str, size: float = 12, anchor: str = "start", bold: bool = False,
             mono: bool = False, italic: bool = False, color: str = "#111111", rotate: bool = False) -> None:
        attrs = [f'x="{num(x)}"', f'y="{num(y)}"', f'font-family="{MONO if mono else SANS}"',
                 f'font-size="{num(size)}"', f'fill="{color}"']
        if anchor != "start":
            attrs.append(f'text-anchor="{anchor}"')
        if bold:
            attrs.append('font-weight="bold"')
        if italic:
            attrs.append('font-style="italic"')
        if rotate:
            attrs.append(f'transform="rotate(-90 {num(x)} {num(y)})"')
        self.parts.append(f"<text {' '.join(attrs)}>{esc(s)}</text>")

    def rect(self, x: float, y: float, w: float, h: float, fill: str = "#ffffff", dashed: bool = False,
             stroke: str = STROKE, radius: float = 4, width: float = 1.2) -> None:
        dash = ' stroke-dasharray="6 4"' if dashed else ""
        self.parts.append(f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="{num(radius)}" '
                          f'fill="{fill}" stroke="{stroke}" stroke-width="{num(width)}"{dash}/>')

    def box(self, x: float, y: float, w: float, h: float, title: str, lines: Sequence = (),
            kind: str = "logic", size: float = 12, stack: int = 0, dashed: bool = False,
            mono_title: bool = True, col: float = 0) -> None:
        """A block: a title (a file or module name, in mono) and lines of text under it; a line that is a
        pair (name, what) is drawn in two columns, the second at `col` from the left edge. `stack` draws
        that many copies behind it (a module instantiated per port)."""
        for k in range(stack, 0, -1):
            self.rect(x + 5 * k, y - 5 * k, w, h, FILL[kind], dashed)
        self.rect(x, y, w, h, FILL[kind], dashed)
        pad = 8
        self.fit(title, w - 2 * pad, size + 1, bold=True, mono=mono_title)
        self.text(x + pad, y + size + 7, title, size + 1, bold=True, mono=mono_title)
        for i, line in enumerate(lines):
            yy = y + size + 9 + (i + 1) * (size + 4)
            if yy > y + h - 3:
                raise TextOverflow(f"{self.name}: box {title!r} is too short for {line!r}")
            if isinstance(line, tuple):  # (a name in mono, what it does) in two columns
                name, what = line
                self.fit(name, col - pad - 4, size, mono=True)
                self.fit(what, w - col - pad, size)
                self.text(x + pad, yy, name, size, mono=True)
                self.text(x + col, yy, what, size)
            else:
                self.fit(line, w - 2 * pad, size)
                self.text(x + pad, yy, line, size)

    def reg(self, x: float, y: float, h: float, label: str, w: float = 18) -> None:
        """A register: a bar with a clock triangle, its name written upwards in it."""
        self.rect(x, y, w, h, "#c9d1dc", radius=1)
        self.parts.append(f'<polyline points="{num(x)},{num(y + h - 12)} {num(x + 8)},{num(y + h - 6)} '
                          f'{num(x)},{num(y + h)}" fill="none" stroke="{STROKE}" stroke-width="1"/>')
        self.fit(label, h - 24, 11, mono=True)
        self.text(x + w / 2 + 4, y + h - 18, label, 11, mono=True, rotate=True)

    def arrow(self, points: Sequence[Tuple[float, float]], color: str = STROKE, dashed: bool = False,
              both: bool = False, width: float = 1.4) -> None:
        pts = " ".join(f"{num(x)},{num(y)}" for x, y in points)
        dash = ' stroke-dasharray="5 4"' if dashed else ""
        start = ' marker-start="url(#head-start)"' if both else ""
        self.parts.append(f'<polyline points="{pts}" fill="none" stroke="{color}" stroke-width="{num(width)}"'
                          f'{dash}{start} marker-end="url(#head)"/>')

    def line(self, points: Sequence[Tuple[float, float]], color: str = STROKE, dashed: bool = False,
             width: float = 1.4) -> None:
        pts = " ".join(f"{num(x)},{num(y)}" for x, y in points)
        dash = ' stroke-dasharray="5 4"' if dashed else ""
        self.parts.append(f'<polyline points="{pts}" fill="none" stroke="{color}" stroke-width="{num(width)}"{dash}/>')

    def path(self, d: str, color: str = STROKE, width: float = 1.4, arrow: bool = True) -> None:
        end = ' marker-end="url(#head)"' if arrow else ""
        self.parts.append(f'<path d="{d}" fill="none" stroke="{color}" stroke-width="{num(width)}"{end}/>')

    def fit(self, s: str, room: float, size: float, bold: bool = False, mono: bool = False) -> None:
        if text_width(s, size, bold, mono) > room:
            raise TextOverflow(f"{self.name}: {s!r} needs {text_width(s, size, bold, mono):.0f} px, has {room:.0f}")

    def legend(self, x: float, y: float, kinds: Sequence[Tuple[str, str]], register: bool = False) -> None:
        for kind, label in kinds:
            self.rect(x, y - 11, 16, 14, FILL[kind], radius=2)
            self.text(x + 22, y, label, 11)
            x += 30 + text_width(label, 11)
        if register:
            self.rect(x, y - 11, 8, 14, "#c9d1dc", radius=1)
            self.text(x + 14, y, "register (one clock)", 11)
            x += 24 + text_width("register (one clock)", 11)
        if x > self.width:
            raise TextOverflow(f"{self.name}: the legend is wider than the picture")

    def render(self) -> str:
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" height="{self.height}" '
                f'viewBox="0 0 {self.width} {self.height}" xml:space="preserve">\n'
                '<defs>\n'
                '<marker id="head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" '
                'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#333333"/></marker>\n'
                '<marker id="head-start" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" '
                'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#333333"/></marker>\n'
                '</defs>\n')
        return head + "\n".join(self.parts) + "\n</svg>\n"


def overview() -> Svg:
    """The README's picture: the three RTL levels beside the golden model they are compared with."""
    s = Svg("arch_overview.svg", 1000, 400, "hypercycle network IP: node, switch, network and golden model")
    s.text(20, 28, "SystemVerilog RTL (rtl/)", 14, bold=True)
    s.box(20, 44, 300, 136, "hc_node.sv: one node", [
        ("hc_config", "load phase, 55 clocks"),
        ("hc_router", "next port (paper 003)"),
        ("hc_bcast", "broadcast weights"),
        ("", "(paper 000)"),
        "register port, valid/ready streams",
    ], "logic", col=90)
    s.box(360, 44, 300, 136, "hc_switch.sv: one node", [
        "the node's decisions, and:",
        "inputs with virtual-channel FIFOs",
        "allocator, one decision per clock",
        "crossbar, credits, link registers",
        "injection and ejection; 2 clocks a hop",
    ], "logic")
    s.box(700, 44, 280, 136, "hc_network.sv", [
        "a switch per node of",
        "G(m_r..m_1; rho_r..rho_1),",
        "wired port to reverse port",
        "hc_noc_board_top.sv: the same",
        "on an FPGA, over a UART",
    ], "port")
    s.arrow([(320, 112), (360, 112)])
    s.arrow([(660, 112), (700, 112)])
    s.text(340, 102, "reused", 10, anchor="middle")
    s.text(680, 102, "x N", 10, anchor="middle")
    for x, label in ((170, "every response"), (510, "every flit, every clock"), (840, "every flit")):
        s.arrow([(x, 186), (x, 256)], both=True)
        s.text(x + 8, 226, label, 11)
    s.text(20, 280, "C++ golden model (cpp_model/)", 14, bold=True)
    s.box(20, 292, 300, 76, "routing.cpp, broadcast.cpp", [
        "next_port; Algorithms 1 and 2",
        "hypercycle route, broadcast",
    ], "model")
    s.box(360, 292, 620, 76, "noc/network_model.cpp", [
        "every switch of the network, cycle-exact, from flat arrays; up to 15^4 nodes",
        "hypercycle noc, noc sweep",
    ], "model")
    s.text(20, 390, "Compared in tb/ and sim/: GoogleTest harnesses, the SystemC bench (make run), "
                    "hypercycle-rtl, cocotb.", 11, italic=True)
    return s


def node() -> Svg:
    """hc_node: the configuration's load phase feeding the router and the broadcast unit."""
    s = Svg("arch_node.svg", 1000, 540, "hc_node: configuration, router and broadcast weight unit")
    s.text(20, 26, "hc_node (rtl/hc_node.sv): one configuration, two request/response streams", 14, bold=True)
    s.box(20, 60, 200, 120, "register port", [
        "cfg_we_i, cfg_addr_i",
        "cfg_wdata_i, cfg_rdata_o",
        "r, m, rho, own: 0x0..0x3",
        "docs/registers.md",
    ], "port", mono_title=False)
    s.box(270, 44, 500, 170, "hc_config.sv: the load phase", [
        "55 clocks after the last write (hc_pkg::DeriveSteps):",
        ("hc_dim_constants.sv", "D, a, k per dimension (ROMs)"),
        ("hc_route_fill.sv x2", "routing tables, 2 dimensions each"),
        ("hc_port_table.sv", "per port: dimension, wc, wrap"),
        "busy until derived, error if invalid; a write",
        "flushes the requests in flight (answered: error)",
    ], "config", col=170)
    s.arrow([(220, 110), (270, 110)], both=True)
    s.text(820, 70, "cfg_ready_o", 12, mono=True)
    s.text(820, 86, "cfg_error_o", 12, mono=True)
    s.arrow([(770, 76), (812, 76)])
    s.box(270, 300, 330, 150, "hc_router.sv  (paper 003)", [
        ("hc_pipe_ctrl", "valid/ready, flush"),
        ("hc_route_lookup", "highest differing"),
        ("", "dimension's entry"),
        ("hc_ram", "block or LUT RAM"),
        "last stage: is the port available?",
    ], "logic", col=140)
    s.box(640, 300, 330, 150, "hc_bcast.sv  (paper 000)", [
        ("hc_pipe_ctrl", "valid/ready, flush"),
        "stage 1: check (wd, wc, in_port),",
        "  continuing port, ports below wd",
        "last stage: weights on every port",
        "  (Algorithm 1 at the origin, 2 else)",
    ], "logic", col=140)
    s.arrow([(360, 214), (360, 300)])
    s.text(368, 240, "table_we/addr/data", 11, mono=True)
    s.text(368, 256, "own, limit", 11, mono=True)
    s.arrow([(700, 214), (700, 300)])
    s.text(708, 240, "bcast_cfg", 11, mono=True)
    s.text(708, 256, "(port table, D, a, k)", 11)
    s.line([(540, 214), (540, 270)], dashed=True)
    s.arrow([(540, 270), (540, 300)], dashed=True)
    s.arrow([(540, 270), (660, 270), (660, 300)], dashed=True)
    s.text(548, 262, "busy, error, flush", 10, mono=True)
    s.text(20, 328, "route request", 12, bold=True)
    s.text(20, 344, "dst digits, avail ports", 11, mono=True)
    s.arrow([(20, 352), (270, 352)])
    s.text(20, 408, "route response", 12, bold=True)
    s.text(20, 424, "arrived | port | wait | error", 11, mono=True)
    s.arrow([(270, 432), (20, 432)])
    s.text(20, 484, "broadcast request: origin, wd, wc, in_port", 11, mono=True)
    s.arrow([(20, 492), (700, 492), (700, 450)])
    s.text(760, 486, "broadcast response:", 11, bold=True)
    s.text(760, 502, "send mask, wd and wc per port", 11, mono=True)
    s.arrow([(880, 450), (880, 472)])
    s.text(20, 528, "Each stream: one request per clock, answered Latency = 2 (or 3) clocks after acceptance.",
           11, italic=True)
    s.legend(640, 528, [("config", "configuration"), ("logic", "decision logic")])
    return s


def switch() -> Svg:
    """hc_switch: the pipeline of one hop, file by file."""
    s = Svg("arch_switch.svg", 1180, 710, "hc_switch: inputs, allocation and traversal, link")
    s.text(20, 26, "hc_switch (rtl/hc_switch.sv): two clocks per hop", 14, bold=True)
    bands = [(150, 570, "arrival: route, write the FIFO"), (570, 1020, "clock 1: allocation and traversal"),
             (1020, 1170, "clock 2: link")]
    for x0, x1, label in bands:
        s.rect(x0, 40, x1 - x0 - 4, 22, "#eeeeee", radius=2, stroke="#bbbbbb", width=1)
        s.text((x0 + x1 - 4) / 2, 56, label, 12, anchor="middle", bold=True)
    s.box(150, 76, 680, 44, "hc_sw_config.sv: hc_config.sv (registers, load phase, tables), CTRL, ERRORS, CAUSE",
          [], "config", size=11)
    s.text(20, 92, "cfg_* registers", 11, mono=True)
    s.arrow([(20, 100), (150, 100)], both=True)
    # Network inputs.
    s.box(300, 180, 250, 200, "hc_sw_input.sv", [
        "x NumPorts, one per network port",
        "route an arriving head:",
        "  hc_route_lookup.sv (unicast)",
        "  bcast_sends (broadcast)",
        "  dateline class per output",
        "per VC: hc_sw_fifo.sv pointers",
        "one route memory, one flit",
        "  memory for all VCs (hc_ram)",
    ], "memory", size=11, stack=2)
    s.arrow([(400, 120), (400, 170)])
    s.text(406, 140, "tables, own, limit", 10, mono=True)
    s.text(20, 232, "input links", 12, bold=True)
    s.text(20, 248, "in_valid/vc/ctl/data", 11, mono=True)
    s.arrow([(20, 256), (300, 256)])
    s.text(20, 340, "credits upstream", 12, bold=True)
    s.text(20, 356, "in_crd_valid/vc", 11, mono=True)
    s.arrow([(300, 348), (190, 348)])
    # Injection.
    s.box(150, 430, 130, 150, "hc_sw_inject.sv", [
        "source address",
        "into the head;",
        "checks: refused",
        "packets dropped,",
        "ERRORS, causes",
    ], "logic", size=11)
    s.text(20, 462, "injection", 12, bold=True)
    s.text(20, 478, "inj_*", 11, mono=True)
    s.arrow([(20, 486), (150, 486)])
    s.box(300, 430, 250, 150, "hc_sw_input.sv (local)", [
        "Port = NumPorts",
        "FIFO per VC (h mod Vcs)",
        "a packet is visible once",
        "its tail is in (commit),",
        "or rolled back if refused",
    ], "memory", size=11)
    s.arrow([(280, 486), (300, 486)])
    # Allocation.
    s.box(600, 180, 200, 400, "hc_sw_alloc.sv", [
        "presentation: each",
        "  input shows one VC,",
        "  chosen a clock ahead",
        "requests: the stored",
        "  route and the",
        "  outputs' flags",
        "hc_rr_arbiter.sv",
        "  per output, round robin",
        "broadcast groups: an",
        "  input and its outputs",
        "  locked for len clocks",
        "grants: pop the FIFO,",
        "  take a credit",
    ], "logic", size=11)
    s.arrow([(550, 290), (600, 290)])
    s.text(556, 282, "fronts", 10)
    s.arrow([(550, 510), (600, 510)])
    s.text(556, 502, "fronts", 10)
    s.arrow([(760, 120), (760, 180)])
    s.text(766, 140, "port_dim", 10, mono=True)
    # Outputs' state.
    s.box(600, 620, 380, 60, "hc_sw_credits.sv  x NumPorts + local", [
        "credit counter per VC; the packet holding a VC; flags",
    ], "logic", size=11)
    s.arrow([(630, 620), (630, 580)])
    s.text(636, 606, "body/head/whole_ok", 10, mono=True)
    s.arrow([(780, 580), (780, 620)])
    s.text(786, 606, "grants", 10)
    s.arrow([(1150, 660), (980, 660)])
    s.text(1040, 650, "out_crd_*", 11, mono=True)
    # Crossbar, link registers.
    s.arrow([(800, 380), (850, 380)])
    s.text(806, 372, "grants", 10)
    s.box(850, 180, 160, 300, "hc_sw_xbar.sv", [
        "the crossbar:",
        "the inputs read",
        "the flit memory",
        "at st_addr;",
        "broadcast copies",
        "get their weights",
        "(wd, wc - 1) or",
        "the origin's",
    ], "logic", size=11, mono_title=False)
    s.line([(520, 170), (520, 156), (930, 156)])
    s.arrow([(930, 156), (930, 180)])
    s.text(530, 150, "st_ctl, st_data: flit memory read", 10)
    s.reg(1030, 180, 300, "link_*_q")
    s.arrow([(1010, 320), (1030, 320)])
    s.arrow([(1048, 320), (1160, 320)])
    s.text(1056, 310, "output links", 12, bold=True)
    s.text(1056, 340, "out_valid/vc/", 11, mono=True)
    s.text(1056, 356, "ctl/data", 11, mono=True)
    # Ejection.
    s.box(850, 510, 200, 80, "hc_sw_eject.sv", [
        "hc_sw_fifo + hc_ram",
        "the sink reads its front",
    ], "memory", size=11)
    s.arrow([(930, 480), (930, 510)])
    s.text(936, 500, "local output", 10)
    s.arrow([(1050, 550), (1160, 550)])
    s.text(1060, 540, "ej_*", 11, mono=True)
    s.legend(20, 700, [("config", "configuration"), ("memory", "buffers and routes"),
                       ("logic", "allocation and crossbar")], register=True)
    return s


def network() -> Svg:
    """hc_network with its default parameters: the 4x4 torus G(4,4; 1,1)."""
    m1, m2 = 4, 4
    s = Svg("arch_network.svg", 980, 700, "hc_network: a 4x4 torus of switches")
    s.text(20, 26, "hc_network (rtl/hc_network.sv), default parameters: G(4,4; 1,1), the 4x4 torus", 14, bold=True)
    x0, y0, step, size = 140, 90, 130, 64

    def centre(i: int, j: int) -> Tuple[float, float]:
        return x0 + i * step + size / 2, y0 + (m2 - 1 - j) * step + size / 2

    for j in range(m2):
        for i in range(m1):
            cx, cy = centre(i, j)
            hl = (i, j) == (1, 1)
            s.rect(cx - size / 2, cy - size / 2, size, size, FILL["logic"] if hl else FILL["port"])
            s.text(cx, cy - 6, f"x = {i + m1 * j}", 11, anchor="middle", bold=hl)
            s.text(cx, cy + 10, f"{j}.{i}", 11, anchor="middle", mono=True)
            s.text(cx, cy + 25, "hc_switch", 9, anchor="middle", mono=True, color="#555555")
    half = size / 2
    for j in range(m2):
        for i in range(m1):
            cx, cy = centre(i, j)
            if i + 1 < m1:
                nx, _ = centre(i + 1, j)
                s.arrow([(cx + half, cy - 8), (nx - half, cy - 8)], width=1.1)
                s.arrow([(nx - half, cy + 8), (cx + half, cy + 8)], width=1.1)
            if j + 1 < m2:
                _, ny = centre(i, j + 1)
                s.arrow([(cx - 8, cy - half), (cx - 8, ny + half)], width=1.1)
                s.arrow([(cx + 8, ny + half), (cx + 8, cy - half)], width=1.1)
    grey = "#777777"
    for j in range(m2):
        _, cy = centre(0, j)
        left, right = centre(0, j)[0] - half, centre(m1 - 1, j)[0] + half
        s.line([(right, cy), (right + 22, cy)], color=grey, dashed=True, width=1.1)
        s.line([(left - 22, cy), (left, cy)], color=grey, dashed=True, width=1.1)
        s.text(right + 26, cy + 4, f"to x = {m1 * j}", 10, color=grey)
    for i in range(m1):
        cx, _ = centre(i, 0)
        top, bottom = centre(i, m2 - 1)[1] - half, centre(i, 0)[1] + half
        s.line([(cx, top - 22), (cx, top)], color=grey, dashed=True, width=1.1)
        s.line([(cx, bottom), (cx, bottom + 22)], color=grey, dashed=True, width=1.1)
        s.text(cx + 4, bottom + 34, f"to x = {i + m1 * (m2 - 1)}", 10, color=grey)
    ax, ay = x0 - 30, y0 + m2 * step + 70
    s.arrow([(ax, ay), (ax + 140, ay)])
    s.text(ax + 146, ay + 4, "dimension 1 (x_1, least significant)", 11)
    s.arrow([(ax, ay), (ax, ay - 140)])
    s.text(ax - 8, ay - 146, "dimension 2 (x_2)", 11, rotate=True)
    cx, cy = centre(1, 1)
    blue = "#003399"
    s.text(cx + half + 4, cy - 12, "p0", 10, mono=True, color=blue)
    s.text(cx - half - 20, cy + 20, "p1", 10, mono=True, color=blue)
    s.text(cx - 26, cy - half - 4, "p2", 10, mono=True, color=blue)
    s.text(cx + 12, cy + half + 12, "p3", 10, mono=True, color=blue)
    nx = 700
    lines = [
        ("Ports, dimension 1 first:", True),
        ("p0 = +1, p1 = -1 in dimension 1", False),
        ("p2 = +1, p3 = -1 in dimension 2", False),
        ("", False),
        ("Output p of switch x drives", True),
        ("input p' of the neighbour over p,", True),
        ("p' the port of the opposite offset:", False),
        ("x = 5, out p0 -> x = 6, in p1.", False),
        ("The credits go back the same way.", False),
        ("", False),
        ("Dashed: wrap-around links. A hop", False),
        ("over one is in virtual-channel", False),
        ("class 1 (the dateline).", False),
        ("", False),
        ("Each switch gets its own address", False),
        ("in ResetCfg; every local port", False),
        ("(inj_*, ej_*) is brought out.", False),
        ("", False),
        ("Labels: index x, digits x_2.x_1.", False),
    ]
    for k, (line, bold) in enumerate(lines):
        s.fit(line, s.width - nx - 10, 11, bold=bold)
        s.text(nx, 100 + 18 * k, line, 11, bold=bold)
    return s


FIGURES = (overview, node, switch, network)


def render_all() -> Dict[str, str]:
    out = {}
    for make in FIGURES:
        svg = make()
        out[svg.name] = svg.render()
    return out


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     epilog="\n\n".join(__doc__.split("\n\n")[1:]),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=REPO / "docs" / "figures",
                        help="directory of the SVG files (default docs/figures)")
    parser.add_argument("--check", action="store_true", help="compare with the files in --out; write nothing")
    args = parser.parse_args(argv)
    try:
        files = render_all()
    except TextOverflow as error:
        print(f"draw_architecture.py: {error}", file=sys.stderr)
        return 1
    if not args.check:
        if not make_out_dir(args.out, "draw_architecture.py"):
            return 2
    stale = 0
    for name, text in files.items():
        path = args.out / name
        if args.check:
            if not path.is_file() or path.read_text() != text:
                print(f"draw_architecture.py: {path} is not what the script draws "
                      f"(run scripts/draw_architecture.py)")
                stale += 1
        else:
            try:
                path.write_text(text)
            except OSError as error:
                print(f"draw_architecture.py: cannot write {path}: {error.strerror}", file=sys.stderr)
                return 2
            print(path)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(entry.run(main, sys.argv[1:]))
