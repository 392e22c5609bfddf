# __torch_function__ sees tensor property reads (as Tensor.<prop>.__get__) and tolist, like any method.
import torch


class Logged(torch.Tensor):
    log = []

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        cls.log.append(getattr(func, "__name__", repr(func)))
        return super().__torch_function__(func, types, args, kwargs or {})


x = torch.ones(2, 3).as_subclass(Logged)
Logged.log.clear()
print(x.shape, x.dtype, x.device, x.ndim, x.requires_grad, x.is_leaf, x.T.shape)
print(Logged.log)
Logged.log.clear()
print(x.tolist(), x.size(), x.dim(), x.numel())
print(Logged.log)


class Meters(torch.Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        if getattr(func, "__name__", "") == "__get__" and "shape" in repr(func):
            pass
        out = super().__torch_function__(func, types, args, kwargs or {})
        return out


m = torch.arange(4.0).as_subclass(Meters)
print(type(m.shape).__name__, type(m.T).__name__, type(m + 1).__name__, type(m.data).__name__)


class Intercept(torch.Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        if func is torch.Tensor.ndim.__get__ if hasattr(torch.Tensor.ndim, "__get__") else False:
            return 99
        return super().__torch_function__(func, types, args, kwargs or {})


i = torch.zeros(3).as_subclass(Intercept)
print(i.ndim, i.dim(), i.shape)
p = torch.nn.Parameter(torch.ones(2))
print(p.shape, p.ndim, type(p.data).__name__)
