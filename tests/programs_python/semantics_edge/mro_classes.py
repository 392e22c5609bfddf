class Registry(type):
    registry = {}

    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns, **kw)
        if bases:
            Registry.registry[name.lower()] = cls
        return cls


class Base(metaclass=Registry):
    def describe(self):
        return "Base"


class Plugin(Base):
    kind = "plugin"

    def __init_subclass__(cls, prefix="", **kwargs):
        super().__init_subclass__(**kwargs)
        cls.tag = prefix + cls.__name__


class Audio(Plugin, prefix="a:"):
    def describe(self):
        return "Audio<" + super().describe() + ">"


class Video(Plugin, prefix="v:"):
    def describe(self):
        return "Video<" + super().describe() + ">"


class Media(Audio, Video):
    def describe(self):
        return "Media<" + super().describe() + ">"


print(sorted(Registry.registry), Media.tag, Audio.tag)
print([c.__name__ for c in Media.__mro__])
print(Media().describe(), isinstance(Media(), Video), issubclass(Media, (int, Audio)))


class A:
    def __init__(self, **kw):
        print("A.__init__", sorted(kw))
        super().__init__()


class B(A):
    def __init__(self, b=1, **kw):
        print("B.__init__", b)
        super().__init__(**kw)


class C(A):
    def __init__(self, c=2, **kw):
        print("C.__init__", c)
        super().__init__(**kw)


class D(B, C):
    def __init__(self, **kw):
        print("D.__init__")
        super().__init__(**kw)


D(b=10, c=20, extra=3)


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

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

    def __getitem__(self, i):
        return (self.x, self.y)[i]

    def __len__(self):
        return 2

    def __bool__(self):
        return bool(self.x or self.y)

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"

    def __format__(self, spec):
        return f"<{format(self.x, spec)}, {format(self.y, spec)}>"


v = Vec(3, 4)
print(v + Vec(1, 1), 2 * v, v * 2, -v, abs(v), list(v), v[1], len(v), bool(Vec(0, 0)), f"{v:.2f}")
print({v: 1}[Vec(3, 4)], Vec(1, 2) == Vec(1, 2), Vec(1, 2) != Vec(2, 1), sorted([Vec(2, 1), Vec(1, 5)], key=abs))
try:
    v.z = 1
except AttributeError as e:
    print("AttributeError", e)
x, y = v
print(x, y, max(v), sum(v), [*v, *v], {*v})


class Lazy:
    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        return name.upper()

    def __setattr__(self, name, value):
        super().__setattr__(name, value * 2 if isinstance(value, int) else value)


lz = Lazy()
lz.n = 5
print(lz.n, lz.hello, getattr(lz, "world"), hasattr(lz, "_private"), getattr(lz, "_p", "default"))


class Matrix:
    def __init__(self, rows):
        self.rows = rows

    def __matmul__(self, o):
        cols = list(zip(*o.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])

    def __getitem__(self, idx):
        if isinstance(idx, tuple):
            r, c = idx
            return self.rows[r][c]
        return self.rows[idx]

    def __contains__(self, v):
        return any(v in r for r in self.rows)

    def __repr__(self):
        return "Matrix(%s)" % self.rows


m = Matrix([[1, 2], [3, 4]])
print(m @ m, m[1, 0], m[0], 4 in m, 9 in m)
print(type(m).__name__, type(type(m)).__name__, type(Base).__name__, callable(m), callable(Matrix))
