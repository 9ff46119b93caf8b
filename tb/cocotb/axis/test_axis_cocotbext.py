"""cocotb tests of hc_axis_network with cocotbext-axi's bus models: an AxiStreamSource and an AxiStreamSink
per node and an AxiLiteMaster on the register port (docs/axis.md, "cocotbext-axi").

axis_network_cocotbext: the AxiLiteMaster reads every switch's ID and ADDR, writes and reads CTRL, and gets
SLVERR past the last node. Then, for every shift k, every node x sends a message of 1 to 100 beats to node
x + k (mod the node count), so that each sink has one source at a time; then every node in turn sends a
broadcast. Sources pause and sinks hold TREADY low at random (probability 0.3 each). Every message must
arrive once, intact, with the source's digits in TID and TUSER = TDEST = 1 for a broadcast; nothing else
may arrive.

node_3_to_17: docs/axis.md's example, a message from node 3 to node 17 (on torus6x3 only).

Environment: as test_axis_network.py (set by run.py); HC_SEED (default: random, printed).
"""
import itertools
import logging
import os
import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, Combine, FallingEdge, with_timeout
from cocotbext.axi import (AxiLiteBus, AxiLiteMaster, AxiResp, AxiStreamBus, AxiStreamFrame, AxiStreamSink,
                           AxiStreamSource)

from test_axis_network import REG_ADDR, REG_CTRL, REG_ID, digits, nodes

DATA_W = 32
PAUSE = 0.3
CLOCK_NS = 10
CLOCKS_PER_BEAT = 50  # time limit of messages sent at once: clocks per beat sent


async def start(dut, rng=None):
    """Resets the network with a bus model on every port: (sources, sinks, AXI4-Lite master), indexed by
    node. With rng, sources pause and sinks hold TREADY low at random."""
    n = nodes()
    # Icarus runs a netlist in which an undriven input spreads X through the network: all start at 0.
    for x in range(n):
        for sig in ("tdata", "tvalid", "tlast", "tdest", "tuser"):
            getattr(dut, f"s{x}_axis_{sig}").value = 0
        getattr(dut, f"m{x}_axis_tready").value = 0
    for sig in ("awvalid", "wvalid", "bready", "arvalid", "rready", "awaddr", "araddr", "wdata", "wstrb"):
        getattr(dut, f"s_axil_{sig}").value = 0
    dut.rst_ni.value = 0
    cocotb.start_soon(Clock(dut.clk_i, CLOCK_NS, units="ns").start())
    await FallingEdge(dut.clk_i)

    # The models are made in reset. case_insensitive=False: otherwise cocotb_bus searches every signal of
    # the design for a missing optional one (TKEEP). Their logs say nothing below a warning.
    def bus(kind, prefix):
        logging.getLogger(f"cocotb.{dut._name}.{prefix}").setLevel(logging.WARNING)
        return kind.from_prefix(dut, prefix, case_insensitive=False)

    reset = {"reset": dut.rst_ni, "reset_active_level": False}
    sources = [AxiStreamSource(bus(AxiStreamBus, f"s{x}_axis"), dut.clk_i, byte_size=DATA_W, **reset)
               for x in range(n)]
    sinks = [AxiStreamSink(bus(AxiStreamBus, f"m{x}_axis"), dut.clk_i, byte_size=DATA_W, **reset) for x in range(n)]
    axil = AxiLiteMaster(bus(AxiLiteBus, "s_axil"), dut.clk_i, **reset)
    if rng:
        for port in sources + sinks:
            port.set_pause_generator(rng.random() < PAUSE for _ in itertools.count())
    await ClockCycles(dut.clk_i, 4)
    await FallingEdge(dut.clk_i)
    dut.rst_ni.value = 1
    await ClockCycles(dut.clk_i, 2)
    return sources, sinks, axil


