import torch
x = torch.FloatTensor([1, 2])
print(x, torch.LongTensor(2, 3).shape, torch.ByteTensor([1]).dtype)
print(torch.FloatTensor, type(torch.FloatTensor).__name__, torch.FloatTensor.__name__, torch.FloatTensor.dtype)
print(isinstance(x, torch.FloatTensor), isinstance(x, torch.LongTensor), isinstance(torch.ones(1).long(), torch.LongTensor))
print(x.type(torch.DoubleTensor).dtype, x.type("torch.IntTensor"), x.type())
print(torch.HalfTensor([1.0]).dtype, torch.BoolTensor([1, 0]))
class M(type):
    pass
C = M("C", (), {"dtype": 5})
print(type(C), C.__mro__, C.dtype)
class N(type):
    def __call__(cls, *a):
        return 1
E = N("E", (), {"dtype": 5})
print(type(E), E.__mro__)
print(E.dtype)
class I(type):
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        cls.inited = name
F = I("F", (object,), {"x": 1})
print(F.inited, F.x, type(F).__name__, F().x)
G = type("G", (F,), {})
print(type(G).__name__, G.inited)
