"""cocotb test of hc_node against the golden model's Python bindings (hcmodel, sim/node/py_hcmodel.cpp).

Random configurations (a few with invalid registers) are written through the register interface; every
register is read back, and route and broadcast requests stream in with random bubbles while responses are
taken with random back-pressure. Every answer is compared, in order, with the model's.

Inputs are driven at the falling edge and outputs sampled once they have settled (ReadOnly), so that a
transfer is decided on values that are stable around the rising edge. Environment: HC_SEED (default 1),
HC_CONFIGS (default 12), HC_VECTORS per stream and configuration (default 100).
"""
import os
import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge, ReadOnly

import hcmodel

REGS = hcmodel.REGS
TIMEOUT = 1000  # clocks before a handshake is declared hung


class Node:
    """The ports of hc_node, driven at the falling edge."""

    def __init__(self, dut):
        self.dut = dut
        self.clocks = 0

    async def clock(self):
        """To the next falling edge: inputs set after it apply at the next rising edge."""
        await FallingEdge(self.dut.clk_i)
        self.clocks += 1

    async def reset(self):
        d = self.dut
        for name in ("cfg_we_i", "route_req_valid_i", "bcast_req_valid_i", "cfg_addr_i", "cfg_wdata_i",
                     "route_req_dst_i", "route_req_avail_i", "bcast_req_origin_i", "bcast_req_wd_i",
                     "bcast_req_wc_i", "bcast_req_in_port_i"):
            getattr(d, name).value = 0
        d.route_resp_ready_i.value = 1
        d.bcast_resp_ready_i.value = 1
        d.rst_ni.value = 0
        await self.clock()
        await self.clock()
        d.rst_ni.value = 1

    async def write(self, addr, data):
        self.dut.cfg_we_i.value = 1
        self.dut.cfg_addr_i.value = addr
        self.dut.cfg_wdata_i.value = data
        await self.clock()
        self.dut.cfg_we_i.value = 0

    async def read(self, addr):
        self.dut.cfg_addr_i.value = addr
        await ReadOnly()
        value = int(self.dut.cfg_rdata_o.value)
        await self.clock()
        return value

    async def configure(self, c):
        """Writes the four configuration registers and waits for the load phase; returns its clocks."""
        for addr, data in ((REGS["DIMS"], c.dims_reg), (REGS["M"], c.m_reg), (REGS["RHO"], c.rho_reg),
                           (REGS["ADDR"], c.addr_reg)):
            await self.write(addr, data)
        for clocks in range(TIMEOUT):
            await ReadOnly()
            ready = self.dut.cfg_ready_o.value == 1
            await self.clock()
            if ready:
                return clocks
        raise AssertionError(f"not ready {TIMEOUT} clocks after configuring {c}")


def draw_config(rng, i):
    """Valid hypercycles at a random node, and every fourth configuration random register values (mostly
    invalid)."""
    seed = rng.getrandbits(63)
    return hcmodel.random_registers(seed) if i % 4 == 3 else hcmodel.random_config(seed)


def draw_route(rng, view):
    if view.valid and rng.random() < 0.9:
        dst = hcmodel.packed_digits(view, rng.randrange(view.nodes))
    else:
        dst = rng.getrandbits(16)  # digits possibly out of range
    avail = rng.choice((0xFFFF, 0, rng.getrandbits(16)))
    return dst, avail


def draw_bcast(rng, view):
    if rng.random() < 0.1:
        return True, 0, 0, 0  # this node originates
    if view.valid and rng.random() < 0.9:
        wd = rng.randrange(1, len(view.diameters) + 1)
        return False, wd, rng.randrange(1, view.diameters[wd - 1] + 1), rng.randrange(view.degree)
    return False, rng.getrandbits(3), rng.getrandbits(4), rng.getrandbits(4)