async def check_registers(axil, n):
    async def read(addr):
        r = await axil.read(addr, 4)
        return r.resp, int.from_bytes(r.data, "little")

    for x in range(n):
        assert await read(x * 64 + REG_ID * 4) == (AxiResp.OKAY, 0x4843), f"node {x}: ID"
        assert await read(x * 64 + REG_ADDR * 4) == (AxiResp.OKAY, digits(x)), f"node {x}: ADDR"
    ctrl = (n - 1) * 64 + REG_CTRL * 4
    assert (await axil.write(ctrl, (1).to_bytes(4, "little"))).resp == AxiResp.OKAY
    assert await read(ctrl) == (AxiResp.OKAY, 1), "CTRL does not read back"
    assert (await axil.write(ctrl, (0).to_bytes(4, "little"))).resp == AxiResp.OKAY
    past = n * 64  # the first block past the last node (the address has room for it unless n is a power of 2)
    if n & (n - 1):
        assert (await read(past))[0] == AxiResp.SLVERR, f"read of {past:#x}: expected SLVERR"


@cocotb.test()
async def axis_network_cocotbext(dut):
    seed = int(os.environ["HC_SEED"]) if "HC_SEED" in os.environ else random.randrange(1 << 31)
    n = nodes()
    dut._log.info("%d nodes; seed %d (HC_SEED=%d repeats it)", n, seed, seed)
    rng = random.Random(seed)
    sources, sinks, axil = await start(dut, rng)

    await check_registers(axil, n)

    async def expect(dst, src, payload, bcast):
        frame = await sinks[dst].recv()
        what = f"{'broadcast' if bcast else 'message'} from node {src} to node {dst}"
        assert frame.tdata == payload, f"{what}: {len(frame.tdata)} beats differ from the {len(payload)} sent"
        assert (frame.tid, frame.tuser, frame.tdest) == (digits(src), int(bcast), int(bcast)), \
            f"{what}: TID {frame.tid}, TUSER {frame.tuser}, TDEST {frame.tdest}"

    async def deliver(messages):
        """Sends messages (source, destination or None for a broadcast) of 1 to 100 random beats at once;
        all must arrive within CLOCKS_PER_BEAT clocks per beat sent. Returns the beats sent."""
        checks, beats = [], 0
        for src, dst in messages:
            payload = [rng.randrange(1 << DATA_W) for _ in range(rng.randint(1, 100))]
            bcast = dst is None
            await sources[src].send(AxiStreamFrame(payload, tdest=0 if bcast else digits(dst), tuser=int(bcast)))
            for d in [d for d in range(n) if d != src] if bcast else [dst]:
                checks.append(cocotb.start_soon(expect(d, src, payload, bcast)))
            beats += len(payload)
        await with_timeout(Combine(*checks), CLOCKS_PER_BEAT * beats * CLOCK_NS, "ns")
        return beats

    # For every shift k, node x to node x + k: each sink has one source at a time, so that no two messages
    # interleave at a sink (AxiStreamSink does not tell streams apart by TID). Then one broadcast at a time.
    beats = 0
    for k in range(n):
        beats += await deliver([(x, (x + k) % n) for x in range(n)])
    for x in range(n):
        beats += await deliver([(x, None)])

    await ClockCycles(dut.clk_i, 100)
    assert all(sink.empty() for sink in sinks), "a message arrived that was not sent"
    assert dut.refused_o.value == 0 and dut.stalled_o.value == 0
    dut._log.info("cocotbext-axi: %d messages and %d broadcasts (%d beats sent) arrived intact", n * n, n, beats)


@cocotb.test(skip=os.environ.get("HC_AXIS_NAME") != "torus6x3")
async def node_3_to_17(dut):
    sources, sinks, _ = await start(dut)
    # In G(6,3; 1,1) node 17 has digits (5, 2): TDEST 0x25. Node 3 has (3, 0): TID 0x03.
    await sources[3].send(AxiStreamFrame([0x11, 0x22, 0x33], tdest=0x25))
    frame = await with_timeout(sinks[17].recv(), 200 * CLOCK_NS, "ns")
    assert frame.tdata == [0x11, 0x22, 0x33] and frame.tid == 0x03 and frame.tuser == 0
    dut._log.info("node 3 sent 3 beats with TDEST 0x25; node 17 got them with TID 0x03")
