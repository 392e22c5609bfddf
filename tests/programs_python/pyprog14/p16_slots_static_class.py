class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"


v = Vec(1, 2)
print(v, hasattr(v, "__dict__"), Vec.__slots__)
try:
    v.z = 3
except AttributeError as e:
    print("AttributeError:", e)
try:
    Vec.__new__(Vec).x
except AttributeError as e:
    print("AttributeError:", e)


class Vec3(Vec):
    __slots__ = ("z",)

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z


print(Vec3(1, 2, 3).z, hasattr(Vec3(1, 2, 3), "__dict__"))


class Base:
    registry = []

    def __init__(self, v):
        self.v = v

    @classmethod
    def create(cls, v):
        obj = cls(v)
        cls.registry.append(cls.__name__)
        return obj

    @staticmethod
    def helper(x):
        return x * 2

    @classmethod
    def kind(cls):
        return cls.__name__.lower()

    def describe(self):
        return f"{self.kind()}:{self.helper(self.v)}"


class Derived(Base):
    @staticmethod
    def helper(x):
        return x * 10


print(Base.create(1).describe(), Derived.create(2).describe(), Base.registry)
print(Derived.helper(3), Derived().helper(3) if False else Base.helper(3), Derived.kind())
print(type(Base.__dict__["helper"]).__name__, type(Base.__dict__["create"]).__name__, Base.create.__self__ is Base)
d = Derived(5)
print(d.create.__func__ is Base.create.__func__, d.kind())


class Meta(type):
    def __call__(cls, *a, **k):
        inst = super().__call__(*a, **k)
        inst.created_by_meta = True
        return inst


class WithMeta(metaclass=Meta):
    def __init__(self, a):
        self.a = a


wm = WithMeta(3)
print(wm.a, wm.created_by_meta, type(WithMeta).__name__)


class Alt:
    def __init__(self, value):
        self.value = value

    @classmethod
    def from_string(cls, s):
        return cls(int(s))

    def __eq__(self, other):
        return isinstance(other, Alt) and self.value == other.value

    __hash__ = None


print(Alt.from_string("7").value, Alt(1) == Alt(1), Alt(1) != Alt(2))
try:
    hash(Alt(1))
except TypeError as e:
    print("TypeError:", e)
