# Operator overloading and the special-method protocol.
class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return Vec(self.x * k, self.y * k)
        return NotImplemented
    def __rmul__(self, k):
        return self * k
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __bool__(self):
        return bool(self.x or self.y)
    def __lt__(self, o):
        return abs(self) < abs(o)
    def __iter__(self):
        yield self.x
        yield self.y
    def __getitem__(self, i):
        return (self.x, self.y)[i]
    def __len__(self):
        return 2
    def __contains__(self, v):
        return v in (self.x, self.y)
    def __call__(self, k):
        return self * k
a, b = Vec(1, 2), Vec(3, 4)
print(a + b, a - b, a * 2, 3 * a, -a, abs(b), a == Vec(1, 2), a != b)
print(bool(Vec(0, 0)), sorted([b, a]), list(a), a[1], len(a), 2 in a, a(10))
print({a: 1, Vec(1, 2): 2}, len({a, Vec(1, 2), b}))
x, y = b
print(x, y, max([a, b]))
try:
    a * "s"
except TypeError as e:
    print("TypeError:", e)
class Acc:
    def __init__(self):
        self.items = []
    def __iadd__(self, v):
        self.items.append(v)
        return self
acc = Acc()
acc += 1
acc += 2
print(acc.items)
