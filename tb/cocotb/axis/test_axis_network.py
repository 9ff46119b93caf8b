"""cocotb test of hc_axis_network (docs/axis.md).

Every node has a stream source with random gaps and a sink with random back-pressure. Random messages of
1 to 100 beats go between random pairs, broadcasts among them; each must arrive exactly once, intact, in
order per (source, destination) stream, and a broadcast at every other node exactly once. The AXI4-Lite
port is read and written (registers, SLVERR), a message to a node outside the network is refused and
counted, and a long message's throughput through the idle network is measured.

The bench drives every input at the falling edge and samples outputs in ReadOnly before the rising edge,
as tb/cocotb/test_hc_node.py does: a transfer happens at that edge when valid and ready were both high.
Environment: HC_AXIS_DIMS, HC_AXIS_M, HC_AXIS_RHO, HC_AXIS_MAXLEN, HC_AXIS_NAME (set by run.py), HC_SEED
(default: a random seed, printed), HC_MESSAGES per node (default 20), HC_THROUGHPUT_BEATS (default 700).
"""
import os
import random
import sys
from collections import defaultdict, deque
from pathlib import Path

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge, ReadOnly

from axil import OKAY, SLVERR, AxiLite

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "scripts"))
import regs  # noqa: E402  (scripts/regs.py: the register map)

DIMS = int(os.environ.get("HC_AXIS_DIMS", "2"))
M = int(os.environ.get("HC_AXIS_M", "0x0033"), 0)
RHO = int(os.environ.get("HC_AXIS_RHO", "0x0011"), 0)
MAX_LEN = int(os.environ.get("HC_AXIS_MAXLEN", "8"))
# Register addresses and the bit of a destination refusal in ni_causes, from the register map.
MAP = regs.compile_map(regs.RDL)
REG = {reg.inst_name: index for index, reg in regs.registers(MAP)}
REG_DIMS, REG_M, REG_RHO, REG_ADDR, REG_ID, REG_CTRL, REG_ERRORS = (
    REG[name] for name in ("DIMS", "M", "RHO", "ADDR", "ID", "CTRL", "ERRORS"))
CAUSE_DESTINATION = regs.cause_bits(MAP)["destination"]


def radix():
    return [(M >> (4 * i)) & 0xF for i in range(DIMS)]


def nodes():
    n = 1
    for m in radix():
        n *= m
    return n


def digits(x):
    """Node x's digits packed 4 bits per dimension, dimension 1 lowest (TDEST, TID, register ADDR)."""
    v = 0
    for i, m in enumerate(radix()):
        v |= (x % m) << (4 * i)
        x //= m
    return v


