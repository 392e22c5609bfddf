# bool() of builtin and user values, __bool__ and __len__.
vals = [0, 1, -1, 0.0, 2.5, "", "a", [], [0], (), (0,), {}, {1: 2}, set(), {0}, None, range(0), range(3)]
print([bool(v) for v in vals])
class L:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
class B:
    def __bool__(self):
        return False
print(bool(L(0)), bool(L(2)), bool(B()), bool(object()))
print(not L(0), not B())
print(any([0, "", None]), any([0, 3]), all([]), all([1, 0]))
print(1 if L(1) else 2)
