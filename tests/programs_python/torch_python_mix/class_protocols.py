import torch

class Vocab:
    def __init__(self, tokens):
        self.itos = sorted(set(tokens))
        self.stoi = {t: i for i, t in enumerate(self.itos)}

    def __len__(self):
        return len(self.itos)

    def __getitem__(self, tok):
        return self.stoi.get(tok, -1)

    def __contains__(self, tok):
        return tok in self.stoi

    def __iter__(self):
        return iter(self.itos)

    def __repr__(self):
        return f"Vocab(size={len(self)})"

    def encode(self, text):
        return torch.tensor([self[t] for t in text.split()])

class Money:
    def __init__(self, cents):
        self.cents = cents
    def __eq__(self, other):
        return isinstance(other, Money) and self.cents == other.cents
    def __hash__(self):
        return hash(self.cents)
    def __lt__(self, other):
        return self.cents < other.cents
    def __add__(self, other):
        return Money(self.cents + other.cents)
    def __str__(self):
        return f"${self.cents / 100:.2f}"
    __repr__ = __str__

v = Vocab("a b c a d".split())
print(v, len(v), v["c"], v["z"], "a" in v, list(v))
print(v.encode("a d q"))
ms = [Money(250), Money(100), Money(250)]
print(sorted(ms), len(set(ms)), sum(ms[1:], Money(0)))
print(max(ms), min(ms, key=lambda m: -m.cents))

class Shape:
    count = 0
    def __init__(self, name):
        self.name = name
        Shape.count += 1
    def area(self):
        raise NotImplementedError
    @classmethod
    def unit(cls):
        return cls(1.0)
    @staticmethod
    def describe():
        return "a shape"
    def __str__(self):
        return f"{type(self).__name__}({self.area():.3f})"

class Square(Shape):
    def __init__(self, side):
        super().__init__("square")
        self._side = side
    @property
    def side(self):
        return self._side
    @side.setter
    def side(self, v):
        if v < 0:
            raise ValueError("negative")
        self._side = v
    def area(self):
        return self._side ** 2

class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle")
        self.r = torch.tensor(r)
    def area(self):
        return (torch.pi * self.r ** 2).item() if hasattr(torch, "pi") else 3.14159 * self.r.item() ** 2

shapes = [Square(2), Circle(1.0), Square.unit()]
for s in shapes:
    print(s)
print(Shape.count, Shape.describe(), isinstance(shapes[0], Shape), issubclass(Circle, Square))
sq = shapes[0]
sq.side = 3
print(sq.side, sq.area())
try:
    sq.side = -1
except ValueError as e:
    print("error:", e)
class Affine:
    def __init__(self, w, b):
        self.w, self.b = w, b
    def __call__(self, x):
        return x * self.w + self.b
f = Affine(torch.tensor(2.0), 1.0)
print(f(torch.arange(3.)), callable(f))
print(Square.__mro__)
print(vars(Square(5)))
