# Inheritance, super(), C3 MRO, isinstance/issubclass with tuples.
class A:
    def __init__(self):
        self.trail = ["A"]
    def who(self):
        return "A"
class B(A):
    def __init__(self):
        super().__init__()
        self.trail.append("B")
    def who(self):
        return "B>" + super().who()
class C(A):
    def __init__(self):
        super().__init__()
        self.trail.append("C")
    def who(self):
        return "C>" + super().who()
class D(B, C):
    def __init__(self):
        super(D, self).__init__()
        self.trail.append("D")
    def who(self):
        return "D>" + super().who()
d = D()
print(d.trail, d.who())
print([k.__name__ for k in D.__mro__])
print(isinstance(d, (int, C)), issubclass(D, A), issubclass(A, D), issubclass(bool, int))
print(type(d).__name__, type(d) is D, D.__bases__[0].__name__)
try:
    class X(A, B):
        pass
except TypeError as e:
    print("TypeError:", e)
