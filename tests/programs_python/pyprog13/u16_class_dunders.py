class Vec:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def __radd__(self, o):
        return self if o == 0 else NotImplemented
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __iter__(self):
        yield self.x
        yield self.y
    def __bool__(self):
        return bool(self.x or self.y)
    def __getitem__(self, i):
        return (self.x, self.y)[i]
    def __iadd__(self, o):
        self.x += o.x; self.y += o.y
        return self

a, b = Vec(1, 2), Vec(3, 4)
print(a + b, 2 * a, a * 3, -a, abs(b), a == Vec(1, 2), a != b)
print(sum([a, b]), list(a), bool(Vec(0, 0)), a[1], a[-1], len({a, Vec(1, 2)}))
x, y = b
print(x, y)
c = a
c += b
print(a, c is a)
class Matrix:
    def __init__(self, rows):
        self.rows = rows
    def __matmul__(self, o):
        return Matrix([[sum(a * b for a, b in zip(r, col)) for col in zip(*o.rows)] for r in self.rows])
    def __len__(self):
        return len(self.rows)
    def __contains__(self, v):
        return any(v in r for r in self.rows)
    def __call__(self, i, j):
        return self.rows[i][j]
    def __str__(self):
        return "\n".join(" ".join(f"{v:3d}" for v in r) for r in self.rows)
    def __format__(self, spec):
        return f"Matrix<{len(self)}>" if spec == "short" else str(self)
m = Matrix([[1, 2], [3, 4]])
print(m @ m)
print(len(m), 3 in m, 9 in m, m(1, 0), f"{m:short}")
class Ctx:
    def __enter__(self):
        print("enter"); return self
    def __exit__(self, et, ev, tb):
        print("exit", et.__name__ if et else None)
        return et is KeyError
with Ctx():
    raise KeyError("k")
print("after")
class Seq:
    def __init__(self):
        self.d = {}
    def __setitem__(self, k, v):
        self.d[k] = v
    def __getitem__(self, k):
        if isinstance(k, slice):
            return ("slice", k.start, k.stop, k.step)
        return self.d[k]
    def __delitem__(self, k):
        del self.d[k]
    def __missing__(self, k):
        return None
s = Seq()
s["a"] = 1
print(s["a"], s[1:5:2], s[::-1])
del s["a"]
print(s.d)
