class Typed:
    def __init__(self, kind):
        self.kind = kind
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, None)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name[1:]} must be {self.kind.__name__}")
        setattr(obj, self.name, value)
class P:
    x = Typed(int)
    y = Typed(str)
p = P()
p.x = 3
p.y = "hi"
print(p.x, p.y, P.x.name)
try:
    p.x = "no"
except TypeError as e:
    print(e)
class S:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = 1
s = S()
try:
    s.c = 2
except AttributeError as e:
    print(type(e).__name__)
try:
    print(s.b)
except AttributeError as e:
    print("missing b")
print(hasattr(s, "__dict__"), S.__slots__)
class Lazy:
    def __getattr__(self, name):
        if name.startswith("x"):
            return name * 2
        raise AttributeError(name)
    def __setattr__(self, name, value):
        super().__setattr__(name, value * 10 if isinstance(value, int) else value)
l = Lazy()
print(l.xy)
l.v = 4
print(l.v, getattr(l, "zz", "dflt"))
