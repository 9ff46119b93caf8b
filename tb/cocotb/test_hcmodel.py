"""The golden model's Python bindings (hcmodel) refuse register values that no register field holds.

Usage: test_hcmodel.py HCMODEL_DIR   (exit status 0: every check passed)
"""

import sys


def main(argv):
    sys.path.insert(0, argv[1])
    import hcmodel

    ok = hcmodel.HwConfig(7, [15, 15, 15, 15], [15, 15, 15, 15], [15, 15, 15, 15])  # the widest values
    assert ok.m_reg == 0xFFFF and ok.dims_reg == 7, ok
    assert not hcmodel.HwView(ok).valid  # any register value is taken, valid or not
    bad = [
        (8, [4, 0, 0, 0], [1, 0, 0, 0], [0, 0, 0, 0]),   # r: 3 bits
        (-1, [4, 0, 0, 0], [1, 0, 0, 0], [0, 0, 0, 0]),
        (1, [99, 0, 0, 0], [1, 0, 0, 0], [0, 0, 0, 0]),  # m: 4 bits
        (1, [4, 0, 0, 0], [16, 0, 0, 0], [0, 0, 0, 0]),  # rho: 4 bits
        (1, [4, 0, 0, 0], [1, 0, 0, 0], [-1, 0, 0, 0]),  # own: 4 bits
        (1, [4, 0, 0, 16], [1, 0, 0, 0], [0, 0, 0, 0]),  # dimension 4 too
    ]
    for r, m, rho, own in bad:
        try:
            hcmodel.HwConfig(r, m, rho, own)
        except ValueError as error:
            assert "register field" in str(error), error
        else:
            raise AssertionError(f"HwConfig({r}, {m}, {rho}, {own}) was taken")
    print(f"hcmodel.HwConfig: {len(bad)} values outside their fields refused, the widest taken")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
