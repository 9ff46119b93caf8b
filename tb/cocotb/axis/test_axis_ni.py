"""cocotb test of hc_axis_ni's refused messages (docs/axis.md, "Refused messages"), on tb_axis_ni.sv: the
interface alone, its flits looped back from the send side to the receive side.

A message offered while the configuration is being derived waits. One offered while the configuration is
invalid, or a unicast to a digit at or above the limit in any dimension, is taken whole and dropped: it is
counted in errors_o and its cause flagged in causes_o, and nothing of it is injected. The messages after it
go through intact. clear_i clears the count and the causes, and the count saturates at 0xFFFF. The source
has random gaps and the sink random back-pressure. HC_SEED (default: random, printed) repeats a run.
"""
import os
import random
import sys
from collections import deque
from pathlib import Path

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, ReadOnly

DIMS, MAX_LEN = 2, 4     # tb_axis_ni's parameters
LIMIT = (3, 5)           # m_1, m_2: destination digits must be below these
HDR_W = 5 + 8 * DIMS     # hc_noc_pkg::hdr_width: dst [7:0], src [15:8], len [19:16], kind [20]
sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "scripts"))
import regs  # noqa: E402  (scripts/regs.py: the register map)

# Bits of causes_o: CAUSE's fields in the register map (hc_noc_pkg::cause_e).
CAUSE = regs.cause_bits(regs.compile_map(regs.RDL))
CAUSE_CONFIG, CAUSE_DESTINATION = CAUSE["config"], CAUSE["destination"]
SAT = 0xFFFF


def dest(d1, d2):
    return d1 | d2 << 4


class Bench:
    """The interface's ports, driven at the falling edge and sampled in ReadOnly, one clock at a time."""

    def __init__(self, dut, rng):
        self.dut = dut
        self.rng = rng
        self.clocks = 0
        self.queue = deque()   # beats (data, last, dest, user) to send
        self.offer = None      # the beat on the port
        self.taken = 0         # beats the interface took
        self.received = []     # (data, last, user) of every beat on m_axis
        self.heads = []        # every head flit injected
        self.gap = self.backpressure = 0.3

    async def clock(self, drive=None):
        d = self.dut
        await FallingEdge(d.clk_i)
        if drive:
            drive()
        self.clocks += 1
        if self.offer is None and self.queue and self.rng.random() >= self.gap:
            self.offer = self.queue.popleft()
        if self.offer is not None:
            d.s_axis_tdata.value, d.s_axis_tlast.value, d.s_axis_tdest.value, d.s_axis_tuser.value = self.offer
        d.s_axis_tvalid.value = int(self.offer is not None)
        ready = self.rng.random() >= self.backpressure
        d.m_axis_tready.value = int(ready)
        await ReadOnly()
        if self.offer is not None and d.s_axis_tready.value == 1:
            self.offer = None
            self.taken += 1
        if ready and d.m_axis_tvalid.value == 1:
            self.received.append((int(d.m_axis_tdata.value), int(d.m_axis_tlast.value), int(d.m_axis_tuser.value)))
        if d.flit_moved_o.value == 1 and d.flit_head_o.value == 1:
            self.heads.append(int(d.flit_data_o.value))

    def send(self, payload, dst, user=0):
        for i, data in enumerate(payload):
            self.queue.append((data, int(i == len(payload) - 1), dst, user))

    async def run(self, clocks):
        for _ in range(clocks):
            await self.clock()

    async def flush(self, limit):
        """Clocks until every queued beat is taken and the interface is quiet for 2 MaxLen clocks."""
        quiet = 0
        for _ in range(limit):
            before = (self.taken, len(self.received))
            await self.clock()
            busy = self.queue or self.offer is not None or (self.taken, len(self.received)) != before
            quiet = 0 if busy else quiet + 1
            if quiet == 2 * MAX_LEN:
                return
        raise AssertionError(f"the stream hung: {len(self.queue) + (self.offer is not None)} beats not taken "
                             f"after {limit} clocks")

    def counts(self):
        return int(self.dut.errors_o.value), int(self.dut.causes_o.value)


