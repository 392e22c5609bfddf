class Tags(list):
    def add(self, t):
        if t not in self:
            self.append(t)
        return self
t = Tags(["a"]); t.add("b").add("a"); print(t, len(t), isinstance(t, list), t[0], type(t).__name__)
class Name(str):
    def shout(self): return self.upper() + "!"
n = Name("bob"); print(n, n.shout(), n + "x", len(n), repr(n))
class Pos(int):
    def __new__(cls, v):
        if v < 0: raise ValueError("neg")
        return super().__new__(cls, v)
p = Pos(3); print(p + 1, p * 2, isinstance(p, int), repr(p))
class Pair(tuple):
    def __new__(cls, a, b): return super().__new__(cls, (a, b))
    @property
    def first(self): return self[0]
q = Pair(1, 2); print(q, q.first, len(q), q == (1, 2))
class Cfg(dict):
    def __getattr__(self, k):
        try: return self[k]
        except KeyError: raise AttributeError(k)
c = Cfg(lr=0.1); print(c.lr, c, dict(c))
