# Tracing errors as PyTorch raises them: control flow on a Proxy, iterating a
# Proxy, len() of a Proxy, and an unknown argument type.
import torch
import torch.fx
from torch.fx.proxy import TraceError


def branch(x):
    if x.sum() > 0:
        return x
    return -x


def loop(x):
    return [v for v in x]


def length(x):
    return len(x)


for fn in (branch, loop, length):
    try:
        torch.fx.symbolic_trace(fn)
    except TraceError as e:
        print('TraceError:', e)
    except RuntimeError as e:
        print('RuntimeError:', e)
print(issubclass(TraceError, ValueError))


class Obj:
    pass


def bad_arg(x):
    return x + Obj()


try:
    torch.fx.symbolic_trace(bad_arg)
except NotImplementedError as e:
    print('NotImplementedError:', str(e).split(':')[0])

# concrete_args specializes an argument away.
def flag(x, neg):
    if neg:
        return -x
    return x


g = torch.fx.symbolic_trace(flag, concrete_args={'neg': False})
print(g.code)
print(g(torch.ones(2), False))
