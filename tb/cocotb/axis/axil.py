"""The benches' AXI4-Lite master (s_axil_* of the top): one transaction at a time, on the bench's clock.

`clock(drive)` is the bench's clock: it waits for the falling edge, calls drive() there to set inputs, and
returns in ReadOnly before the rising edge, where a transfer happens when valid and ready are both high.
"""

OKAY, SLVERR = 0, 2
TIMEOUT = 1000  # clocks before a handshake is declared hung


class AxiLite:
    def __init__(self, dut, clock):
        self.dut = dut
        self.clock = clock

    def idle(self):
        """Every master output low (call at the falling edge before reset)."""
        for name in ("awvalid", "wvalid", "bready", "arvalid", "rready", "awaddr", "araddr", "wdata", "wstrb"):
            getattr(self.dut, f"s_axil_{name}").value = 0

    async def write(self, addr, data, strobes=0xF):
        """Writes data at byte address addr; returns BRESP."""
        d = self.dut

        def offer():
            d.s_axil_awaddr.value = addr
            d.s_axil_wdata.value = data
            d.s_axil_wstrb.value = strobes
            d.s_axil_awvalid.value = 1
            d.s_axil_wvalid.value = 1
            d.s_axil_bready.value = 1

        def taken():
            d.s_axil_awvalid.value = 0
            d.s_axil_wvalid.value = 0

        await self.clock(offer)
        await self.until(lambda: d.s_axil_awready.value == 1, "write address")
        await self.clock(taken)
        await self.until(lambda: d.s_axil_bvalid.value == 1, "write response")
        resp = int(d.s_axil_bresp.value)
        await self.clock(lambda: setattr(d.s_axil_bready, "value", 0))
        return resp

    async def read(self, addr):
        """Reads byte address addr; returns (RRESP, RDATA)."""
        d = self.dut

        def offer():
            d.s_axil_araddr.value = addr
            d.s_axil_arvalid.value = 1
            d.s_axil_rready.value = 1

        await self.clock(offer)
        await self.until(lambda: d.s_axil_arready.value == 1, "read address")
        await self.clock(lambda: setattr(d.s_axil_arvalid, "value", 0))
        await self.until(lambda: d.s_axil_rvalid.value == 1, "read data")
        resp, data = int(d.s_axil_rresp.value), int(d.s_axil_rdata.value)
        await self.clock(lambda: setattr(d.s_axil_rready, "value", 0))
        return resp, data

    async def until(self, cond, what):
        """Clocks until cond() holds in ReadOnly (the transfer happens at the coming rising edge)."""
        for _ in range(TIMEOUT):
            if cond():
                return
            await self.clock()
        raise AssertionError(f"AXI4-Lite {what}: no handshake in {TIMEOUT} clocks")