class Bench:
    """Every node's stream ports, driven at the falling edge and sampled in ReadOnly, one clock at a time."""

    def __init__(self, dut, rng):
        self.dut = dut
        self.n = nodes()
        self.rng = rng
        self.clocks = 0
        sig = lambda x, name: getattr(dut, f"{name[0]}{x}{name[1:]}")
        self.s = [{k: sig(x, f"s_axis_{k}") for k in ("tdata", "tvalid", "tready", "tlast", "tdest", "tuser")}
                  for x in range(self.n)]
        self.m = [{k: sig(x, f"m_axis_{k}") for k in ("tdata", "tvalid", "tready", "tlast", "tid", "tdest", "tuser")}
                  for x in range(self.n)]
        self.queue = [deque() for _ in range(self.n)]   # per source: beats (data, last, dest, user) to send
        self.offer = [None] * self.n                    # per source: the beat on the port
        self.gap = 0.0
        self.backpressure = 0.0
        self.expected = [defaultdict(deque) for _ in range(self.n)]  # [dst][(src digits, bcast)]: messages
        self.partial = [defaultdict(list) for _ in range(self.n)]
        self.outstanding = 0
        self.errors = []
        self.on_beat = None  # called with (node, clock) for every beat received
        self.axil = AxiLite(dut, self.clock)  # the register port, while the streams keep running

    async def clock(self, drive=None):
        """One clock: offers and back-pressure set at the falling edge (and drive() called there),
        transfers decided in ReadOnly before the rising edge."""
        await FallingEdge(self.dut.clk_i)
        if drive:
            drive()
        self.clocks += 1
        ready = []
        for x in range(self.n):
            s = self.s[x]
            if self.offer[x] is None and self.queue[x] and self.rng.random() >= self.gap:
                self.offer[x] = self.queue[x].popleft()
            if self.offer[x] is not None:
                data, last, dest, user = self.offer[x]
                s["tdata"].value = data
                s["tlast"].value = last
                s["tdest"].value = dest
                s["tuser"].value = user
                s["tvalid"].value = 1
            else:
                s["tvalid"].value = 0
            r = self.rng.random() >= self.backpressure
            self.m[x]["tready"].value = int(r)
            ready.append(r)
        await ReadOnly()
        for x in range(self.n):
            if self.offer[x] is not None and self.s[x]["tready"].value == 1:
                self.offer[x] = None
            m = self.m[x]
            if ready[x] and m["tvalid"].value == 1:
                self.beat(x, int(m["tdata"].value), int(m["tlast"].value), int(m["tid"].value),
                          int(m["tuser"].value), int(m["tdest"].value))

    def beat(self, x, data, last, tid, user, dest):
        if self.on_beat:
            self.on_beat(x, self.clocks)
        if dest != user:
            self.errors.append(f"node {x}: TDEST {dest} but TUSER {user}")
        key = (tid, user)
        self.partial[x][key].append(data)
        if not last:
            return
        msg = self.partial[x].pop(key)
        want = self.expected[x][key]
        if not want:
            self.errors.append(f"node {x}: unexpected message of {len(msg)} beats from {key}")
        else:
            exp = want.popleft()
            self.outstanding -= 1
            if msg != exp:
                self.errors.append(f"node {x}: message from {key} differs ({len(msg)} beats, expected {len(exp)})")

    def send(self, src, payload, dst=None):
        """Queues a message: to node dst, or a broadcast when dst is None; records where it must arrive."""
        bcast = dst is None
        dest = 0 if bcast else digits(dst)
        for i, d in enumerate(payload):
            self.queue[src].append((d, int(i == len(payload) - 1), dest, int(bcast)))
        for d in (range(self.n) if bcast else [dst]):
            if bcast and d == src:
                continue
            self.expected[d][(digits(src), int(bcast))].append(list(payload))
            self.outstanding += 1

    def sent(self):
        return not any(self.queue) and all(o is None for o in self.offer)

    async def drain(self, limit):
        """Clocks until every expected message has arrived; False after `limit` clocks or at an error."""
        for _ in range(limit):
            await self.clock()
            if self.errors:
                return False
            assert not self.dut.stalled_o.value, "the network's watchdog fired"
            if self.outstanding == 0 and self.sent():
                return True
        return False

    async def idle(self, clocks):
        for _ in range(clocks):
            await self.clock()


async def check_registers(tb):
    """AXI4-Lite: each switch's ID, DIMS, M, RHO, ADDR; CTRL written and read back; SLVERR where nothing is."""
    n = tb.n
    for x in range(n):
        for reg, want in ((REG_ID, 0x4843), (REG_DIMS, DIMS), (REG_M, M), (REG_RHO, RHO), (REG_ADDR, digits(x))):
            resp, got = await tb.axil.read(x * 64 + reg * 4)
            assert resp == OKAY, f"node {x} register {reg:#x}: response {resp}"
            assert got == want, f"node {x} register {reg:#x}: {got:#x}, expected {want:#x}"
    x = n - 1
    assert await tb.axil.write(x * 64 + REG_CTRL * 4, 1) == OKAY
    assert await tb.axil.read(x * 64 + REG_CTRL * 4) == (OKAY, 1), "CTRL does not read back"
    assert await tb.axil.write(x * 64 + REG_CTRL * 4, 0) == OKAY
    blocks = 1 << ((n - 1).bit_length())
    bad = [x * 64 + 2] + [b * 64 for b in range(n, blocks)]
    for addr in bad:
        resp, data = await tb.axil.read(addr)
        assert (resp, data) == (SLVERR, 0), f"read of {addr:#x}: response {resp}, expected SLVERR"
        assert await tb.axil.write(addr, 0) == SLVERR, f"write of {addr:#x}: expected SLVERR"
    tb.dut._log.info("AXI4-Lite: 5 registers of each of %d switches read, CTRL written, %d bad addresses "
                     "answered SLVERR", n, len(bad))