@cocotb.test()
async def axis_ni_refusals(dut):
    seed = int(os.environ["HC_SEED"]) if "HC_SEED" in os.environ else random.randrange(1 << 31)
    dut._log.info("seed %d (HC_SEED=%d repeats it)", seed, seed)
    rng = random.Random(seed)
    cocotb.start_soon(Clock(dut.clk_i, 10, units="ns").start())
    tb = Bench(dut, rng)

    def words(n):
        return [rng.randrange(1 << 32) for _ in range(n)]

    def cfg(ready, error):
        dut.cfg_ready_i.value = ready
        dut.cfg_error_i.value = error

    cfg(0, 0)
    dut.limit_i.value = dest(*LIMIT)
    dut.clear_i.value = 0
    dut.rst_ni.value = 0
    await tb.run(3)
    await tb.clock(lambda: setattr(dut.rst_ni, "value", 1))

    # While the configuration is being derived, a message's first beat waits.
    tb.send(words(2), dest(1, 1))
    await tb.run(50)
    assert tb.taken == 0, "a beat was taken before the configuration was ready"

    # An invalid configuration: that message and a broadcast are taken whole and dropped.
    await tb.clock(lambda: cfg(1, 1))
    tb.send(words(6), 0xFF, user=1)
    await tb.flush(200)
    assert tb.taken == 8 and not tb.heads and not tb.received, "a refused message went on"
    assert tb.counts() == (2, 1 << CAUSE_CONFIG), f"refused for the configuration: (count, causes) {tb.counts()}"

    # A valid configuration: a digit at the limit, in either dimension, is refused; a broadcast ignores TDEST.
    await tb.clock(lambda: cfg(1, 0))
    tb.send(words(5), dest(LIMIT[0], 0))
    tb.send(words(1), dest(0, LIMIT[1]))
    await tb.flush(200)
    assert tb.taken == 14 and not tb.heads and not tb.received, "a message to no node went on"
    assert tb.counts() == (4, 1 << CAUSE_CONFIG | 1 << CAUSE_DESTINATION), f"(count, causes) {tb.counts()}"

    # The stream goes on: the next messages arrive whole, in order, with the right headers.
    unicast, bcast = words(7), words(5)
    tb.send(unicast, dest(LIMIT[0] - 1, LIMIT[1] - 1))
    tb.send(bcast, dest(LIMIT[0], LIMIT[1]), user=1)
    await tb.flush(400)
    want = [(d, int(i == len(unicast) - 1), 0) for i, d in enumerate(unicast)] + \
           [(d, int(i == len(bcast) - 1), 1) for i, d in enumerate(bcast)]
    assert tb.received == want, "the messages after the refused ones did not arrive intact"
    per_packet = MAX_LEN - 1
    packets = [(len(unicast) + per_packet - 1) // per_packet, (len(bcast) + per_packet - 1) // per_packet]
    kinds = [(h >> (HDR_W - 1)) & 1 for h in tb.heads]
    dsts = [h & 0xFF for h in tb.heads]
    assert kinds == [0] * packets[0] + [1] * packets[1], f"header kinds {kinds}"
    assert dsts == [dest(LIMIT[0] - 1, LIMIT[1] - 1)] * packets[0] + [0] * packets[1], f"header destinations {dsts}"
    assert tb.counts()[0] == 4, "a valid message was counted as refused"

    # clear_i clears the count and the causes.
    await tb.clock(lambda: setattr(dut.clear_i, "value", 1))
    await tb.clock(lambda: setattr(dut.clear_i, "value", 0))
    assert tb.counts() == (0, 0), f"after clear_i: (count, causes) {tb.counts()}"

    # The count saturates: one-beat messages offered every clock while the configuration is invalid.
    await FallingEdge(dut.clk_i)
    cfg(1, 1)
    dut.s_axis_tvalid.value, dut.s_axis_tlast.value = 1, 1
    await ClockCycles(dut.clk_i, SAT + 10)
    await ReadOnly()
    assert tb.counts() == (SAT, 1 << CAUSE_CONFIG), f"after {SAT + 10} refusals: (count, causes) {tb.counts()}"
    assert dut.s_axis_tready.value == 1, "the stream stopped at the saturated count"
    dut._log.info("4 refused messages counted with their causes and cleared, 2 messages through after them, "
                  "the count saturated at %#x; %d clocks", SAT, tb.clocks + SAT + 10)
