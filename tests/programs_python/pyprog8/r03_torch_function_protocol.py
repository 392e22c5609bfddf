# __torch_function__ details: dispatch order, NotImplemented, torch.overrides helpers, kwargs,
# DisableTorchFunction, and Parameter's opt-out.
import torch
from torch.overrides import has_torch_function, handle_torch_function, is_tensor_like


class Base(torch.Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        print("Base sees", func.__name__, [t.__name__ for t in types], kwargs)
        return super().__torch_function__(func, types, args, kwargs)


class Child(Base):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        print("Child sees", func.__name__, [t.__name__ for t in types])
        return super().__torch_function__(func, types, args, kwargs)


b = torch.ones(2).as_subclass(Base)
c = torch.ones(2).as_subclass(Child)
r = torch.add(b, c, alpha=2)
print(type(r).__name__, r)
r = b[0]
print(type(r).__name__)
s = torch.cat([torch.zeros(1), b])
print(type(s).__name__, s)
with torch._C.DisableTorchFunction():
    print(type(b + 1).__name__)


class Refuses:
    def __torch_function__(self, func, types, args=(), kwargs=None):
        return NotImplemented


try:
    torch.mul(Refuses(), 2)
except TypeError as e:
    print("TypeError:", e)


class Quantity:
    def __init__(self, v):
        self.v = v

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        def unwrap(a):
            if isinstance(a, (list, tuple)):
                return type(a)(unwrap(x) for x in a)
            return a.v if isinstance(a, Quantity) else a
        vals = [unwrap(a) for a in args]
        return Quantity(func(*vals, **(kwargs or {})))

    def __repr__(self):
        return f"Quantity({self.v})"


print(torch.add(Quantity(torch.ones(2)), 1), torch.stack([Quantity(torch.ones(1)), torch.zeros(1)]).v)


def scale(x, k):
    if has_torch_function((x,)):
        return handle_torch_function(scale, (x,), x, k)
    return x * k


print(scale(torch.ones(2), 3), scale(Quantity(2), 3))
print(has_torch_function((torch.ones(1),)), has_torch_function((b,)), is_tensor_like(b), is_tensor_like(3))
p = torch.nn.Parameter(torch.ones(2))
print(type(p * 2).__name__, torch.Tensor.__torch_function__ is not None)
