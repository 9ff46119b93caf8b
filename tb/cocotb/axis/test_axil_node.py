"""cocotb test of hc_axil_regs as a node's register port (Switch = 0) in front of hc_node (tb_axil_node.sv).

The register addresses come from the SystemRDL map (rtl/regs/hc_node.rdl, read by scripts/regs.py). A node
has the map's registers up to ID; CTRL, ERRORS and CAUSE are a switch's. The test configures the node over
AXI4-Lite and reads its registers back, and checks the answers docs/axis.md gives: SLVERR and no change for
a register the node does not have, an unaligned address or a partial write; OKAY and no change for a write
to a read-only register; a write before a read offered in the same clock.
"""
import sys
from pathlib import Path

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge, ReadOnly

from axil import OKAY, SLVERR, AxiLite

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "scripts"))
import regs  # noqa: E402  (scripts/regs.py: the register map)

REG = {reg.inst_name: index for index, reg in regs.registers(regs.compile_map(regs.RDL))}
NODE_REGS = [name for name, index in REG.items() if index <= REG["ID"]]
SWITCH_REGS = [name for name, index in REG.items() if index > REG["ID"]]
# G(7,5; 3,1) at node (3, 4): dimension 1 is K7 (degree 6, diameter 1), dimension 2 a ring of 5 (2, 2).
CONFIG = {"DIMS": 2, "M": 0x0057, "RHO": 0x0013, "ADDR": 0x0043}
DERIVED = {"ERROR": 0x0000, "TOTALS": 0x0308, "DIAMETER": 0x0021, "DEGREE": 0x0026, "ID": 0x4843}
STATUS_READY, STATUS_CONFIG_ERROR = 1 << 0, 1 << 1
DERIVE_CLOCKS = 200  # clocks the load phase may take (hc_pkg::DeriveSteps is 55)


def addr(name):
    return 4 * REG[name]


@cocotb.test()
async def axil_node(dut):
    cocotb.start_soon(Clock(dut.clk_i, 10, units="ns").start())

    async def clock(drive=None):
        await FallingEdge(dut.clk_i)
        if drive:
            drive()
        await ReadOnly()

    bus = AxiLite(dut, clock)
    bus.idle()
    dut.rst_ni.value = 0
    for _ in range(3):
        await clock()
    await clock(lambda: setattr(dut.rst_ni, "value", 1))

    async def read(name):
        resp, data = await bus.read(addr(name))
        assert resp == OKAY, f"read of {name}: response {resp}"
        return data

    async def derived():
        for _ in range(DERIVE_CLOCKS):
            if dut.cfg_ready_o.value == 1:
                return
            await clock()
        raise AssertionError(f"the node was not ready {DERIVE_CLOCKS} clocks after its configuration")

    # Every register of the node answers OKAY; the reset state is r = 0, an invalid configuration.
    for name in NODE_REGS:
        await read(name)
    await derived()
    assert await read("ID") == DERIVED["ID"]
    assert await read("STATUS") & (STATUS_READY | STATUS_CONFIG_ERROR) == STATUS_READY | STATUS_CONFIG_ERROR

    # The configuration written over AXI4-Lite, read back, and what the node derives from it.
    for name, value in CONFIG.items():
        assert await bus.write(addr(name), value) == OKAY, f"write of {name}"
    for name, value in CONFIG.items():
        assert await read(name) == value, f"{name} does not read back"
    await derived()
    status = await read("STATUS")
    assert status & (STATUS_READY | STATUS_CONFIG_ERROR) == STATUS_READY, f"STATUS {status:#x}"
    for name, value in DERIVED.items():
        got = await read(name)
        assert got == value, f"{name}: {got:#06x}, expected {value:#06x}"

    # A write to a read-only register: OKAY, nothing changes.
    for name in ("STATUS", "TOTALS"):
        before = await read(name)
        assert await bus.write(addr(name), before ^ 0xFFFF) == OKAY, f"write of read-only {name}"
        assert await read(name) == before, f"a write changed read-only {name}"

    # SLVERR, and nothing changes: a switch's registers, unaligned addresses, writes missing byte 0 or 1.
    for name in SWITCH_REGS:
        assert await bus.read(addr(name)) == (SLVERR, 0), f"read of {name}: expected SLVERR and 0"
        assert await bus.write(addr(name), 1) == SLVERR, f"write of {name}: expected SLVERR"
    for offset in (1, 2, 3):
        assert await bus.read(addr("DIMS") + offset) == (SLVERR, 0), f"read of DIMS + {offset}"
        assert await bus.write(addr("DIMS") + offset, 1) == SLVERR, f"write of DIMS + {offset}"
    for strobes in (0x0, 0x1, 0x2, 0xC):
        assert await bus.write(addr("DIMS"), 1, strobes) == SLVERR, f"write with strobes {strobes:#x}"
    assert await read("DIMS") == CONFIG["DIMS"], "a refused write changed DIMS"
    assert await bus.write(addr("DIMS"), CONFIG["DIMS"], 0x3) == OKAY, "bytes 0 and 1 are a whole register"

    # A write and a read offered in the same clock: the write goes first, the read sees its value.
    new_addr = 0x0012

    def offer_both():
        for name, value in (("awaddr", addr("ADDR")), ("wdata", new_addr), ("wstrb", 0xF), ("awvalid", 1),
                            ("wvalid", 1), ("bready", 1), ("araddr", addr("ADDR")), ("arvalid", 1), ("rready", 1)):
            getattr(dut, f"s_axil_{name}").value = value

    def write_taken():
        dut.s_axil_awvalid.value = 0
        dut.s_axil_wvalid.value = 0

    await clock(offer_both)
    assert dut.s_axil_awready.value == 1 and dut.s_axil_arready.value == 0, "the write did not go first"
    await clock(write_taken)
    await bus.until(lambda: dut.s_axil_bvalid.value == 1, "write response")
    assert dut.s_axil_bresp.value == OKAY
    assert await bus.read(addr("ADDR")) == (OKAY, new_addr), "the read after the write missed its value"
    dut._log.info("%d node registers read, %d written, %d switch registers, 3 unaligned addresses and 4 "
                  "partial writes answered SLVERR", len(NODE_REGS), len(CONFIG), len(SWITCH_REGS))
