import enum
class Perm(enum.Flag):
    R = enum.auto()
    W = enum.auto()
    X = enum.auto()
rw = Perm.R | Perm.W
print(rw, repr(rw), Perm.R in rw, Perm.X in rw, bool(Perm.R & Perm.W), list(rw), ~Perm.R, Perm(0), repr(Perm(0)))
print([m.value for m in Perm], Perm(5), len(rw), rw.name)
try:
    Perm(8)
except ValueError as e:
    print(e)
import abc
class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self): ...
    @abc.abstractmethod
    def name(self): ...
    def describe(self): return f"{self.name()} {self.area()}"
class Half(Shape):
    def area(self): return 1
class Sq(Half):
    def name(self): return "sq"
for cls in (Shape, Half, Sq):
    try:
        print(cls().describe())
    except TypeError as e:
        print(e)
print(Sq.__abstractmethods__, isinstance(Sq(), Shape))
