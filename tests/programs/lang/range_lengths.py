# for-range trip counts use PyTorch's __range_length formula, wraparound
# included; a zero step is a RuntimeError.
import torch
@torch.jit.script
def n(lo: int, hi: int, st: int) -> int:
    c = 0
    for i in range(lo, hi, st):
        c += 1
        if c > 5:
            break
    return c
@torch.jit.script
def l(lo: int, hi: int, st: int) -> int:
    return len([i for i in range(lo, hi, st)][:5])
print(n(0, 10, 3), n(10, 0, -3), n(-2**63, 2**63 - 1, 2**62), n(2**63 - 1, -2**63, -2**62), n(5, 5, 1))
print(l(0, 10, 3), l(10, 0, -3), l(0, 10, -1))
try:
    n(0, 5, 0)
except Exception as e:
    print(type(e).__name__, str(e).strip().splitlines()[-1])
