import torch

def add_repr(cls):
    def __repr__(self):
        items = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{cls.__name__}({items})"
    cls.__repr__ = __repr__
    return cls

def singleton(cls):
    instances = {}
    def get(*a, **k):
        if cls not in instances:
            instances[cls] = cls(*a, **k)
        return instances[cls]
    return get

@add_repr
class Sample:
    def __init__(self, x, label):
        self.x = x
        self.label = label

@singleton
class Device:
    def __init__(self):
        print("init device")
        self.name = "cpu"

print(Sample(torch.tensor([1, 2]), "cat"))
d1, d2 = Device(), Device()
print(d1 is d2, d1.name)

class Matrix:
    def __init__(self, t):
        self.t = t
    def __getitem__(self, key):
        return Matrix(self.t[key]) if isinstance(key, tuple) or isinstance(key, slice) else self.t[key]
    def __setitem__(self, key, v):
        self.t[key] = v
    def __contains__(self, v):
        return bool((self.t == v).any())
    def __call__(self, v):
        return self.t @ v
    def __iadd__(self, o):
        self.t += o
        return self
    def __lt__(self, o):
        return self.t.sum() < o.t.sum()
    def __format__(self, spec):
        return f"Matrix<{self.t.shape[0]}x{self.t.shape[1]}>" if spec == "s" else format(self.t.sum().item(), spec)
    def __repr__(self):
        return f"Matrix({self.t.tolist()})"
    def __array__(self):
        return self.t.numpy()
m = Matrix(torch.eye(2))
m[0, 1] = 5.0
print(m, 5.0 in m, 7.0 in m, m(torch.ones(2)), m[0])
m += 1
print(m, f"{m:s}", f"{m:.1f}", m < Matrix(torch.zeros(2, 2)))
print(m[:, 1:], sorted([Matrix(torch.ones(1, 1) * 3), Matrix(torch.ones(1, 1))]))
class Seq:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError
        return i * i
print(list(Seq(4)), 9 in Seq(4), torch.tensor(list(Seq(3))))
class Rev:
    def __reversed__(self):
        return iter([3, 2, 1])
print(list(reversed(Rev())), list(reversed(torch.arange(3).tolist())))
