from abc import ABC, abstractmethod

class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @property
    @abstractmethod
    def name(self): ...
    def describe(self):
        return f"{self.name}: {self.area():.2f}"

class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
    @property
    def name(self):
        return "square"

try:
    Shape()
except TypeError as e:
    print("TypeError:", e)
class Partial(Shape):
    def area(self):
        return 1
try:
    Partial()
except TypeError as e:
    print("TypeError:", e)
print(Sq(1.5).describe(), isinstance(Sq(1), Shape), issubclass(Sq, ABC))

class Base:
    def __init__(self):
        self.log = ["Base"]
class A(Base):
    def __init__(self):
        super().__init__()
        self.log.append("A")
class B(Base):
    def __init__(self):
        super().__init__()
        self.log.append("B")
class C(A, B):
    def __init__(self):
        super().__init__()
        self.log.append("C")
print(C().log, [k.__name__ for k in C.__mro__])
class Static:
    count = 0
    def __init__(self):
        Static.count += 1
    @classmethod
    def make(cls, n):
        return [cls() for _ in range(n)]
    @staticmethod
    def helper(x):
        return x * 2
Static.make(3)
print(Static.count, Static.helper(4), Static().helper(5))
class WithGetattr:
    def __init__(self):
        self.real = 1
    def __getattr__(self, n):
        return f"dyn_{n}"
w = WithGetattr()
print(w.real, w.fake, getattr(w, "other"), hasattr(w, "anything"))
class Slotted:
    __slots__ = ("a",)
s = Slotted()
try:
    s.a
except AttributeError as e:
    print("AttributeError:", e)
print(Sq.__name__, Sq.__qualname__, Sq.area.__qualname__, type(Sq(1)).__mro__[-1].__name__)
print(vars(Sq(2)), Sq(2).__dict__, Sq.__module__)
