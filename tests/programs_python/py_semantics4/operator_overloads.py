class V:
    def __init__(self, *xs):
        self.xs = list(xs)
    def __repr__(self):
        return f"V{tuple(self.xs)}"
    def __add__(self, o):
        if isinstance(o, (int, float)):
            return V(*[x + o for x in self.xs])
        return V(*[a + b for a, b in zip(self.xs, o.xs)])
    def __radd__(self, o):
        return self + o
    def __iadd__(self, o):
        self.xs = (self + o).xs
        return self
    def __matmul__(self, o):
        return sum(a * b for a, b in zip(self.xs, o.xs))
    def __getitem__(self, i):
        if isinstance(i, slice):
            return V(*self.xs[i])
        return self.xs[i]
    def __len__(self):
        return len(self.xs)
    def __bool__(self):
        return any(self.xs)
    def __contains__(self, v):
        return v in self.xs
    def __neg__(self):
        return V(*[-x for x in self.xs])
    def __eq__(self, o):
        return isinstance(o, V) and self.xs == o.xs
    __hash__ = None
a = V(1, 2, 3)
print(a + 1, 1 + a, a + V(1, 1, 1))
b = a
b += 10
print(a, b is a)
print(a @ V(1, 0, 1))
print(a[1:], a[::-1], a[-1], len(a))
print(bool(V(0, 0)), bool(a), 12 in a, 99 in a)
print(-a, sum([V(1, 2), V(3, 4)], V(0, 0)))
print(a == V(11, 12, 13), a != V(1))
try:
    hash(a)
except TypeError as e:
    print(e)