async def check_refusal(tb):
    """A message to digits outside the network is taken, dropped, counted and its cause flagged."""
    src = tb.n - 1
    bad_digits = radix()[0]  # dimension 1's digit equal to m_1: no such node
    for i in range(5):
        tb.queue[src].append((i, int(i == 4), bad_digits, 0))
    for _ in range(100):
        await tb.clock()
        if tb.sent():
            break
    await tb.idle(4)
    errors = int(getattr(tb.dut, f"ni{src}_errors").value)
    causes = int(getattr(tb.dut, f"ni{src}_causes").value)
    assert tb.sent(), "the refused message's beats were not all taken"
    assert errors == 1 and causes == 1 << CAUSE_DESTINATION, f"refusal counted {errors}, causes {causes:#x}"
    assert tb.dut.refused_o.value == 1
    assert await tb.axil.write(src * 64 + REG_ERRORS * 4, 0) == OKAY
    await tb.idle(2)
    assert int(getattr(tb.dut, f"ni{src}_errors").value) == 0 and tb.dut.refused_o.value == 0
    assert not tb.errors, "\n".join(tb.errors)
    tb.dut._log.info("a message to digits %#x was refused, counted and cleared; nothing arrived", bad_digits)


async def check_throughput(tb, beats):
    """One long message from node 0 to the last node through the idle network, no gaps, no back-pressure."""
    tb.gap, tb.backpressure = 0.0, 0.0
    src, dst = 0, tb.n - 1
    seen = []
    tb.on_beat = lambda x, clk: seen.append(clk) if x == dst else None
    start = tb.clocks
    tb.send(src, [tb.rng.randrange(1 << 32) for _ in range(beats)], dst)
    assert await tb.drain(20 * beats), "\n".join(tb.errors) or "the long message did not arrive"
    tb.on_beat = None
    rate = (beats - 1) / (seen[-1] - seen[0])
    target = (MAX_LEN - 1) / MAX_LEN
    tb.dut._log.info("throughput: %d beats from node %d to node %d, first at clock %d after the offer, last "
                     "%d clocks later: %.4f beats per clock (target (MaxLen-1)/MaxLen = %.4f)",
                     beats, src, dst, seen[0] - start, seen[-1] - seen[0], rate, target)
    return rate, target


@cocotb.test()
async def axis_network(dut):
    seed = int(os.environ["HC_SEED"]) if "HC_SEED" in os.environ else random.randrange(1 << 31)
    name = os.environ.get("HC_AXIS_NAME", "")
    dut._log.info("hypercycle %s: Dims %d, M %#06x, Rho %#06x, %d nodes; seed %d (HC_SEED=%d repeats it)",
                  name, DIMS, M, RHO, nodes(), seed, seed)
    print(f"HC_SEED={seed}", flush=True)
    rng = random.Random(seed)
    cocotb.start_soon(Clock(dut.clk_i, 10, units="ns").start())
    tb = Bench(dut, rng)
    tb.axil.idle()
    dut.rst_ni.value = 0
    await tb.idle(3)
    await tb.clock(lambda: setattr(dut.rst_ni, "value", 1))
    await tb.idle(2)
    assert dut.ready_o.value == 1, "a fixed network is ready from reset"

    await check_registers(tb)
    await check_refusal(tb)
    rate, target = await check_throughput(tb, int(os.environ.get("HC_THROUGHPUT_BEATS", "700")))

    # Random traffic: every node sends HC_MESSAGES messages of 1 to 100 beats, about one in seven a
    # broadcast, with gaps at the sources and back-pressure at the sinks.
    tb.gap, tb.backpressure = 0.3, 0.3
    per_node = int(os.environ.get("HC_MESSAGES", "20"))
    sent = bcasts = beats = 0
    for _ in range(per_node):
        for src in range(tb.n):
            length = rng.randint(1, 100)
            payload = [rng.randrange(1 << 32) for _ in range(length)]
            if rng.random() < 0.15:
                tb.send(src, payload)
                bcasts += 1
            else:
                tb.send(src, payload, rng.randrange(tb.n))
            sent += 1
            beats += length
    deliveries = tb.outstanding
    start = tb.clocks
    ok = await tb.drain(100 * beats)
    assert ok, "\n".join(tb.errors) or f"{tb.outstanding} messages never arrived"
    assert not any(p for d in tb.partial for p in d.values()), "a message was left unfinished"
    assert dut.refused_o.value == 0
    dut._log.info("%d messages (%d broadcasts, %d beats) sent, %d deliveries checked in %d clocks",
                  sent, bcasts, beats, deliveries, tb.clocks - start)
    assert rate >= target - 0.005, f"throughput {rate:.4f} below (MaxLen-1)/MaxLen = {target:.4f}"
