import copy
import operator
from functools import total_ordering, reduce

class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]
    @classmethod
    def identity(cls, n):
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])
    @property
    def shape(self):
        return len(self.rows), len(self.rows[0])
    def __getitem__(self, idx):
        i, j = idx
        return self.rows[i][j]
    def __setitem__(self, idx, v):
        i, j = idx
        self.rows[i][j] = v
    def __matmul__(self, other):
        n, m = self.shape
        m2, p = other.shape
        if m != m2:
            raise ValueError(f"shape mismatch {self.shape} @ {other.shape}")
        return Matrix([[sum(self[i, k] * other[k, j] for k in range(m)) for j in range(p)] for i in range(n)])
    def __add__(self, other):
        if isinstance(other, (int, float)):
            return Matrix([[x + other for x in r] for r in self.rows])
        return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, other.rows)])
    __radd__ = __add__
    def __iadd__(self, other):
        self.rows = (self + other).rows
        return self
    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows
    def __repr__(self):
        return f"Matrix({self.rows})"
    def __str__(self):
        return "\n".join(" ".join(f"{x:3}" for x in r) for r in self.rows)
    def __len__(self):
        return len(self.rows)
    def __bool__(self):
        return any(any(r) for r in self.rows)
    def __pow__(self, k):
        return reduce(operator.matmul, [self] * k, Matrix.identity(len(self)))
    def __copy__(self):
        print("shallow copy")
        m = Matrix.__new__(Matrix)
        m.rows = self.rows
        return m
    def __deepcopy__(self, memo):
        print("deep copy")
        return Matrix(copy.deepcopy(self.rows, memo))

A = Matrix([[1, 2], [3, 4]])
print(A @ Matrix.identity(2) == A, A.shape, A[1, 0])
print(A ** 3)
print(repr(1 + A), bool(Matrix([[0]])), len(A))
B = A
B += 1
print(A is B, A)
try:
    A @ Matrix([[1, 2, 3]])
except ValueError as e:
    print("ValueError:", e)
C = copy.copy(A)
D = copy.deepcopy(A)
A[0, 0] = 100
print(C[0, 0], D[0, 0])

@total_ordering
class Card:
    RANKS = "23456789TJQKA"
    def __init__(self, s):
        self.rank, self.suit = s[0], s[1]
    def __lt__(self, other):
        return Card.RANKS.index(self.rank) < Card.RANKS.index(other.rank)
    def __eq__(self, other):
        return self.rank == other.rank
    def __hash__(self):
        return hash(self.rank)
    def __repr__(self):
        return self.rank + self.suit
    def __format__(self, spec):
        return format(str(self), spec)
hand = [Card(c) for c in ["Kh", "2s", "Td", "Ac", "Ts"]]
print(sorted(hand), max(hand), min(hand), sorted(hand, reverse=True)[:2])
print(f"[{hand[0]:>5}] [{hand[1]:<4}]", Card("Th") == Card("Td"), Card("2h") <= Card("3h"), len(set(hand)))
class Base:
    def __init_subclass__(cls, **kw):
        cls.tag = kw.get("tag", cls.__name__.lower())
    def __repr__(self):
        attrs = ", ".join(f"{k}={v!r}" for k, v in sorted(vars(self).items()))
        return f"{type(self).__name__}({attrs})"
class Leaf(Base, tag="leafy"):
    def __init__(self, **kw):
        self.__dict__.update(kw)
class Other(Base):
    pass
print(Leaf.tag, Other.tag, Leaf(a=1, b="x"), Other())
print(getattr(Leaf(z=3), "z"), hasattr(Leaf(), "z"), isinstance(Leaf(), Base))
o = Other()
setattr(o, "dyn", [1])
print(o, o.__class__.__name__, type(o).__mro__[1].__name__, o.__dict__)
print(operator.attrgetter("dyn")(o), operator.itemgetter(1, 0)("ab"), operator.methodcaller("upper")("x"))
