# A Tensor subclass that logs the torch functions called on it via __torch_function__.
import torch

CALLS = []


class LoggingTensor(torch.Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        if kwargs is None:
            kwargs = {}
        CALLS.append(func.__name__)
        return super().__torch_function__(func, types, args, kwargs)


t = torch.tensor([1.0, 2.0, 3.0]).as_subclass(LoggingTensor)
u = t + 1
v = torch.mul(u, 2)
w = v.sum()
print(type(u).__name__, type(v).__name__, type(w).__name__)
print(CALLS)
print(w.item())


class Scaled(torch.Tensor):
    """Overrides torch.add only; everything else falls back to default behaviour."""

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if func is torch.add:
            return "add intercepted"
        with torch._C.DisableTorchFunction():
            ret = func(*args, **kwargs)
        return ret


s = torch.ones(2).as_subclass(Scaled)
print(torch.add(s, 1))
r = torch.sub(s, 1)
print(type(r).__name__, r)


class NotATensor:
    def __init__(self, value):
        self.value = value

    def __torch_function__(self, func, types, args=(), kwargs=None):
        return f"{func.__name__} handled for {self.value}"


print(torch.add(NotATensor(5), 1))
print(torch.mean(NotATensor("x")))
