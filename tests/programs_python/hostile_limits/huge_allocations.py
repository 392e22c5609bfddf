# Hostile programs at the Python level: sizes no machine can hold give
# MemoryError / RuntimeError at once, never a crash or an attempt to
# allocate them.
import torch

cases = [
    ("list", lambda: [0] * 10**12),
    ("str", lambda: "a" * 10**12),
    ("bytes", lambda: b"ab" * 10**12),
    ("tuple", lambda: (1, 2) * 10**12),
    ("list 2**62", lambda: [None] * 2**62),
]
for name, make in cases:
    try:
        make()
        print(name, "allocated")
    except MemoryError as e:
        print(name, "MemoryError", repr(str(e)))
    except OverflowError as e:
        print(name, "OverflowError", e)

for name, make in [
    ("empty 2**62", lambda: torch.empty(2**62)),
    ("zeros 2**31 x 2**31", lambda: torch.zeros(2**31, 2**31)),
    ("ones 2**61 int", lambda: torch.ones(2**61, dtype=torch.int)),
    ("arange huge", lambda: torch.arange(0, 2**62)),
]:
    try:
        make()
        print(name, "allocated")
    except RuntimeError as e:
        print(name, "RuntimeError", str(e).split("\n")[0][:60])
print("done")
