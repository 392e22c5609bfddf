# A Python class with the full operator protocol, MRO with multiple inheritance and cooperative super().


class Vector:
    __slots__ = ("data",)

    def __init__(self, *xs):
        self.data = list(xs)

    def __repr__(self):
        return f"Vector({', '.join(map(str, self.data))})"

    def __str__(self):
        return "<" + " ".join(f"{x:g}" for x in self.data) + ">"

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return Vector(*self.data[i])
        return self.data[i]

    def __setitem__(self, i, v):
        self.data[i] = v

    def __contains__(self, x):
        return x in self.data

    def __eq__(self, other):
        return isinstance(other, Vector) and self.data == other.data

    def __hash__(self):
        return hash(tuple(self.data))

    def __bool__(self):
        return any(self.data)

    def __add__(self, other):
        if isinstance(other, (int, float)):
            return Vector(*(x + other for x in self))
        return Vector(*(a + b for a, b in zip(self, other)))

    __radd__ = __add__

    def __sub__(self, other):
        return self + (-other)

    def __neg__(self):
        return Vector(*(-x for x in self))

    def __mul__(self, k):
        return Vector(*(x * k for x in self))

    def __rmul__(self, k):
        return self * k

    def __matmul__(self, other):
        return sum(a * b for a, b in zip(self, other))

    def __truediv__(self, k):
        return Vector(*(x / k for x in self))

    def __iadd__(self, other):
        self.data = [a + b for a, b in zip(self.data, other)]
        return self

    def __abs__(self):
        return (self @ self) ** 0.5

    def __lt__(self, other):
        return abs(self) < abs(other)

    def __call__(self, i):
        return self.data[i] * 10

    def __format__(self, spec):
        return "(" + ", ".join(format(x, spec) for x in self.data) + ")"


a, b = Vector(1, 2, 3), Vector(4, 5, 6)
print(a + b, a - b, a * 2, 3 * a, a @ b, abs(Vector(3, 4)), b / 2, -a)
print(repr(a[1:]), a[-1], len(a), 2 in a, 7 in a, list(a), bool(Vector(0, 0)), bool(a))
c = a
a += b
print(a, c is a, sum([Vector(1, 1), Vector(2, 2)], Vector(0, 0)), 1 + Vector(1))
print(sorted([Vector(3, 4), Vector(1, 0), Vector(0, 2)]), max(Vector(1), Vector(5), Vector(-7)))
print({Vector(1, 2): "x"}[Vector(1, 2)], a == Vector(5, 7, 9), a != b, a(0), f"{b:.1f}", format(b, "03d"))
try:
    a + "s"
except TypeError as e:
    print("TypeError:", e)


class Base:
    def __init__(self, **kw):
        print("Base.__init__", sorted(kw))
        super().__init__()

    def describe(self):
        return ["Base"]


class Loggable(Base):
    def __init__(self, log_level="info", **kw):
        self.log_level = log_level
        print("Loggable.__init__", log_level)
        super().__init__(**kw)

    def describe(self):
        return ["Loggable"] + super().describe()


class Serializable(Base):
    def __init__(self, fmt="json", **kw):
        self.fmt = fmt
        print("Serializable.__init__", fmt)
        super().__init__(**kw)

    def describe(self):
        return ["Serializable"] + super().describe()


class Model(Loggable, Serializable):
    def __init__(self, name, **kw):
        self.name = name
        super().__init__(**kw)

    def describe(self):
        return ["Model"] + super().describe()


m = Model("net", log_level="debug", fmt="yaml", extra=1)
print([k.__name__ for k in Model.__mro__], m.describe(), m.fmt, m.log_level)
print(isinstance(m, Base), issubclass(Model, Serializable), Model.describe is not Base.describe)
try:
    class Bad(Loggable, Model):
        pass
except TypeError as e:
    print("TypeError:", e)
