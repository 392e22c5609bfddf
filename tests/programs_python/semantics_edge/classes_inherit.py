class Shape:
    registry = {}
    count = 0

    def __init_subclass__(cls, kind=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if kind:
            Shape.registry[kind] = cls

    def __init__(self, name):
        self.name = name
        Shape.count += 1

    def area(self):
        raise NotImplementedError(f"{type(self).__name__}.area")

    @classmethod
    def create(cls, kind, *args, **kwargs):
        return cls.registry[kind](*args, **kwargs)

    @staticmethod
    def describe_all(shapes):
        return ", ".join(f"{s.name}={s.area():.2f}" for s in shapes)

    def __repr__(self):
        return f"<{self.__class__.__qualname__} {self.name!r}>"

class Rect(Shape, kind="rect"):
    def __init__(self, w, h, name="rect"):
        super().__init__(name)
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h

class Square(Rect, kind="square"):
    def __init__(self, s, **kw):
        super().__init__(s, s, **kw)

class Circle(Shape, kind="circle"):
    PI = 3.14159
    def __init__(self, r, *, name="circle"):
        super(Circle, self).__init__(name)
        self.r = r
    def area(self):
        return self.PI * self.r ** 2

shapes = [Shape.create("rect", 2, 3), Shape.create("square", 4, name="sq"), Circle.create("circle", 1.5)]
print(shapes)
print(Shape.describe_all(shapes))
print(Shape.count, sorted(Shape.registry))
print(Square.__mro__)
print(isinstance(shapes[1], Rect), issubclass(Square, Shape), type(shapes[1]) is Rect)
try:
    Shape("x").area()
except NotImplementedError as e:
    print("NotImplementedError:", e)

class LoggingMixin:
    def log(self, msg):
        print(f"[{type(self).__name__}] {msg}")

class A:
    def hello(self):
        return ["A"]
class B(A):
    def hello(self):
        return ["B"] + super().hello()
class C(A):
    def hello(self):
        return ["C"] + super().hello()
class D(LoggingMixin, B, C):
    def hello(self):
        r = ["D"] + super().hello()
        self.log(r)
        return r
D().hello()
print([k.__name__ for k in D.__mro__])

def forward_all(*args, **kwargs):
    return target(*args, **kwargs)
def target(a, b=2, *rest, c, d=4, **extra):
    return a, b, rest, c, d, extra
print(forward_all(1, c=3))
print(forward_all(1, 5, 6, 7, c=3, e=9))
args = (10, 20)
kw = {"c": 30, "z": 0}
print(target(*args, *[1], **kw, d=40))
try:
    target(1)
except TypeError as e:
    print("TypeError:", e)
try:
    target(1, c=2, a=3)
except TypeError as e:
    print("TypeError:", e)

class Vec:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __eq__(self, o):
        return (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __iter__(self):
        yield self.x
        yield self.y
    def __getitem__(self, i):
        return (self.x, self.y)[i]
    def __len__(self):
        return 2
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __repr__(self):
        return "Vec(%r, %r)" % (self.x, self.y)
v = Vec(1, 2)
print(3 * v, v * 2, -v, list(v), v[1], len(v), {v: 1}[Vec(1, 2)])
try:
    v.z = 3
except AttributeError as e:
    print("AttributeError:", e)
x, y = v
print(x + y)
