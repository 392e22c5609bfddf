class Vector:
    def __init__(self, *xs):
        self.xs = list(xs)

    def __len__(self):
        return len(self.xs)

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return Vector(*self.xs[idx])
        if isinstance(idx, tuple):
            return [self.xs[i] for i in idx]
        return self.xs[idx]

    def __setitem__(self, idx, v):
        self.xs[idx] = v

    def __delitem__(self, idx):
        del self.xs[idx]

    def __matmul__(self, o):
        return sum(a * b for a, b in zip(self.xs, o.xs))

    def __add__(self, o):
        return Vector(*[a + b for a, b in zip(self.xs, o.xs)])

    def __mul__(self, k):
        return Vector(*[a * k for a in self.xs])

    __rmul__ = __mul__

    def __eq__(self, o):
        return isinstance(o, Vector) and self.xs == o.xs

    def __abs__(self):
        return (self @ self) ** 0.5

    def __repr__(self):
        return f"Vector({', '.join(map(repr, self.xs))})"

    def __neg__(self):
        return self * -1

    def __pos__(self):
        return self

    def __round__(self, n=0):
        return Vector(*[round(x, n) for x in self.xs])

    def __lt__(self, o):
        return abs(self) < abs(o)


v = Vector(1, 2, 3, 4, 5)
print(v[1:4], v[::-2], v[-1], v[0, 2], len(v), v @ v, abs(Vector(3, 4)))
v[0] = 10
v[1:3] = [7]
print(v)
del v[-1]
del v[::2]
print(v, 2 * Vector(1, 2), Vector(1, 2) * 3, -Vector(1, -1), +Vector(5), round(Vector(1.26, 2.71), 1))
print(Vector(1, 2) + Vector(3, 4) == Vector(4, 6), sorted([Vector(3, 4), Vector(1, 1)]), max(Vector(1), Vector(0, 2)))
v2 = Vector(1, 2)
v2 += Vector(1, 1)
v2 *= 2
print(v2, 3 in Vector(1, 3), list(Vector(4, 5)), [x for x in Vector(1, 2)], list(reversed(Vector(1, 2, 3))))
try:
    Vector(1) @ 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    Vector(1) - Vector(2)
except TypeError as e:
    print("TypeError:", e)
try:
    Vector(1, 2)["x"]
except TypeError as e:
    print("TypeError:", e)
