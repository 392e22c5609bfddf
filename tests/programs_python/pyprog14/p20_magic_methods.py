import torch


class Meter:
    def __init__(self, name, vals=None):
        self.name = name
        self.vals = list(vals or [])

    def __len__(self):
        return len(self.vals)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return Meter(self.name, self.vals[i])
        return self.vals[i]

    def __iter__(self):
        return iter(self.vals)

    def __contains__(self, x):
        return x in self.vals

    def __add__(self, other):
        if isinstance(other, Meter):
            return Meter(self.name, self.vals + other.vals)
        return NotImplemented

    def __radd__(self, other):
        if other == 0:
            return self
        return NotImplemented

    def __iadd__(self, v):
        self.vals.append(v)
        return self

    def __bool__(self):
        return bool(self.vals)

    def __call__(self, v):
        self += v
        return self

    def __format__(self, spec):
        avg = sum(self.vals) / len(self.vals) if self.vals else 0.0
        return f"{self.name}={avg:{spec or '.2f'}}"

    def __repr__(self):
        return f"Meter({self.name!r}, n={len(self)})"

    def __eq__(self, o):
        return isinstance(o, Meter) and self.vals == o.vals

    def __hash__(self):
        return hash(tuple(self.vals))


m = Meter("loss")
print(bool(m), len(m), repr(m))
m += 1.0
m(2.0)(3.0)
print(m, len(m), m[0], m[-1], m[1:], 2.0 in m, list(m))
print(f"{m}", f"{m:.4f}", format(m, ".1f"))
total = sum([Meter("a", [1]), Meter("b", [2, 3])])
print(total, total.vals)
try:
    m + 3
except TypeError as e:
    print("TypeError:", e)
print(m == Meter("x", [1.0, 2.0, 3.0]), len({m, Meter("y", [1.0, 2.0, 3.0])}))


class Scalar:
    def __init__(self, v):
        self.v = v

    def __mul__(self, o):
        return Scalar(self.v * (o.v if isinstance(o, Scalar) else o))

    __rmul__ = __mul__

    def __neg__(self):
        return Scalar(-self.v)

    def __lt__(self, o):
        return self.v < o.v

    def __index__(self):
        return int(self.v)

    def __float__(self):
        return float(self.v)

    def __repr__(self):
        return f"S({self.v})"


print(Scalar(3) * 2, 2 * Scalar(3), -Scalar(1), sorted([Scalar(3), Scalar(1)]), [10, 20, 30][Scalar(1)], float(Scalar(2)))
print(torch.ones(3)[Scalar(2)], torch.arange(5)[Scalar(1):Scalar(3)], torch.tensor(float(Scalar(4))))
print(max(Scalar(1), Scalar(5)), bin(Scalar(5)), range(Scalar(3)))
