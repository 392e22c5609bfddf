# array.array as a compact buffer for metrics and raw weights, converted to and from tensors.
from array import array
import torch

losses = array("d")
torch.manual_seed(0)
w = torch.randn(3)
for step in range(5):
    loss = (w * (step + 1)).pow(2).sum()
    losses.append(round(loss.item(), 4))
print(losses, len(losses), losses.typecode, losses.itemsize)
print(torch.tensor(losses.tolist()))
print(max(losses), min(losses), sum(losses) / len(losses), losses[1], losses[-1], losses[1:3])

f = array("f", [0.1, 0.2, 1.5])
print(f, f.tolist(), f.itemsize, f.tobytes().hex())
ints = array("i", range(6))
ints[2] = 42
ints.extend([7, 8])
ints.insert(0, -1)
print(ints, ints.pop(), ints.pop(0), ints.index(42), ints.count(7), 42 in ints)
ints.remove(42)
ints.reverse()
print(ints, list(ints), ints[::2], ints * 2, ints + array("i", [9]))
raw = ints.tobytes()
back = array("i")
back.frombytes(raw)
print(back == ints, len(raw), back)
b = array("B", b"\x00\x01\xff")
print(b, array("b", [-128, 127]), array("h", [-2, 3]).tobytes(), array("H"), array("q", [2 ** 40]), array("Q", [2 ** 64 - 1]))
u = array("u", "hello")
print(u, u.tounicode(), array("l", [1, 2]).itemsize)
s = array("h", [1, 256])
s.byteswap()
print(s)
print(torch.tensor(array("f", [1.0, 2.0]).tolist()) * 2, torch.tensor(array("d", [1.5, -2.0])), torch.tensor(array("i", [3, 4])).dtype)
for tc, v in [("b", 200), ("B", -1), ("h", 40000), ("H", -1), ("i", 2 ** 31), ("I", -1), ("i", 1.5), ("f", "x"), ("Q", -1)]:
    try:
        array(tc, [v])
    except (OverflowError, TypeError) as e:
        print(tc, type(e).__name__, e)
try:
    array("z")
except ValueError as e:
    print("ValueError", e)
for bad in [lambda: ints.index(1000), lambda: array("i").pop(), lambda: ints + array("d"), lambda: ints[100],
            lambda: array("i").frombytes(b"abc")]:
    try:
        bad()
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__, e)
