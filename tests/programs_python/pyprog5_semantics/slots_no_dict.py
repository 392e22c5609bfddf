class S:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = 1
s = S()
print(hasattr(s, "__dict__"), hasattr(S, "__dict__"))
try:
    s.__dict__
except AttributeError as e:
    print(e)
try:
    s.c = 2
except AttributeError as e:
    print(e)
try:
    s.b
except AttributeError as e:
    print(e)
pass
try:
    vars(s)
except TypeError as e:
    print(e)
del s.a
print(hasattr(s, "a"))
class T(S):
    pass
t = T()
t.z = 5
print(t.z, hasattr(t, '__dict__'))
class U(S):
    __slots__ = ("c",)
u = U(); u.c = 3; print(u.c, u.a)
try:
    u.d = 1
except AttributeError as e:
    print(e)
class W:
    __slots__ = ("x", "__dict__")
w = W(); w.x = 1; w.y = 2; print(w.y, '__dict__' in dir(w) or hasattr(w, '__dict__'))
class E(Exception):
    __slots__ = ()
e = E(); e.foo = 1; print(e.foo)
import copy
class P:
    __slots__ = ("x", "y")
    def __init__(self, x, y): self.x, self.y = x, y
q = copy.copy(P(1, 2)); print(q.x, q.y)
print(getattr(P(1,2), "__slots__"))
