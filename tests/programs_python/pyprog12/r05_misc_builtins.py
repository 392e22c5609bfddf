import torch
import sys
import math

vals = [torch.tensor(3), torch.tensor(1), torch.tensor(2)]
print(max(vals), min(vals), sorted(vals), sum(vals))
print(any(v > 2 for v in vals), all(v > 0 for v in vals), list(map(int, vals)), list(filter(lambda v: v % 2, vals)))
print(list(enumerate("ab", start=1)), list(zip(range(3), "xyz")), dict(zip("ab", [1, 2])))
print(divmod(17, 5), divmod(-17, 5), divmod(7.5, 2), pow(3, 4, 5), round(2.675, 2), round(0.5), round(1.5), round(-2.5))
print(abs(-3), abs(torch.tensor(-2.5)), int("42"), int("ff", 16), int(3.99), int(-3.99), float("1e-3"), bool([]), bool(torch.tensor([1])))
print(bin(10), oct(10), hex(255), chr(97), ord("a"), ascii("é"), repr("a'b"), str(b"x"), bytes([65, 66]))
print(isinstance(True, int), issubclass(bool, int), type(1.0).__name__, callable(len), callable(1), id(1) == id(1))
print(hash(1) == hash(1.0), hash("a") == hash("a"), len(range(0, 10, 3)), range(10)[2:5], list(reversed(range(3))))
print(sys.version_info >= (3, 8), sys.maxsize > 2 ** 31, type(sys.argv).__name__)
print(math.floor(-2.5), math.ceil(2.1), math.trunc(-2.7), math.sqrt(16), math.exp(0), math.pi, math.e, math.inf > 1e308, math.isnan(float("nan")))
print(math.gcd(12, 18), math.lcm(4, 6), math.factorial(10), math.fsum([0.1] * 10), math.hypot(3, 4), math.copysign(1, -0.0), math.dist([0, 0], [3, 4]))
print(f"{math.log(100, 10):.6f}", math.log10(1000), math.atan2(1, 1), math.degrees(math.pi), math.isqrt(17), math.modf(3.5), math.frexp(8.0))
x = [3, 1, 2]
print(x.index(1), x.count(3), x * 2, x + [4], [*x, *x], x[::-1], x.copy() is not x)
s = {1, 2, 3}
print(s | {4}, s & {2, 9}, s - {1}, s ^ {3, 4}, s.issubset({1, 2, 3, 4}), frozenset(s) == s, {1, 2} < s)
d = {"a": 1}
d.update(b=2)
print(d | {"c": 3}, d.get("z", 0), d.setdefault("e", 5), d.pop("a"), list(d.items()), {**d, "b": 9})
print(getattr(torch, "float32"), hasattr(torch, "nonexistent"), vars(type("T", (), {"x": 1}))["x"], dir(torch.nn.Linear).count("forward"))
print(slice(1, 5, 2), slice(None).indices(4), [1, 2, 3, 4, 5][slice(1, None, 2)], memoryview(b"ab")[0])
print(complex(3, 4).conjugate(), abs(3 + 4j), (1 + 2j) * 1j, int(True) + True, 7 / 2, 7 // 2, -7 // 2, 2 ** -1, 0.1 + 0.2 == 0.3)