async def stream(node, rng, view, vectors):
    """Both request streams at once, bubbles and back-pressure at random; every answer compared in order.
    Returns the number of responses compared."""
    d = node.dut
    routes = [draw_route(rng, view) for _ in range(vectors)]
    bcasts = [draw_bcast(rng, view) for _ in range(vectors)]
    want_route = [hcmodel.expected_route(view, *r) for r in routes]
    want_bcast = [hcmodel.expected_bcast(view, *b) for b in bcasts]
    sent = {"route": 0, "bcast": 0}     # requests accepted
    got = {"route": 0, "bcast": 0}      # responses taken
    offered = {"route": False, "bcast": False}  # a request is on the ports
    ready = {"route": 1, "bcast": 1}
    idle = 0
    while got["route"] < vectors or got["bcast"] < vectors:
        # Drive: a request stays on its ports until accepted; a new one starts with probability 0.8.
        for kind in ("route", "bcast"):
            if not offered[kind] and sent[kind] < vectors and rng.random() < 0.8:
                if kind == "route":
                    d.route_req_dst_i.value, d.route_req_avail_i.value = routes[sent[kind]]
                else:
                    (d.bcast_req_origin_i.value, d.bcast_req_wd_i.value, d.bcast_req_wc_i.value,
                     d.bcast_req_in_port_i.value) = bcasts[sent[kind]]
                offered[kind] = True
            getattr(d, f"{kind}_req_valid_i").value = int(offered[kind])
            ready[kind] = int(rng.random() < 0.7)
            getattr(d, f"{kind}_resp_ready_i").value = ready[kind]
        await ReadOnly()
        progress = False
        if ready["route"] and d.route_resp_valid_o.value == 1:
            answer = (int(d.route_resp_status_o.value), int(d.route_resp_port_o.value))
            assert answer == want_route[got["route"]], (
                f"{view.regs}: route {routes[got['route']]} answered {answer}, "
                f"model {want_route[got['route']]}")
            got["route"] += 1
            progress = True
        if ready["bcast"] and d.bcast_resp_valid_o.value == 1:
            answer = hcmodel.bcast_response(d.bcast_resp_error_o.value == 1, int(d.bcast_resp_send_o.value),
                                            int(d.bcast_resp_wd_o.value), int(d.bcast_resp_wc_o.value))
            assert answer == want_bcast[got["bcast"]], (
                f"{view.regs}: broadcast {bcasts[got['bcast']]} answered {answer}, "
                f"model {want_bcast[got['bcast']]}")
            got["bcast"] += 1
            progress = True
        # A request is accepted at the rising edge where valid and ready are both high.
        accepted = [kind for kind in ("route", "bcast")
                    if offered[kind] and getattr(d, f"{kind}_req_ready_o").value == 1]
        for kind in accepted:
            offered[kind] = False
            sent[kind] += 1
        await node.clock()
        idle = 0 if progress or accepted else idle + 1
        assert idle < TIMEOUT, f"{view.regs}: no transfer for {TIMEOUT} clocks"
    d.route_req_valid_i.value = 0
    d.bcast_req_valid_i.value = 0
    d.route_resp_ready_i.value = 1
    d.bcast_resp_ready_i.value = 1
    return got["route"] + got["bcast"]


@cocotb.test()
async def random_configurations_match_the_model(dut):
    seed = int(os.environ.get("HC_SEED", "1"))
    configs = int(os.environ.get("HC_CONFIGS", "12"))
    vectors = int(os.environ.get("HC_VECTORS", "100"))
    rng = random.Random(seed)
    cocotb.start_soon(Clock(dut.clk_i, 10, units="ns").start())
    node = Node(dut)
    await node.reset()
    compared = registers = invalid = 0
    for i in range(configs):
        config = draw_config(rng, i)
        view = hcmodel.HwView(config)
        invalid += not view.valid
        await node.configure(config)
        for addr in range(len(REGS)):
            want = hcmodel.expected_register(view, addr)
            if want is not None:
                have = await node.read(addr)
                assert have == want, f"{config}: register {addr} reads {have:#06x}, model {want:#06x}"
                registers += 1
        compared += await stream(node, rng, view, vectors)
    dut._log.info(f"seed {seed}: {configs} configurations ({invalid} invalid), {registers} register reads, "
                  f"{compared} responses compared with the model in {node.clocks} clocks")
    assert compared == 2 * configs * vectors
