import functools
import operator
import torch

@functools.cache
def conv_out(n, k, s=1, p=0):
    return (n + 2 * p - k) // s + 1
print([conv_out(32, 3, 1, 1), conv_out(32, 3, 2, 1), conv_out(7, 7)], conv_out.cache_info().hits)
print(conv_out(32, 3, 1, 1), conv_out.cache_info())
compose = lambda *fs: functools.reduce(lambda f, g: lambda x: g(f(x)), fs)
pipeline = compose(torch.relu, lambda t: t * 2, torch.sum)
print(pipeline(torch.tensor([-1.0, 1.0, 2.0])))
print(functools.reduce(operator.matmul, [torch.eye(2) * 2] * 3))
print(functools.reduce(operator.or_, [{1}, {2}, {1, 3}]), functools.reduce(lambda a, b: a if len(a) > len(b) else b, ["ab", "abc", "a"]))
class Model:
    def __init__(self):
        self.w = torch.tensor([1.0, 2.0])
    @functools.cached_property
    def norm(self):
        print("norm computed")
        return self.w.norm()
    def scaled(self, k):
        return self.w * k
m = Model()
print(round(m.norm.item(), 4), round(m.norm.item(), 4), "norm" in vars(m))
double = functools.partial(Model.scaled, k=2)
print(double(m))
pm = functools.partialmethod if hasattr(functools, "partialmethod") else None
class Cell:
    def set_state(self, state, value):
        setattr(self, state, value)
    set_alive = functools.partialmethod(set_state, "alive", True)
c = Cell()
c.set_alive()
print(c.alive)
print(sorted(["b10", "a2", "b2"], key=functools.cmp_to_key(lambda x, y: (x[0] > y[0]) - (x[0] < y[0]) or int(x[1:]) - int(y[1:]))))
@functools.lru_cache(maxsize=2)
def f(x):
    return x * x
for v in [1, 2, 1, 3, 1, 2]:
    f(v)
print(f.cache_info(), f.cache_parameters() if hasattr(f, "cache_parameters") else "")
p = functools.partial(torch.full, (2,))
print(p(3.0), p.args, repr(functools.partial(max, 1))[:20])
